import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey, type AdminDashboard } from '@lsp/contracts';
import type { HttpClient } from './http-client';

export type AdminDataProvider = DataProvider & {
  dashboard(): Promise<AdminDashboard>;
  /** A resource's action beyond ra-data-simple-rest, e.g. `rule-sets/4/publish`. */
  action<T>(path: string, init?: { method?: string; body?: unknown }): Promise<T>;
  /** A file under /api (a finished export), as a blob to save. */
  file(url: string): Promise<Blob>;
};

/** The backoffice resources under /api/admin, in ra-data-simple-rest's wire protocol (docs/design.md#backoffice-resources), plus the dashboard's figures. */
export function createDataProvider(httpClient: HttpClient, fetchFile: (url: string) => Promise<Blob>): AdminDataProvider {
  const rest = simpleRestProvider('/api/admin', httpClient);
  /**
   * The key of each create not answered yet, by what it sends: the same create sent again (Save
   * clicked again after an error, the form unchanged) goes with the same `Idempotency-Key`, so a
   * create whose answer was lost is made once (docs/api.md#idempotency-key). Answered, the key goes.
   */
  const pendingCreates = new Map<string, string>();
  return {
    ...rest,
    create: async (resource, params) => {
      const attempt = `${resource} ${JSON.stringify(params.data)}`;
      const key = pendingCreates.get(attempt) ?? newIdempotencyKey();
      pendingCreates.set(attempt, key);
      const { json } = await httpClient(`/api/admin/${resource}`, {
        method: 'POST',
        body: JSON.stringify(params.data),
        headers: new Headers({ Accept: 'application/json', [IDEMPOTENCY_KEY_HEADER]: key }),
      });
      pendingCreates.delete(attempt);
      return { data: json };
    },
    dashboard: () => httpClient('/api/admin/dashboard').then(({ json }) => json as AdminDashboard),
    action: <T>(path: string, init: { method?: string; body?: unknown } = {}) =>
      httpClient(`/api/admin/${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      }).then(({ json }) => json as T),
    file: fetchFile,
  };
}
