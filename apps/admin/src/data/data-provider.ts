import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import type { AdminDashboard } from '@lsp/contracts';
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
  return {
    ...simpleRestProvider('/api/admin', httpClient),
    dashboard: () => httpClient('/api/admin/dashboard').then(({ json }) => json as AdminDashboard),
    action: <T>(path: string, init: { method?: string; body?: unknown } = {}) =>
      httpClient(`/api/admin/${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      }).then(({ json }) => json as T),
    file: fetchFile,
  };
}
