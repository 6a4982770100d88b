import type { UserManager } from 'oidc-client-ts';
import { HttpError, fetchUtils } from 'react-admin';
import { validAccessToken } from '../auth/user-manager';

export type HttpClient = (url: string, options?: fetchUtils.Options) => ReturnType<typeof fetchUtils.fetchJson>;

type ErrorBody = { details?: { path: string }[] } | undefined;

/** A record changed by someone else since it was loaded: say so in the user's language, not the server's. */
const isStaleVersion = (error: unknown): error is HttpError =>
  error instanceof HttpError && error.status === 409 && !!(error.body as ErrorBody)?.details?.some((d) => d.path === '/version');

/** fetchJson with a fresh bearer token on every call; no token answers 401 like the API would. */
export function createHttpClient(manager: UserManager): HttpClient {
  return async (url, options = {}) => {
    const token = await validAccessToken(manager);
    if (!token) throw new HttpError('Not signed in', 401);
    try {
      return await fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${token}` } });
    } catch (error) {
      if (isStaleVersion(error)) throw new HttpError('lsp.errors.stale', 409, error.body);
      throw error;
    }
  };
}
