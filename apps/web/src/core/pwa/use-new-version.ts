import { useEffect, useRef, useState } from 'react';

/** How often an open app asks whether a new build was deployed (besides every navigation). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the app's service worker (docs/customer-app.md#offline) and says when a new build is
 * waiting. The new build takes over only when the person agrees (`reload`): the worker that
 * served this page keeps serving its chunks until then, so old and new chunks never mix. The
 * registration (Workbox's window library) loads after the first render, in a chunk of its own,
 * so the first page does not wait for it.
 */
export function useNewVersion(): { waiting: boolean; reload: () => void; dismiss: () => void } {
  const [waiting, setWaiting] = useState(false);
  const update = useRef<((reloadPage?: boolean) => Promise<void>) | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    let unmounted = false;
    void import('virtual:pwa-register')
      .then(({ registerSW }) => {
        if (unmounted) return;
        update.current = registerSW({
          onNeedRefresh: () => setWaiting(true),
          onRegisteredSW(_url, registration) {
            if (registration) timer = setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
          },
          // No worker (a browser without them, or one that refuses): the app works as before, online.
          onRegisterError: () => undefined,
        });
      })
      .catch(() => undefined);
    return () => {
      unmounted = true;
      clearInterval(timer);
    };
  }, []);
  return {
    waiting,
    reload: () => void update.current?.(true),
    dismiss: () => setWaiting(false),
  };
}
