import type { AuthSession } from '../auth/auth-session';
import { fetchJson, type JsonRequest } from './fetch-json';

/** Calls to the API on this origin, each with a fresh bearer token (docs/design.md#sessions). */
export interface ApiClient {
  get<T>(path: string, options?: { schema?: string; signal?: AbortSignal }): Promise<T>;
  send<T>(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    options?: Pick<JsonRequest, 'schema' | 'signal' | 'headers' | 'onHeaders'>,
  ): Promise<T>;
}

export function createApiClient(session: AuthSession): ApiClient {
  const call = async <T>(path: string, request: JsonRequest) => fetchJson<T>(path, { ...request, token: await session.accessToken() });
  return {
    get: (path, options = {}) => call(path, { ...options, method: 'GET' }),
    send: (method, path, body, options = {}) => call(path, { ...options, method, body }),
  };
}
