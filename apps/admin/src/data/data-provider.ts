import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import type { AdminDashboard } from '@lsp/contracts';
import type { HttpClient } from './http-client';

export type AdminDataProvider = DataProvider & { dashboard(): Promise<AdminDashboard> };

/** The backoffice resources under /api/admin, in ra-data-simple-rest's wire protocol (design.md section 5), plus the dashboard's figures. */
export function createDataProvider(httpClient: HttpClient): AdminDataProvider {
  return {
    ...simpleRestProvider('/api/admin', httpClient),
    dashboard: () => httpClient('/api/admin/dashboard').then(({ json }) => json as AdminDashboard),
  };
}
