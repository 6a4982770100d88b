import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as oidc from 'openid-client';
import { CookieJar } from '@lsp/api/auth/password-sign-in';
import { startTestServer, type TestServer } from '../support/test-server.js';

/**
 * A standard relying party (openid-client, a certified OpenID Connect client) against the
 * embedded provider (issue 23, item 4): discovery, code + PKCE, the ID token, userinfo, refresh and
 * sign-out work as they do against Keycloak, and signing out ends the refresh token too.
 */
describe('The embedded provider with a standard relying party', () => {
  let server: TestServer;
  let config: oidc.Configuration;
  const jar = new CookieJar();
  /** The browser: fetch with cookies, following nothing by itself. */
  const browse = async (url: string | URL, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(response);
    return response;
  };
  const redirectUri = () => `${server.config.publicUrl}/signin-callback`;

  before(async () => {
    server = await startTestServer();
    config = await oidc.discovery(new URL(server.config.oidc.issuerUrl), server.config.oidc.webClientId, undefined, oidc.None(), {
      execute: [oidc.allowInsecureRequests],
    });
  });
  after(() => server?.close());

  /** Signs `username` in through the login form, the way a browser does, and answers the callback address. */
  async function signIn(username: string, authorization: URL): Promise<URL> {
    let response = await browse(authorization);
    const login = new URL(response.headers.get('location')!, authorization);
    response = await browse(new URL(`${login.pathname}/login`, login), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password: 'demo' }).toString(),
    });
    for (let hop = 0; hop < 5; hop++) {
      const next = new URL(response.headers.get('location')!, authorization);
      if (next.href.startsWith(redirectUri())) return next;
      response = await browse(next);
    }
    throw new Error('the sign-in did not come back');
  }

  it('signs in with code and PKCE, reads userinfo, refreshes, and signing out ends the refresh token', async () => {
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const authorization = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri(),
      scope: 'openid profile email',
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const callback = await signIn('vienna', authorization);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
    });
    assert.equal(tokens.scope, 'openid profile email', 'the token response names the scopes granted');
    const claims = tokens.claims()!;
    assert.equal(claims.sub, 'vienna');

    const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    assert.equal(userinfo.email, 'franz.huber@liftservice-wien.at');
    assert.equal(userinfo.company_name, 'Liftservice Wien GmbH');
    assert.deepEqual(userinfo.groups, ['/Customer']);

    assert.ok(tokens.refresh_token, 'an online refresh token, with no offline_access asked for');
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token);
    assert.equal((await oidc.fetchUserInfo(config, refreshed.access_token, claims.sub)).sub, 'vienna');

    // RP-initiated logout: the provider's page confirms with a form, which a browser submits.
    const endSession = oidc.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: `${server.config.publicUrl}/`,
    });
    const page = await (await browse(endSession)).text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
    assert.ok(action && xsrf, 'the logout page carries its form');
    const confirmed = await browse(new URL(action.replace(/&amp;/g, '&'), endSession), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    assert.equal(confirmed.status, 303);
    await assert.rejects(
      oidc.refreshTokenGrant(config, refreshed.refresh_token ?? tokens.refresh_token),
      'the refresh token ended with the session',
    );
  });

  it("the apps still get the API's token by naming its resource", async () => {
    const { oidcResource } = (await (await server.api('/api/config')).json()) as { oidcResource?: string };
    assert.equal(oidcResource, 'urn:lift-planner:api');
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const authorization = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri(),
      scope: 'openid profile email',
      state,
      resource: oidcResource,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const tokens = await oidc.authorizationCodeGrant(config, await signIn('customer', authorization), {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    assert.equal((await server.api('/api/user', { token: tokens.access_token })).status, 200);
    const userinfoToken = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    assert.equal((await server.api('/api/user', { token: userinfoToken.access_token })).status, 200, 'a refresh keeps the resource');
  });
});
