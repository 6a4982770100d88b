/// <reference types="node" />
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CurrentUser } from '@lsp/contracts';
import { createHttpClient } from '../data/http-client';
import { apiServer, onServer, userManager, type ApiServer } from '../spec/spec-support';
import { createAuthProvider, isAdmin } from './auth-provider';
import { safeAdminPath } from './user-manager';

const admin: CurrentUser = {
  id: 'u-admin',
  username: 'admin',
  firstName: 'Anna',
  lastName: 'Admin',
  email: 'admin@example.com',
  company: { id: 1, name: 'Provider' },
  country: 'DE',
  groups: ['Admin'],
};

describe('backoffice auth provider', () => {
  let server: ApiServer;
  before(async () => {
    server = await apiServer();
  });
  after(() => server.close());

  // A token about to expire is renewed through the identity provider (a hidden frame or the token
  // endpoint), which needs a browser: not part of these unit tests.
  it('checks the session: signed in with a valid token passes, no session does not', async () => {
    await createAuthProvider(await userManager(300), async () => {
      throw new Error('no call expected');
    }).checkAuth({});
    await assert.rejects(
      createAuthProvider(await userManager(), async () => {
        throw new Error('no call expected');
      }).checkAuth({}),
      /Not signed in/,
    );
  });

  it('names the user and lets only the Admin group in, asking the API once', async () => {
    server.answer('GET', '/api/user', { body: admin });
    const manager = await userManager(300);
    const provider = createAuthProvider(
      manager,
      onServer(
        server,
        createHttpClient(manager, () => 'en'),
      ),
    );
    const before = server.requests.length;
    assert.deepEqual(await provider.getIdentity!(), {
      id: 'u-admin',
      fullName: 'Anna Admin',
      company: { id: 1, name: 'Provider' },
      groups: ['Admin'],
    });
    assert.deepEqual(await provider.getPermissions!({}), ['Admin']);
    assert.equal(await provider.canAccess!({ action: 'list', resource: 'products' }), true);
    assert.equal(server.requests.length - before, 1, 'the current user is loaded once');
  });

  it('refuses a customer, and names a user without names by the user name', async () => {
    server.answer('GET', '/api/user', { body: { ...admin, firstName: '', lastName: '', username: 'customer', groups: ['Customer'] } });
    const manager = await userManager(300);
    const provider = createAuthProvider(
      manager,
      onServer(
        server,
        createHttpClient(manager, () => 'en'),
      ),
    );
    assert.equal(await provider.canAccess!({ action: 'list', resource: 'products' }), false);
    assert.equal((await provider.getIdentity!()).fullName, 'customer');
  });

  it('tries the current user again after a failed load', async () => {
    const manager = await userManager(300);
    const provider = createAuthProvider(
      manager,
      onServer(
        server,
        createHttpClient(manager, () => 'en'),
      ),
    );
    server.answer('GET', '/api/user', {
      status: 503,
      body: { statusCode: 503, error: 'Service Unavailable', message: 'database unavailable' },
    });
    await assert.rejects(provider.getPermissions!({}));
    server.answer('GET', '/api/user', { body: admin });
    assert.deepEqual(await provider.getPermissions!({}), ['Admin']);
  });

  it('signs out locally on 401 and stays on 403 (signed in without the right)', async () => {
    const manager = await userManager(300);
    const provider = createAuthProvider(manager, async () => {
      throw new Error('no call expected');
    });
    await provider.checkError({ status: 403 });
    assert.ok(await manager.getUser(), 'still signed in after 403');
    await assert.rejects(provider.checkError({ status: 401 }));
    assert.equal(await manager.getUser(), null, 'the session is gone after 401');
    assert.equal(await provider.logout({}), undefined, 'nobody to sign out at the identity provider');
  });

  it('follows only backoffice paths after sign-in, and knows the Admin group only', () => {
    assert.equal(safeAdminPath('/admin/products/1'), '/admin/products/1');
    assert.equal(safeAdminPath('/admin'), '/admin');
    for (const unsafe of ['//evil.example/admin/', 'https://evil.example/admin/', '/adminx', '/', 42, undefined])
      assert.equal(safeAdminPath(unsafe), '/admin/', String(unsafe));
    assert.equal(isAdmin(['Customer', 'Admin']), true);
    assert.equal(isAdmin(['Customer']), false);
    assert.equal(isAdmin('Admin'), false);
  });
});
