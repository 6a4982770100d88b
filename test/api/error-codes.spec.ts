import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AdminCompany, AdminProduct, ApiErrorBody } from '@lsp/contracts';
import { apiErrorText, type Language, type MessageTree } from '@lsp/i18n';
import { deShell } from '@lsp/i18n/messages/de-shell';
import { enShell } from '@lsp/i18n/messages/en-shell';
import { plShell } from '@lsp/i18n/messages/pl-shell';
import { startTestServer, type TestServer } from '../support/test-server.js';

const CATALOGUES: [Language, MessageTree][] = [
  ['de', deShell],
  ['en', enShell],
  ['pl', plShell],
];

/**
 * Every error answer carries a stable code with its figures (docs/api.md): `reason` for the
 * answer, `key` and `params` for each field problem. The apps translate these; `message` stays
 * English for logs and API users.
 */
describe('Error codes of the API', () => {
  let server: TestServer;
  let adminToken: string;
  let customerToken: string;
  const answered: ApiErrorBody[] = [];

  const call = async (
    path: string,
    init: RequestInit & { token?: string; json?: unknown } = {},
  ): Promise<{ status: number; body: ApiErrorBody }> => {
    const { json, ...rest } = init;
    const response = await server.api(path, {
      ...rest,
      ...(json === undefined ? {} : { body: JSON.stringify(json), headers: { 'content-type': 'application/json' } }),
    });
    const body = (await response.json()) as ApiErrorBody;
    answered.push(body);
    return { status: response.status, body };
  };
  const codes = (body: ApiErrorBody) => (body.details ?? []).map(({ path, key, params }) => ({ path, key, ...(params ? { params } : {}) }));

  before(async () => {
    server = await startTestServer();
    adminToken = await server.tokenFor('admin');
    customerToken = await server.tokenFor('customer');
  });
  after(() => server.close());

  it('names a field check of the server with its code and figures: a price with three decimals', async () => {
    const [product] = (await (await server.api('/api/admin/products?range=%5B0%2C0%5D', { token: adminToken })).json()) as AdminProduct[];
    const { status, body } = await call(`/api/admin/products/${product.id}`, {
      method: 'PUT',
      token: adminToken,
      json: { ...product, price: 12.345 },
    });
    assert.equal(status, 400);
    assert.equal(body.code, 'BAD_REQUEST');
    assert.deepEqual(body.reason, { key: 'invalidFields', params: { count: 1 } });
    assert.deepEqual(codes(body), [{ path: '/price', key: 'maxDecimals', params: { decimals: 2 } }]);
    assert.match(body.message, /invalid fields: \/price/, 'the English message stays for API users');
  });

  it('names schema problems by code: a required name, an unknown field, a taken id', async () => {
    const empty = await call('/api/admin/companies', {
      method: 'POST',
      token: adminToken,
      json: { id: 2101, name: '', country: 'de', colour: 'red' },
    });
    assert.equal(empty.status, 400);
    assert.deepEqual(codes(empty.body), [
      { path: '/colour', key: 'unknownField', params: { field: 'colour' } },
      { path: '/name', key: 'required' },
    ]);
    const taken = await call('/api/admin/companies', {
      method: 'POST',
      token: adminToken,
      json: { id: 1001, name: 'Zweite GmbH', country: 'de' },
    });
    assert.equal(taken.status, 400);
    assert.deepEqual(codes(taken.body), [{ path: '/id', key: 'taken', params: { value: 1001 } }]);
  });

  it('says a stale version with the version given and the current one', async () => {
    const company = (await (await server.api('/api/admin/companies/1002', { token: adminToken })).json()) as AdminCompany;
    const { status, body } = await call('/api/admin/companies/1002', {
      method: 'PUT',
      token: adminToken,
      json: { ...company, version: company.version + 5 },
    });
    assert.equal(status, 409);
    assert.deepEqual(body.reason, { key: 'stale', params: { given: company.version + 5, current: company.version } });
    assert.deepEqual(codes(body), [{ path: '/version', key: 'stale', params: { given: company.version + 5, current: company.version } }]);
  });

  it('says what was not found, who may not, and who is not signed in', async () => {
    const missing = await call('/api/admin/products/999999', { token: adminToken });
    assert.equal(missing.status, 404);
    assert.deepEqual(missing.body.reason, { key: 'notFound', params: { what: 'product', id: '999999' } });
    const route = await call('/api/no-such-thing', { token: adminToken });
    assert.equal(route.status, 404);
    assert.deepEqual(route.body.reason, { key: 'notFound', params: {} });
    const forbidden = await call('/api/admin/products', { token: customerToken });
    assert.equal(forbidden.status, 403);
    assert.deepEqual(forbidden.body.reason, { key: 'forbidden', params: { groups: 'Admin' } });
    const anonymous = await call('/api/admin/products');
    assert.equal(anonymous.status, 401);
    assert.deepEqual(anonymous.body.reason, { key: 'unauthenticated', params: {} });
  });

  it('gives dates as ISO months for the apps to write in their language', async () => {
    const { status, body } = await call('/api/reporting-v1/summary?from=2026-05&to=2026-03', { token: adminToken });
    assert.equal(status, 400);
    assert.deepEqual(codes(body), [{ path: '/from', key: 'afterTo', params: { from: '2026-05', to: '2026-03' } }]);
    assert.equal(apiErrorText(deShell, 'de', 'field', body.details![0]), 'Mai 2026 liegt nach März 2026');
  });

  it('has a text in German, English and Polish for every code it answered here', () => {
    assert.ok(answered.length >= 9);
    for (const body of answered) {
      for (const [language, catalogue] of CATALOGUES) {
        assert.ok(apiErrorText(catalogue, language, 'reason', body.reason), `${language}: reason ${body.reason.key}`);
        for (const problem of body.details ?? [])
          assert.ok(apiErrorText(catalogue, language, 'field', problem), `${language}: field ${problem.key}`);
      }
    }
  });
});
