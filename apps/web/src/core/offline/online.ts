import { useSyncExternalStore } from 'react';
import { ApiError } from '../api/api-error';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has a connection; follows it as it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * A failure that says nothing about the request, only that the server was not reached: no
 * connection, or a proxy's answer that the server behind it is down. A refusal (4xx) or an
 * answer of the wrong shape is not one: the stored copy would hide it.
 */
export function isUnreachable(error: unknown): boolean {
  if (!navigator.onLine) return true;
  if (error instanceof ApiError) return error.kind === 'fetch' || error.status === 502 || error.status === 503 || error.status === 504;
  // fetch's own TypeError, e.g. from the identity provider's token refresh.
  return error instanceof TypeError;
}
