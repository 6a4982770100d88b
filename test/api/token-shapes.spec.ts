import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decodeJwt, providerKey, signJwt } from '../support/jwt.js';
import { keycloakAccessTokenClaims, readRealm } from '../support/keycloak-realm.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/**
 * Tokens signed with the issuer's own key, shaped as a Keycloak realm or a careless one would
 * shape them (issue 23, items 1, 2 and 7). Only the product's clients, access tokens, top-level
 * groups by full path and sane lifetimes get in.
 */
describe('Access tokens the API accepts and refuses', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  const now = () => Math.floor(Date.now() / 1000);
  /**
   * An access token of an admin as the shipped Keycloak realm would issue it to the backoffice
   * (deploy/keycloak), with some claims replaced (undefined removes one).
   */
  const claims = (overrides: Record<string, unknown> = {}) => {
    const staff = {
      id: 'f3a1',
      username: 'staff',
      groupPaths: ['/Admin'],
      attributes: { company_id: '1', company_name: 'DH', country: 'DE' },
    };
    const base = keycloakAccessTokenClaims(readRealm(), 'lift-planner-admin', staff, server.config.oidc.issuerUrl);
    for (const [key, value] of Object.entries(overrides))
      if (value === undefined) delete base[key];
      else base[key] = value;
    return base;
  };
  const adminCall = (token: string) => server.api('/api/admin/companies', { token });
  const signed = (overrides: Record<string, unknown> = {}, header: Record<string, unknown> = { typ: 'JWT' }) => {
    const { key, kid } = providerKey(server.config.dataDir);
    return signJwt(claims(overrides), key, kid, header);
  };
  const status = async (token: string) => (await adminCall(token)).status;

  it('accepts a Keycloak access token of the Admin group (the checks below are not vacuous)', async () => {
    assert.equal(await status(signed()), 200);
    assert.equal(await status(signed({ azp: 'lift-planner-web' })), 200, 'either of the two clients');
    assert.equal(
      await status(signed({ typ: undefined, azp: undefined, client_id: 'lift-planner-admin' }, { typ: 'at+jwt' })),
      200,
      'an RFC 9068 access token',
    );
  });

  it('a token it took once is no key to another: a changed claim under the same signature is refused', async () => {
    const good = signed();
    assert.equal(await status(good), 200);
    assert.equal(await status(good), 200, 'the second time from memory');
    const [header, , signature] = good.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify(claims({ groups: ['/Admin'], preferred_username: 'mallory' }))).toString('base64url')}.${signature}`;
    assert.equal(await status(forged), 401);
    assert.equal(await status(`${good}x`), 401, 'one character more');
  });

  it('groups count only as exact top-level paths: a nested or bare Admin is no admin', async () => {
    assert.equal(await status(signed({ groups: ['/Kunden/Aufzugbau Muster/Admin'] })), 403);
    assert.equal(await status(signed({ groups: ['Admin'] })), 403, 'what a mapper with full paths off sends for any Admin group');
    assert.equal(await status(signed({ groups: ['/admin'] })), 403, 'case counts');
    assert.equal(await status(signed({ groups: ['/Admin/'] })), 403);
    const nested = await server.api('/api/user', { token: signed({ groups: ['/Kunden/Aufzugbau Muster/Admin', '/Customer'] }) });
    assert.deepEqual((await nested.json()).groups, ['Customer']);
  });

  it('client roles are not groups: a realm that grants Admin only as a role of a client grants nothing here', async () => {
    const rolesOnly = signed({
      groups: undefined,
      resource_access: { 'lift-planner-admin': { roles: ['Admin'] }, 'lift-planner-web': { roles: ['Customer'] } },
      realm_access: { roles: ['Admin'] },
    });
    assert.equal(await status(rolesOnly), 403);
    assert.equal((await (await adminCall(rolesOnly)).json()).message, 'account.message.notActivated');
  });

  it('refuses tokens issued to another client, or to none', async () => {
    assert.equal(await status(signed({ azp: 'account' })), 401);
    assert.equal(await status(signed({ azp: 'other-app', aud: ['lift-planner-api', 'account'] })), 401);
    assert.equal(await status(signed({ azp: undefined })), 401);
    const body = await (await adminCall(signed({ azp: 'other-app' }))).json();
    assert.match(body.message, /issued to the client other-app/);
  });

  it('refuses what is not an access token: an ID token, a refresh token, no type', async () => {
    assert.equal(await status(signed({ typ: 'ID' })), 401);
    assert.equal(await status(signed({ typ: 'Refresh' })), 401);
    assert.equal(await status(signed({ typ: undefined })), 401);
  });

  it('refuses tokens without expiry, living ten years, or issued in the future', async () => {
    assert.equal(await status(signed({ exp: undefined })), 401);
    assert.equal(await status(signed({ exp: now() + 10 * 365 * 86_400 })), 401);
    assert.equal(await status(signed({ iat: now() - 600, exp: now() + 3600 })), 401, 'a 70-minute token is longer than the hour allowed');
    assert.equal(await status(signed({ iat: now() + 3600, exp: now() + 3900 })), 401);
    assert.equal(await status(signed({ nbf: now() + 3600 })), 401);
    assert.equal(await status(signed({ iat: now() + 2, exp: now() + 300 })), 200, 'a clock a little ahead is tolerated');
    const body = await (await adminCall(signed({ exp: now() + 10 * 365 * 86_400 }))).json();
    assert.match(body.message, /longer than 3600 s/);
  });

  it('the embedded provider issues exactly such tokens', async () => {
    const token = await server.tokenFor('admin');
    const header = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8')) as Record<string, unknown>;
    const payload = decodeJwt(token);
    assert.equal(header.typ, 'at+jwt');
    assert.deepEqual(payload.groups, ['/Admin']);
    assert.ok([payload.azp, payload.client_id].includes('lift-planner-web'));
    assert.ok(typeof payload.exp === 'number' && typeof payload.iat === 'number' && payload.exp - payload.iat <= 3600);
    assert.equal(await status(token), 200);
  });
});
