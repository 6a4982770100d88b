import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import type { HttpClient } from './http-client';

/** The backoffice resources under /api/admin, in ra-data-simple-rest's wire protocol (design.md section 5). */
export function createDataProvider(httpClient: HttpClient): DataProvider {
  return simpleRestProvider('/api/admin', httpClient);
}
