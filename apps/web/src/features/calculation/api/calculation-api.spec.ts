import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import type { ProjectData, SaveProjectRequest } from '@lsp/contracts';
import type { ApiClient } from '../../../core/api/api-client';
import { fetchJson } from '../../../core/api/fetch-json';
import { calculationApi } from './calculation-api';

/** The API client as the app builds it, without a token: every call goes through fetchJson. */
const client: ApiClient = {
  get: (path, options = {}) => fetchJson(path, { ...options, method: 'GET' }),
  send: (method, path, body, options = {}) => fetchJson(path, { ...options, method, body }),
};

describe('calculationApi.save: a create goes with its Idempotency-Key (docs/api.md#idempotency-key)', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  /** A saved project as the API answers it (the app checks the answer's shape). */
  const project: ProjectData = {
    id: 'C20261128-1',
    name: 'Aufzug Nord',
    state: 'DRAFT',
    version: 1,
    products: [],
    formValues: [],
    files: [],
    createdAt: '2026-11-28T09:30:00.000Z',
    createdBy: 'customer',
    createdByName: 'Max Mustermann',
    owningCompanyId: 1001,
    owningCompany: { id: 1001, name: 'Aufzugbau Muster GmbH' },
    lastReportingAt: null,
    offerNumber: null,
    orderNumber: null,
    updatedAt: '2026-11-28T09:30:00.000Z',
    ruleSet: { key: 'lift-shaft', version: 1 },
    totalCents: null,
    pricedQuote: null,
  };
  const answering = (headers: Record<string, string>) => {
    const sent: Record<string, string>[] = [];
    globalThis.fetch = (async (_path: string, init: RequestInit) => {
      sent.push(init.headers as Record<string, string>);
      return new Response(JSON.stringify(project), { status: 200, headers: { 'content-type': 'application/json', ...headers } });
    }) as typeof fetch;
    return sent;
  };
  const create: SaveProjectRequest = { state: 'NEW', products: [], formValues: [] };

  it('sends the key with a create and tells whether the answer is an earlier attempt’s project', async () => {
    const sent = answering({ 'idempotent-replayed': 'true' });
    const saved = await calculationApi(client).save(create, 'b1e3c3a0-6f1e-4c51-9d7a-2f0c4f6f1a11');
    assert.equal(sent[0]['Idempotency-Key'], 'b1e3c3a0-6f1e-4c51-9d7a-2f0c4f6f1a11');
    assert.equal(saved.replayed, true);
    assert.equal(saved.project.id, 'C20261128-1');
  });

  it('sends no key with an update, and a first answer is no replay', async () => {
    const sent = answering({});
    const saved = await calculationApi(client).save({ ...create, id: 'C20261128-1', version: 1 }, 'b1e3c3a0-6f1e-4c51-9d7a-2f0c4f6f1a11');
    assert.equal(sent[0]['Idempotency-Key'], undefined);
    assert.equal(saved.replayed, false);
  });
});
