import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { OpenApiDocument } from '@lsp/api/openapi/openapi-document';
import { providerKey, signJwt } from '../support/jwt.js';
import { keycloakAccessTokenClaims, readRealm } from '../support/keycloak-realm.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

type Identity = 'no token' | 'customer' | 'admin' | 'inactive' | 'nested Admin group' | 'another client';

/** What each access level of the description (`x-access`) lets each identity do: pass the guard, 401 or 403. */
const EXPECTED: Record<string, Record<Identity, 'pass' | 401 | 403>> = {
  public: { 'no token': 'pass', customer: 'pass', admin: 'pass', inactive: 'pass', 'nested Admin group': 'pass', 'another client': 'pass' },
  'signed-in': { 'no token': 401, customer: 'pass', admin: 'pass', inactive: 'pass', 'nested Admin group': 'pass', 'another client': 401 },
  'Customer or Admin': {
    'no token': 401,
    customer: 'pass',
    admin: 'pass',
    inactive: 403,
    'nested Admin group': 403,
    'another client': 401,
  },
  Admin: { 'no token': 401, customer: 403, admin: 'pass', inactive: 403, 'nested Admin group': 403, 'another client': 401 },
};

/** Path parameters that name nothing: a guard answers before any record is looked up. */
const placeholder = (name: string) =>
  /file/i.test(name) ? '00000000-0000-4000-8000-000000000000' : /project/i.test(name) ? 'C20000101-999' : '999999';

/**
 * Every route the API answers, read from its OpenAPI description (so a new route cannot be
 * missed), called by every kind of caller: the guards answer as the route's declared access says,
 * and nothing answers 500.
 */
describe('The access-control matrix over every described route', () => {
  let server: TestServer;
  let document: OpenApiDocument;
  const tokens = new Map<Identity, string | undefined>();
  before(async () => {
    server = await startTestServer();
    document = (await (await server.api('/api/openapi.json')).json()) as OpenApiDocument;
    for (const who of ['customer', 'admin', 'inactive'] as const) tokens.set(who, await server.tokenFor(who));
    const { key, kid } = providerKey(server.config.dataDir);
    const realm = readRealm();
    const user = {
      id: 'k1',
      username: 'k1',
      groupPaths: ['/Kunden/Aufzugbau Muster/Admin'],
      attributes: { company_id: '1001', company_name: 'Aufzugbau Muster GmbH', country: 'DE' },
    };
    tokens.set(
      'nested Admin group',
      signJwt(keycloakAccessTokenClaims(realm, 'lift-planner-admin', user, server.config.oidc.issuerUrl), key, kid, { typ: 'JWT' }),
    );
    tokens.set(
      'another client',
      signJwt(
        {
          ...keycloakAccessTokenClaims(realm, 'lift-planner-admin', { ...user, groupPaths: ['/Admin'] }, server.config.oidc.issuerUrl),
          azp: 'account-console',
        },
        key,
        kid,
        { typ: 'JWT' },
      ),
    );
  });
  after(() => server?.close());

  it('answers each route for each caller as its access says, never 500', async () => {
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        access: (operation as { 'x-access'?: string })['x-access'] ?? 'missing',
      })),
    );
    assert.ok(operations.length >= 70, `the description lists the routes (${operations.length})`);
    const wrong: string[] = [];
    let cells = 0;
    for (const { method, path, access } of operations) {
      const expected = EXPECTED[access];
      if (!expected) {
        wrong.push(`${method} ${path}: unknown access ${access}`);
        continue;
      }
      const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => placeholder(name));
      for (const [who, outcome] of Object.entries(expected) as [Identity, 'pass' | 401 | 403][]) {
        cells++;
        const response = await server.api(url, { method, token: tokens.get(who) });
        await response.arrayBuffer();
        const status = response.status;
        const ok = status < 500 && (outcome === 'pass' ? status !== 401 && status !== 403 : status === outcome);
        if (!ok) wrong.push(`${method} ${path} as ${who}: ${status}, expected ${outcome}`);
      }
    }
    assert.deepEqual(wrong, []);
    assert.ok(cells >= 420, `${cells} cells`);
  });
});
