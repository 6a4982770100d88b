import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { clientConfigSchema, currentUserSchema, healthSchema, settingsSchema, termsListSchema, validatorFor } from '@lsp/contracts';
import { SeedService } from '@lsp/api/database/seed.service';
import { decodeJwt, providerKey, signJwt, strangerKey } from '../support/jwt.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

describe('Foundation API', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server.close();
  });

  describe('public endpoints', () => {
    it('reports health with the database it reached', async () => {
      const response = await server.api('/api/health');
      assert.equal(response.status, 200);
      const body = await response.json();
      assert.equal(body.status, 'ok');
      assert.equal(body.database.reachable, true);
      assert.equal(body.database.driver, process.env.TEST_DB === 'postgresql' ? 'postgresql' : 'pglite');
    });

    it('answers /api/config with the keys of docs/design.md#http-api', async () => {
      const body = await (await server.api('/api/config')).json();
      assert.deepEqual(Object.keys(body).sort(), [
        'ctrlFastDelete',
        'currencySelector',
        'disableIdentityProvider',
        'e2eTestToken',
        'keycloakPublicBaseUrl',
        'oidcAdminClientId',
        'oidcClientId',
        'oidcResource',
        'oidcScope',
        'simulator',
        'storage',
      ]);
      assert.equal(body.keycloakPublicBaseUrl, `${server.config.publicUrl}/oidc`);
      assert.equal(body.oidcScope, 'openid profile email', 'no offline_access unless configured');
      assert.equal(body.oidcResource, 'urn:lift-planner:api', 'the embedded provider names the API resource');
      assert.equal(body.currencySelector, false, 'the currency selector is off by default');
      assert.equal(body.ctrlFastDelete, false, 'fast delete is off by default');
      assert.equal(body.e2eTestToken, false, 'the test-token flag is off by default');
      assert.equal(body.disableIdentityProvider, false);
      assert.equal(body.storage.preferenceExpiryDays, 7);
      assert.equal(body.simulator.assetsPath, '/assets/simulator/index.html');
      assert.equal(body.simulator.production.simulatorOrigin, 'https://simulator.dh-lift-ventilation.de');
    });

    it('lets the pages frame exactly the configured simulator hosts', async () => {
      const csp = (await server.api('/')).headers.get('content-security-policy') ?? '';
      const frameSrc =
        csp
          .split(';')
          .map((part) => part.trim())
          .find((part) => part.startsWith('frame-src')) ?? '';
      assert.deepEqual(frameSrc.split(/\s+/).slice(1), [
        "'self'",
        'https://staging.simulator.dh-lift-ventilation.de',
        'https://simulator.dh-lift-ventilation.de',
        'http://localhost:8081',
        'https://simulator.dh-lift-ventilation.com',
      ]);
    });

    it('lists the terms of the German, Austrian and international companies without sign-in', async () => {
      const response = await server.api('/api/terms');
      assert.equal(response.status, 200);
      const terms = (await response.json()) as { company: string; country: string; urls: { type: string; language: string }[] }[];
      assert.deepEqual(
        terms.map((t) => t.country),
        ['de', 'at', 'int'],
      );
      assert.deepEqual(
        terms[0].urls.map((u) => u.type),
        ['TERMS_OF_SERVICE', 'INSTALLATION_CONDITIONS'],
      );
      assert.deepEqual(
        terms[1].urls.map((u) => `${u.type}:${u.language}`),
        ['TERMS_OF_SERVICE:de'],
      );
      assert.deepEqual(
        terms[2].urls.map((u) => `${u.type}:${u.language}`),
        ['SALE_AND_DELIVERY_CONDITIONS:de', 'SALE_AND_DELIVERY_CONDITIONS:en'],
      );
    });
  });

  describe('signed-in users', () => {
    it('gives the customer their user record with company 1001 and group Customer', async () => {
      const token = await server.tokenFor('customer');
      const response = await server.api('/api/user', { token });
      assert.equal(response.status, 200);
      const user = await response.json();
      assert.equal(user.company.id, 1001);
      assert.equal(user.company.name, 'Aufzugbau Muster GmbH');
      assert.deepEqual(user.groups, ['Customer']);
      assert.equal(user.firstName, 'Max');
      assert.equal(user.country, 'DE');
    });

    it('issues JWT access tokens for the API audience with groups, names, email, company and country', async () => {
      const claims = decodeJwt(await server.tokenFor('vienna'));
      assert.equal(claims.iss, server.config.oidc.issuerUrl);
      assert.equal(claims.aud, 'lift-planner-api');
      assert.deepEqual(claims.groups, ['/Customer'], 'full group paths, as the realm sends them');
      assert.equal(claims.company_id, 1002);
      assert.equal(claims.company_name, 'Liftservice Wien GmbH');
      assert.equal(claims.country, 'Österreich');
      assert.equal(claims.given_name, 'Franz');
      assert.equal(claims.email, 'franz.huber@liftservice-wien.at');
    });

    it('gives the admin group Admin', async () => {
      const user = await (await server.api('/api/user', { token: await server.tokenFor('admin') })).json();
      assert.deepEqual(user.groups, ['Admin']);
      assert.equal(user.company.id, 1);
    });

    it('answers settings in German by default and in English on request', async () => {
      const token = await server.tokenFor('customer');
      const german = await (await server.api('/api/settings', { token })).json();
      assert.match(german.generalRemarks, /zuzüglich der gesetzlichen Mehrwertsteuer/);
      assert.equal(german.offerValidityWeeks, 6);
      assert.equal(german.deliveryWorkdays, 15);
      assert.deepEqual(german.exchangeRates, { CHF: 0.94, GBP: 0.86, USD: 1.08 });
      const english = await (await server.api('/api/settings?lang=en', { token })).json();
      assert.match(english.generalRemarks, /plus statutory VAT/);
    });

    it('lets an inactive user read their record but nothing else, naming account.message.notActivated', async () => {
      const token = await server.tokenFor('inactive');
      const user = await (await server.api('/api/user', { token })).json();
      assert.deepEqual(user.groups, []);
      assert.equal(user.company.id, 1003);
      const settings = await server.api('/api/settings', { token });
      assert.equal(settings.status, 403);
      const body = await settings.json();
      assert.equal(body.message, 'account.message.notActivated');
      assert.equal(body.code, 'NOT_ACTIVATED');
    });

    it('refreshes an access token with the refresh token', async () => {
      const { signInWithPassword } = await import('@lsp/api/auth/password-sign-in');
      const first = await signInWithPassword({
        issuer: server.config.oidc.issuerUrl,
        clientId: server.config.oidc.webClientId,
        redirectUri: `${server.config.publicUrl}/`,
        username: 'colleague',
        password: 'demo',
        resource: 'urn:lift-planner:api',
      });
      assert.ok(first.refresh_token, 'a refresh token is issued');
      const response = await fetch(`${server.config.oidc.issuerUrl}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: first.refresh_token,
          client_id: server.config.oidc.webClientId,
        }),
      });
      assert.equal(response.status, 200);
      const refreshed = (await response.json()) as { access_token: string };
      const user = await (await server.api('/api/user', { token: refreshed.access_token })).json();
      assert.equal(user.username, 'colleague');
    });

    it('refuses a wrong password at the sign-in form', async () => {
      const { signInWithPassword } = await import('@lsp/api/auth/password-sign-in');
      await assert.rejects(
        signInWithPassword({
          issuer: server.config.oidc.issuerUrl,
          clientId: server.config.oidc.webClientId,
          redirectUri: `${server.config.publicUrl}/`,
          username: 'customer',
          password: 'nope',
        }),
        /wrong username or password/,
      );
    });
  });

  describe('tokens that are refused with 401', () => {
    const claimsFor = (overrides: Record<string, unknown>) => {
      const now = Math.floor(Date.now() / 1000);
      return {
        sub: 'customer',
        iss: server.config.oidc.issuerUrl,
        aud: 'lift-planner-api',
        azp: 'lift-planner-web',
        typ: 'Bearer',
        iat: now,
        exp: now + 600,
        groups: ['/Customer'],
        company_id: 1001,
        ...overrides,
      };
    };
    const expect401 = async (authorization: string | undefined) => {
      const response = await server.api('/api/settings', authorization ? { headers: { authorization } } : {});
      assert.equal(response.status, 401);
      const body = await response.json();
      assert.equal(body.code, 'UNAUTHENTICATED');
    };

    it('no token', () => expect401(undefined));
    it('a malformed token', () => expect401('Bearer not-a-jwt'));
    it('a token of another scheme', async () => expect401(`Basic ${Buffer.from('customer:demo').toString('base64')}`));
    it('a token signed by a stranger key with the provider key id', async () => {
      const { kid } = providerKey(server.config.dataDir);
      await expect401(`Bearer ${signJwt(claimsFor({}), strangerKey(), kid)}`);
    });
    it('an expired token', async () => {
      const { key, kid } = providerKey(server.config.dataDir);
      await expect401(`Bearer ${signJwt(claimsFor({ exp: Math.floor(Date.now() / 1000) - 60 }), key, kid)}`);
    });
    it('a token of a foreign issuer', async () => {
      const { key, kid } = providerKey(server.config.dataDir);
      await expect401(`Bearer ${signJwt(claimsFor({ iss: 'https://evil.example.com/realms/x' }), key, kid)}`);
    });
    it('a token for another audience', async () => {
      const { key, kid } = providerKey(server.config.dataDir);
      await expect401(`Bearer ${signJwt(claimsFor({ aud: 'another-api' }), key, kid)}`);
    });
    it('but accepts the same claims signed right (the checks above are not vacuous)', async () => {
      const { key, kid } = providerKey(server.config.dataDir);
      const response = await server.api('/api/settings', { headers: { authorization: `Bearer ${signJwt(claimsFor({}), key, kid)}` } });
      assert.equal(response.status, 200);
    });
  });

  describe('answers match the JSON Schemas of libs/contracts', () => {
    const cases: [string, object, string | undefined][] = [
      ['/api/config', clientConfigSchema, undefined],
      ['/api/health', healthSchema, undefined],
      ['/api/terms', termsListSchema, undefined],
      ['/api/user', currentUserSchema, 'customer'],
      ['/api/user', currentUserSchema, 'inactive'],
      ['/api/settings?lang=en', settingsSchema, 'admin'],
    ];
    for (const [route, schema, user] of cases) {
      it(`${route}${user ? ` for ${user}` : ''}`, async () => {
        const response = await server.api(route, user ? { token: await server.tokenFor(user) } : {});
        assert.equal(response.status, 200);
        const result = validatorFor(schema)(await response.json());
        assert.deepEqual(result.ok ? [] : result.problems, []);
      });
    }
  });

  describe('bad input and protocol', () => {
    it('answers an unknown /api route with a JSON 404', async () => {
      const response = await server.api('/api/no-such-thing', { token: await server.tokenFor('customer') });
      assert.equal(response.status, 404);
      assert.match(response.headers.get('content-type') ?? '', /application\/json/);
      assert.equal((await response.json()).code, 'NOT_FOUND');
    });

    it('answers malformed JSON with a 400, not a 500', async () => {
      const response = await server.api('/api/settings', {
        method: 'POST',
        token: await server.tokenFor('customer'),
        headers: { 'content-type': 'application/json' },
        body: '{"broken": ',
      });
      assert.equal(response.status, 400);
      const body = await response.json();
      assert.equal(body.code, 'BAD_REQUEST');
      assert.deepEqual(body.details, [{ path: '/', key: 'notJson', message: 'is not valid JSON' }]);
      assert.deepEqual(body.reason, { key: 'invalidFields', params: { count: 1 } });
    });

    it('names unknown and wrongly typed query fields', async () => {
      const response = await server.api('/api/settings?lang=xx&color=red', { token: await server.tokenFor('customer') });
      assert.equal(response.status, 400);
      const body = await response.json();
      assert.deepEqual(body.details.map((d: { path: string }) => d.path).sort(), ['/color', '/lang']);
    });

    it('sends security headers and no CORS permission to foreign origins', async () => {
      const response = await server.api('/api/config', { headers: { origin: 'https://evil.example.com' } });
      assert.match(response.headers.get('content-security-policy') ?? '', /default-src 'self'/);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(response.headers.get('access-control-allow-origin'), null);
      assert.equal(response.headers.get('x-powered-by'), null);
    });
  });

  describe('apps and seed', () => {
    for (const route of ['/', '/imprint', '/dataprotection', '/calculation/new/basic-input', '/simulator', '/admin/']) {
      it(`serves an app page at ${route}`, async () => {
        const response = await server.api(route, { headers: { accept: 'text/html' } });
        assert.equal(response.status, 200);
        assert.match(await response.text(), /<div id="root">/);
      });
    }

    it('answers /robots.txt with a robots file, not the app', async () => {
      const response = await server.api('/robots.txt');
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
      assert.equal(await response.text(), 'User-agent: *\nAllow: /imprint\nAllow: /dataprotection\nDisallow: /\n');
    });

    it('serves the backoffice, not the customer app, under /admin', async () => {
      const admin = await (await server.api('/admin/', { headers: { accept: 'text/html' } })).text();
      const web = await (await server.api('/', { headers: { accept: 'text/html' } })).text();
      assert.notEqual(admin, web);
      assert.match(admin, /\/admin\/assets\//);
    });

    it('seeds idempotently: a second run creates nothing', async () => {
      const result = await server.running.app.get(SeedService).seed();
      assert.equal(result.created, 0);
    });
  });
});

describe('The end-to-end test-token flag', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ E2E_TEST_TOKEN: 'true' });
  });
  after(() => server.close());

  it('is announced to the apps but never makes the API accept an unsigned or forged token', async () => {
    assert.equal((await (await server.api('/api/config')).json()).e2eTestToken, true);
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: 'customer',
      iss: server.config.oidc.issuerUrl,
      aud: 'lift-planner-api',
      azp: 'lift-planner-web',
      typ: 'Bearer',
      iat: now,
      exp: now + 600,
      groups: ['/Customer'],
    };
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    for (const token of [unsigned, signJwt(claims, strangerKey(), 'e2e'), 'e2e-test-token']) {
      assert.equal((await server.api('/api/settings', { token })).status, 401);
    }
    assert.equal((await server.api('/api/settings', { token: await server.tokenFor('customer') })).status, 200);
  });
});
