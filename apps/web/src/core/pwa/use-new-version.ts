import { useRegisterSW } from 'virtual:pwa-register/react';

/** How often an open app asks whether a new build was deployed (besides every navigation). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the app's service worker (docs/customer-app.md#offline) and says when a new build is
 * waiting. The new build takes over only when the person agrees (`reload`): the worker that
 * served this page keeps serving its chunks until then, so old and new chunks never mix.
 */
export function useNewVersion(): { waiting: boolean; reload: () => void; dismiss: () => void } {
  const {
    needRefresh: [waiting, setWaiting],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
    // No worker (a browser without them, or one that refuses): the app works as before, online.
    onRegisterError: () => undefined,
  });
  return {
    waiting,
    reload: () => void updateServiceWorker(true),
    dismiss: () => setWaiting(false),
  };
}
