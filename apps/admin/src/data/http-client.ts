import type { UserManager } from 'oidc-client-ts';
import { HttpError, fetchUtils } from 'react-admin';
import { validAccessToken } from '../auth/user-manager';

export type HttpClient = (url: string, options?: fetchUtils.Options) => ReturnType<typeof fetchUtils.fetchJson>;

/** fetchJson with a fresh bearer token on every call; no token answers 401 like the API would. */
export function createHttpClient(manager: UserManager): HttpClient {
  return async (url, options = {}) => {
    const token = await validAccessToken(manager);
    if (!token) throw new HttpError('Not signed in', 401);
    return fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${token}` } });
  };
}
