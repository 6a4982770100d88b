import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MikroORM } from '@mikro-orm/core';
import { OidcPayloadPurge } from '@lsp/api/auth/embedded-idp/oidc-payload-purge';
import { startTestServer, type TestServer } from '../support/test-server.js';

/**
 * The embedded provider's table of sessions, grants and tokens does not grow for ever (issue 23,
 * item 5): expired rows are deleted at start and hourly; live sign-ins are untouched.
 */
describe('Purging expired sign-in records', () => {
  let server: TestServer;
  const sql = async <T>(query: string, params: unknown[] = []) =>
    (await server.running.app.get(MikroORM).em.fork().getConnection().execute(query, params)) as T[];
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  it('deletes what expired, keeps what lives and what has no expiry; signed-in users stay signed in', async () => {
    const token = await server.tokenFor('customer');
    await sql(`insert into oidc_payload (model, id, payload, expires_at) values
      ('Session', 'old-session', '{}', now() - interval '2 days'),
      ('RefreshToken', 'old-refresh', '{}', now() - interval '1 minute'),
      ('Grant', 'kept-grant', '{}', now() + interval '1 day'),
      ('Client', 'no-expiry', '{}', null)`);
    const live = (await sql<{ n: number }>('select count(*)::int as n from oidc_payload where expires_at > now()'))[0].n;

    const deleted = await server.running.app.get(OidcPayloadPurge).purge();
    assert.equal(deleted, 2);
    const ids = (await sql<{ id: string }>('select id from oidc_payload')).map((row) => row.id);
    assert.ok(!ids.includes('old-session') && !ids.includes('old-refresh'), 'expired rows are gone');
    assert.ok(ids.includes('kept-grant') && ids.includes('no-expiry'));
    assert.equal(
      (await sql<{ n: number }>('select count(*)::int as n from oidc_payload where expires_at > now()'))[0].n,
      live,
      'nothing live was deleted',
    );
    assert.equal((await server.api('/api/user', { token })).status, 200);
    assert.equal(await server.running.app.get(OidcPayloadPurge).purge(), 0, 'a second purge finds nothing');
  });
});
