import type { UserManager } from 'oidc-client-ts';
import { HttpError, fetchUtils } from 'react-admin';
import type { ApiErrorBody } from '@lsp/contracts';
import { apiErrorText, type Language, type MessageTree } from '@lsp/i18n';
import { deShell } from '@lsp/i18n/messages/de-shell';
import { enShell } from '@lsp/i18n/messages/en-shell';
import { validAccessToken } from '../auth/user-manager';

export type HttpClient = (url: string, options?: fetchUtils.Options) => ReturnType<typeof fetchUtils.fetchJson>;

/** The catalogues holding the texts of the API's error codes (libs/i18n), by the backoffice's locales. */
const CATALOGUES: Record<string, { language: Language; catalogue: MessageTree }> = {
  de: { language: 'de', catalogue: deShell },
  en: { language: 'en', catalogue: enShell },
};

/** `/description/de` → `description.de`: the form field a problem belongs to, as react-admin names it. */
const fieldNameOf = (path: string) =>
  path
    .replace(/^\//, '')
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');

/**
 * An error answer of the API said in the screen's language: the reason as the message, each
 * field problem under its field (react-admin shows `body.errors` on the form). The English
 * `message` is for logs; a code the catalogue lacks falls back to the general text of its kind.
 */
export function translatedError(error: HttpError, locale: string): HttpError {
  const body = error.body as Partial<ApiErrorBody> | undefined;
  if (!body?.reason) return error;
  const { language, catalogue } = CATALOGUES[locale] ?? CATALOGUES.de;
  const message =
    apiErrorText(catalogue, language, 'reason', body.reason) ??
    apiErrorText(catalogue, language, 'reason', { key: body.details?.length ? 'invalidFields' : 'badRequest' })!;
  const errors: Record<string, string> = {};
  for (const problem of body.details ?? []) {
    const field = fieldNameOf(problem.path);
    // A stale version is no field on the form: the message says it.
    if (!field || field === 'version' || errors[field]) continue;
    errors[field] = apiErrorText(catalogue, language, 'field', problem) ?? apiErrorText(catalogue, language, 'field', { key: 'invalid' })!;
  }
  return new HttpError(message, error.status, { ...body, ...(Object.keys(errors).length ? { errors } : {}) });
}

/**
 * fetchJson with a fresh bearer token on every call; no token answers 401 like the API would.
 * Every error answer is said in the screen's language (`locale()`), from its stable codes.
 */
export function createHttpClient(manager: UserManager, locale: () => string): HttpClient {
  return async (url, options = {}) => {
    const token = await validAccessToken(manager);
    if (!token) throw new HttpError('Not signed in', 401);
    try {
      return await fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${token}` } });
    } catch (error) {
      throw error instanceof HttpError ? translatedError(error, locale()) : error;
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
