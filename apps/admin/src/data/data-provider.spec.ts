/// <reference types="node" />
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HttpError } from 'react-admin';
import { apiServer, onServer, userManager, type ApiServer } from '../spec/spec-support';
import { createDataProvider } from './data-provider';
import { createFileFetcher, createHttpClient } from './http-client';

/** The screen's language, as the backoffice's i18n provider answers it. */
let locale = 'de';
const screenLocale = () => locale;

async function rejection(call: Promise<unknown>): Promise<HttpError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

describe('backoffice data provider and HTTP client', () => {
  let server: ApiServer;
  before(async () => {
    server = await apiServer();
  });
  after(() => server.close());

  it('lists in the ra-data-simple-rest protocol with a bearer token and reads the total from Content-Range', async () => {
    const manager = await userManager(300);
    const token = (await manager.getUser())!.access_token;
    server.answer('GET', '/api/admin/products', {
      body: [{ id: 1, productKey: 'JK-180-HV-360x360' }],
      headers: { 'content-range': 'products 0-0/12' },
    });
    const provider = createDataProvider(onServer(server, createHttpClient(manager, screenLocale)), createFileFetcher(manager));
    const page = await provider.getList('products', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'productKey', order: 'DESC' },
      filter: { q: 'JK' },
    });
    assert.equal(page.total, 12);
    assert.deepEqual(page.data, [{ id: 1, productKey: 'JK-180-HV-360x360' }]);
    const sent = server.requests.at(-1)!;
    assert.equal(sent.authorization, `Bearer ${token}`);
    const query = new URL(sent.url, server.url).searchParams;
    assert.deepEqual(JSON.parse(query.get('sort')!), ['productKey', 'DESC']);
    assert.deepEqual(JSON.parse(query.get('range')!), [10, 19]);
    assert.deepEqual(JSON.parse(query.get('filter')!), { q: 'JK' });
  });

  it('reads the dashboard and posts a resource action with its JSON body; an action without body is a GET', async () => {
    const manager = await userManager(300);
    const provider = createDataProvider(onServer(server, createHttpClient(manager, screenLocale)), createFileFetcher(manager));
    server.answer('GET', '/api/admin/dashboard', {
      body: { byState: [], byMonth: [], pipeline: { projects: 0, quotedTotal: 0, byState: [] }, topProducts: [] },
    });
    assert.deepEqual((await provider.dashboard()).pipeline, { projects: 0, quotedTotal: 0, byState: [] });
    server.answer('POST', '/api/admin/rule-sets/4/publish', { body: { id: 4, status: 'published' } });
    assert.deepEqual(await provider.action('rule-sets/4/publish', { body: { version: 3 } }), { id: 4, status: 'published' });
    assert.deepEqual(
      { method: server.requests.at(-1)!.method, body: server.requests.at(-1)!.body },
      { method: 'POST', body: { version: 3 } },
    );
    server.answer('GET', '/api/admin/rule-sets/4/diff/3', { body: { changes: [] } });
    await provider.action('rule-sets/4/diff/3');
    assert.equal(server.requests.at(-1)!.method, 'GET');
  });

  it('sends every create with an Idempotency-Key: the same one when the same create is sent again, a new one after an answer', async () => {
    const provider = createDataProvider(
      onServer(server, createHttpClient(await userManager(300), screenLocale)),
      createFileFetcher(await userManager(300)),
    );
    const data = { key: 'lift-shaft', changeNote: 'try' };
    const keyOfLast = () => server.requests.at(-1)!.idempotencyKey;
    server.answer('POST', '/api/admin/rule-sets', {
      status: 503,
      body: { statusCode: 503, error: 'Service Unavailable', message: 'error.database.unavailable' },
    });
    await rejection(provider.create('rule-sets', { data }));
    const first = keyOfLast();
    assert.match(first ?? '', /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await rejection(provider.create('rule-sets', { data: { changeNote: 'other', key: 'lift-shaft' } }));
    assert.notEqual(keyOfLast(), first, 'another create, another key');
    server.answer('POST', '/api/admin/rule-sets', { status: 201, body: { id: 7, ...data } });
    assert.deepEqual((await provider.create('rule-sets', { data })).data, { id: 7, ...data });
    assert.equal(keyOfLast(), first, 'sent again, the same create goes with its first key');
    await provider.create('rule-sets', { data });
    assert.notEqual(keyOfLast(), first, 'answered, the next create of the same data is a new one');
  });

  it('answers 401 without calling the API when nobody is signed in', async () => {
    const calls = server.requests.length;
    const error = await rejection(onServer(server, createHttpClient(await userManager(), screenLocale))('/api/admin/products'));
    assert.equal(error.status, 401);
    assert.equal(server.requests.length, calls, 'nothing was sent');
  });

  it('says an error answer in the screen’s language from its codes, never in the API’s English', async () => {
    const client = onServer(server, createHttpClient(await userManager(300), screenLocale));
    locale = 'de';
    server.answer('PUT', '/api/admin/products/1', {
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        code: 'CONFLICT',
        message: 'stale',
        reason: { key: 'stale', params: { given: 2, current: 3 } },
        details: [{ path: '/version', key: 'stale', params: {}, message: 'changed meanwhile' }],
      },
    });
    const stale = await rejection(client('/api/admin/products/1', { method: 'PUT', body: '{}' }));
    assert.equal(stale.status, 409);
    assert.match(stale.message, /inzwischen von jemand anderem geändert/);
    assert.equal((stale.body as { errors?: unknown }).errors, undefined, 'a stale version is no field of the form');

    server.answer('DELETE', '/api/admin/companies/1001', {
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        code: 'CONFLICT',
        message: 'Company 1001 owns projects',
        reason: { key: 'companyOwnsProjects', params: { company: 'Aufzugbau Muster GmbH', count: 3 } },
      },
    });
    const refused = await rejection(client('/api/admin/companies/1001', { method: 'DELETE' }));
    assert.equal(
      refused.message,
      'Das Unternehmen Aufzugbau Muster GmbH besitzt 3 Projekte (gelöschte mitgezählt) und kann nicht gelöscht werden.',
    );

    server.answer('PUT', '/api/admin/products/2', {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        code: 'BAD_REQUEST',
        message: 'invalid',
        reason: { key: 'invalidFields', params: { count: 1 } },
        details: [{ path: '/price', key: 'maxDecimals', params: { decimals: 2 }, message: 'must have at most two decimals' }],
      },
    });
    const invalid = await rejection(client('/api/admin/products/2', { method: 'PUT', body: '{}' }));
    assert.deepEqual((invalid.body as { errors: Record<string, string> }).errors, { price: 'Höchstens 2 Nachkommastellen' });
    locale = 'en';
    const english = await rejection(client('/api/admin/products/2', { method: 'PUT', body: '{}' }));
    assert.deepEqual((english.body as { errors: Record<string, string> }).errors, { price: 'At most 2 decimals' });
    locale = 'de';

    server.answer('DELETE', '/api/admin/companies/1002', {
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        code: 'CONFLICT',
        message: 'Something else',
        reason: { key: 'unknownReason', params: {} },
      },
    });
    const unknown = await rejection(client('/api/admin/companies/1002', { method: 'DELETE' }));
    assert.notEqual(unknown.message, 'Something else', 'a code without a text falls back to German, not to the English message');
  });
});
