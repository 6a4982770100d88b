import type { UserManager } from 'oidc-client-ts';
import { HttpError, fetchUtils } from 'react-admin';
import type { ErrorReason } from '@lsp/contracts';
import { validAccessToken } from '../auth/user-manager';

export type HttpClient = (url: string, options?: fetchUtils.Options) => ReturnType<typeof fetchUtils.fetchJson>;

type ErrorBody = { details?: { path: string }[]; reason?: ErrorReason } | undefined;

/** Translates a message key with its figures in the screen's language (the i18n provider's translate). */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** A record changed by someone else since it was loaded: say so in the user's language, not the server's. */
const isStaleVersion = (error: unknown): error is HttpError =>
  error instanceof HttpError && error.status === 409 && !!(error.body as ErrorBody)?.details?.some((d) => d.path === '/version');

/**
 * fetchJson with a fresh bearer token on every call; no token answers 401 like the API would. A
 * refusal with a reason (`companyOwnsProjects`) is said in the screen's language (`lsp.refused.*`).
 */
export function createHttpClient(manager: UserManager, translate: Translate): HttpClient {
  return async (url, options = {}) => {
    const token = await validAccessToken(manager);
    if (!token) throw new HttpError('Not signed in', 401);
    try {
      return await fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${token}` } });
    } catch (error) {
      if (isStaleVersion(error)) throw new HttpError('lsp.errors.stale', 409, error.body);
      const reason = error instanceof HttpError ? (error.body as ErrorBody)?.reason : undefined;
      if (reason) {
        const key = `lsp.refused.${reason.key}`;
        const text = translate(key, { ...reason.params, _: '' });
        if (text !== '' && text !== key) throw new HttpError(text, (error as HttpError).status, (error as HttpError).body);
      }
      throw error;
    }
  };
}

/** Fetches a file the API serves to signed-in staff only (a finished export), with a fresh bearer token. */
export function createFileFetcher(manager: UserManager): (url: string) => Promise<Blob> {
  return async (url) => {
    const token = await validAccessToken(manager);
    if (!token) throw new HttpError('Not signed in', 401);
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new HttpError(response.statusText, response.status);
    return response.blob();
  };
}
