import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { loadAppConfig } from '@lsp/api/config/app-config';
import { authUserFromClaims } from '@lsp/api/auth/auth-user';
import { tokenProblem } from '@lsp/api/auth/token-checks';
import { declaredAttributes, keycloakAccessTokenClaims, readRealm } from '../support/keycloak-realm.js';

// What the documentation tells an operator about Keycloak (docs/keycloak.md, linked from the README).
const keycloakSection = readFileSync(new URL('../../../docs/keycloak.md', import.meta.url), 'utf8');
const config = loadAppConfig({});
const redirectMatches = (patterns: string[], uri: string) =>
  patterns.some((pattern) => (pattern.endsWith('*') ? uri.startsWith(pattern.slice(0, -1)) : uri === pattern));

/**
 * The Keycloak realm the product ships (issue 23, item 6), checked against what the API demands
 * and what docs/keycloak.md says of it: a realm imported from this file signs users in.
 */
describe('deploy/keycloak/realm-lift-planner.json', () => {
  const realm = readRealm();
  const clients = new Map(realm.clients.map((client) => [client.clientId, client]));

  it('has the two public clients the apps use: standard flow and PKCE S256 only', () => {
    assert.deepEqual([...clients.keys()].sort(), [config.oidc.adminClientId, config.oidc.webClientId].sort());
    for (const client of realm.clients) {
      assert.equal(client.publicClient, true, client.clientId);
      assert.equal(client.standardFlowEnabled, true);
      assert.equal(client.implicitFlowEnabled || client.directAccessGrantsEnabled || client.serviceAccountsEnabled, false, 'no other flow');
      assert.equal(client.attributes['pkce.code.challenge.method'], 'S256');
      assert.deepEqual(client.webOrigins, ['+']);
    }
  });

  it('lets each app come back to the addresses it signs in and out at', () => {
    const base = 'https://planner.example.com';
    for (const path of ['/', '/signin-callback', '/silent-renew.html'])
      assert.ok(redirectMatches(clients.get(config.oidc.webClientId)!.redirectUris, `${base}${path}`), path);
    for (const path of ['/admin/', '/admin/signin-callback'])
      assert.ok(redirectMatches(clients.get(config.oidc.adminClientId)!.redirectUris, `${base}${path}`), path);
    assert.ok(
      !redirectMatches(clients.get(config.oidc.adminClientId)!.redirectUris, `${base}/`),
      'the backoffice client does not come back to the customer app',
    );
    for (const client of realm.clients)
      assert.ok(
        client.redirectUris.every((uri) => uri.startsWith('https://')),
        'https only',
      );
  });

  it('declares the attributes its mappers read, and has the two top-level groups', () => {
    assert.deepEqual(
      realm.groups.map((group) => group.path),
      ['/Customer', '/Admin'],
    );
    const declared = declaredAttributes(realm);
    for (const client of realm.clients) {
      for (const mapper of client.protocolMappers.filter((m) => m.protocolMapper === 'oidc-usermodel-attribute-mapper')) {
        assert.ok(declared.includes(mapper.config['user.attribute']), `${mapper.config['user.attribute']} is declared in the user profile`);
      }
    }
  });

  it("issues tokens the API accepts, with the user's groups, company and country", () => {
    const user = {
      id: 'a1',
      username: 'max',
      groupPaths: ['/Customer'],
      attributes: { company_id: '1001', company_name: 'Aufzugbau Muster GmbH', country: 'DE' },
    };
    for (const client of realm.clients) {
      const claims = keycloakAccessTokenClaims(realm, client.clientId, user, config.oidc.issuerUrl);
      assert.equal(claims.aud, config.oidc.audience);
      const rules = {
        clientIds: [config.oidc.webClientId, config.oidc.adminClientId],
        maxLifetimeSeconds: config.oidc.maxTokenLifetimeSeconds,
        clockSkewSeconds: 5,
      };
      assert.equal(tokenProblem({ typ: 'JWT' }, claims, rules, Math.floor(Date.now() / 1000)), undefined);
      const known = authUserFromClaims(claims);
      assert.deepEqual(
        [known.groups, known.companyId, known.companyName, known.country],
        [['Customer'], 1001, 'Aufzugbau Muster GmbH', 'DE'],
      );
    }
    const nested = keycloakAccessTokenClaims(
      realm,
      config.oidc.webClientId,
      { ...user, groupPaths: ['/Kunden/Muster/Admin'] },
      config.oidc.issuerUrl,
    );
    assert.deepEqual(authUserFromClaims(nested).groups, [], 'a subgroup named Admin grants nothing');
  });

  it('is what docs/keycloak.md says: every name it gives is in the file', () => {
    const file = JSON.stringify(realm);
    const named = [...keycloakSection.matchAll(/`([^`]+)`/g)]
      .map((match) => match[1])
      .filter((name) => /^(lift-planner-|company_|country$|groups$|\/Customer$|\/Admin$|S256$|\+$)/.test(name));
    assert.ok(named.length >= 8, `docs/keycloak.md names the realm's parts (${named.join(', ')})`);
    for (const name of named) assert.ok(file.includes(JSON.stringify(name).slice(1, -1)), `${name} is in the realm file`);
    assert.match(keycloakSection, /full group path on/);
    assert.ok(
      realm.clients.every((client) =>
        client.protocolMappers.some((m) => m.protocolMapper === 'oidc-group-membership-mapper' && m.config['full.path'] === 'true'),
      ),
    );
    assert.match(keycloakSection, /deploy\/keycloak\/realm-lift-planner\.json/);
  });
});
