import simpleRestModule from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider } from 'ra-core';
import type { TestServer } from './test-server.js';

// The package is CommonJS with an ES-module default: Node hands over the module object.
const simpleRestProvider = ((simpleRestModule as unknown as { default?: typeof simpleRestModule }).default ??
  simpleRestModule) as unknown as (apiUrl: string, httpClient?: typeof fetchUtils.fetchJson) => DataProvider;

/**
 * The backoffice's own data provider (ra-data-simple-rest over fetchJson, as apps/admin builds
 * it) against a test server, signed in with `token`: what the tests drive proves the protocol.
 */
export function adminDataProvider(server: TestServer, token: string): DataProvider {
  return simpleRestProvider(`${server.url}/api/admin`, (url, options = {}) =>
    fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${token}` } }),
  );
}

/** The HttpError a data provider call rejects with (react-admin shows its message, or `body.errors` on the fields). */
export async function rejection(call: Promise<unknown>): Promise<HttpError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

/** Everything of a list (up to 500), as react-admin's getList asks for it. */
export const everything = { pagination: { page: 1, perPage: 500 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
