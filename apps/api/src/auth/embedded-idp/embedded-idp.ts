import express, { type NextFunction, type Router } from 'express';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { EntityManager } from '@mikro-orm/core';
import type { AppConfig } from '../../config/app-config.js';
import { databaseAdapterFactory } from './oidc-adapter.js';
import { DemoAccounts } from './demo-accounts.js';
import { renderLoginPage, renderLogoutPage, renderSignInEndedPage, logoutScript } from './login-page.js';
import { loadOrCreateSecrets } from './signing-keys.js';
import { API_RESOURCE } from './api-resource.js';

export { API_RESOURCE };
const API_SCOPE = 'api';

function clientsFor(config: AppConfig): Configuration['clients'] {
  const base = config.publicUrl;
  const publicClient = {
    token_endpoint_auth_method: 'none' as const,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'] as 'code'[],
  };
  return [
    {
      ...publicClient,
      client_id: config.oidc.webClientId,
      client_name: 'Lift-shaft ventilation planner',
      redirect_uris: [`${base}/`, `${base}/signin-callback`, `${base}/silent-renew.html`],
      post_logout_redirect_uris: [`${base}/`],
    },
    {
      ...publicClient,
      client_id: config.oidc.adminClientId,
      client_name: 'Lift-shaft ventilation planner backoffice',
      redirect_uris: [`${base}/admin/`, `${base}/admin/signin-callback`],
      post_logout_redirect_uris: [`${base}/admin/`],
    },
  ];
}

/**
 * The embedded OpenID Connect provider used when no external issuer (Keycloak) is configured.
 * It issues RS256 JWT access tokens for the API resource carrying the same claims a Keycloak
 * realm with the documented mappers would (groups, names, email, company, country), refresh
 * tokens, and supports RP-initiated logout. Clients are public and must use PKCE S256.
 */
export function createEmbeddedIdentityProvider(config: AppConfig, em: EntityManager): { provider: Provider; router: Router } {
  const accounts = new DemoAccounts(config.seedDir);
  const secrets = loadOrCreateSecrets(config.dataDir);

  const configuration: Configuration = {
    adapter: databaseAdapterFactory(em),
    clients: clientsFor(config),
    jwks: secrets.jwks,
    cookies: { keys: secrets.cookieKeys },
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username', 'locale', 'groups', 'company_id', 'company_name', 'country'],
      email: ['email', 'email_verified'],
    },
    ttl: {
      AccessToken: 15 * 60,
      AuthorizationCode: 60,
      IdToken: 15 * 60,
      RefreshToken: 24 * 60 * 60,
      Interaction: 60 * 60,
      Session: 24 * 60 * 60,
      Grant: 24 * 60 * 60,
    },
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      const account = accounts.find(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...DemoAccounts.claimsOf(account) }) };
    },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/oidc/interaction/${interaction.uid}` },
    // First-party clients: the grant is given with the sign-in, there is no consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const clientId = ctx.oidc.client!.clientId;
      const existing = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(clientId);
      if (existing) {
        const grant = await ctx.oidc.provider.Grant.find(existing);
        if (grant) return grant;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope(config.oidc.offlineAccess ? 'openid profile email offline_access' : 'openid profile email');
      grant.addResourceScope(API_RESOURCE, API_SCOPE);
      await grant.save();
      return grant;
    },
    // Online refresh tokens, as Keycloak gives without offline_access: bound to the session, so
    // signing out ends them too.
    async issueRefreshToken(_ctx: KoaContextWithOIDC, client) {
      return client.grantTypeAllowed('refresh_token');
    },
    async extraTokenClaims(_ctx: KoaContextWithOIDC, token) {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const account = accounts.find(token.accountId);
      return account ? DemoAccounts.claimsOf(account) : undefined;
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: KoaContextWithOIDC, form: string) {
          ctx.type = 'html';
          ctx.body = renderLogoutPage(form);
        },
      },
      resourceIndicators: {
        enabled: true,
        // No resource asked for: a token for userinfo (a standard relying party's sign-in). The
        // apps ask for API_RESOURCE (GET /api/config names it) and get the API's JWT.
        defaultResource: async () => undefined,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx: KoaContextWithOIDC, resource: string) => {
          if (resource !== API_RESOURCE) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: config.oidc.audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: 15 * 60,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    renderError(ctx: KoaContextWithOIDC, out) {
      ctx.type = 'html';
      const text = Object.entries(out)
        .map(([k, v]) => `<p><b>${k}</b>: ${String(v).replace(/[<>&"]/g, '')}</p>`)
        .join('');
      ctx.body = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Sign-in error</title></head><body><h1>Sign-in error</h1>${text}</body></html>`;
    },
  };

  const provider = new Provider(config.oidc.issuerUrl, configuration);
  // Behind a TLS-terminating load balancer the provider must trust X-Forwarded-Proto.
  provider.proxy = config.trustProxy;

  const router = express.Router();
  router.get('/oidc-assets/logout.js', (_req, res) => {
    res.type('application/javascript').send(logoutScript);
  });
  // The interaction of a sign-in that has ended (or never was): a page that leads back, not an error.
  const details = async (req: express.Request, res: express.Response) => {
    try {
      return await provider.interactionDetails(req, res);
    } catch (error) {
      if (!(error instanceof errors.SessionNotFound || error instanceof errors.InvalidRequest)) throw error;
      res.status(410).type('html').setHeader('Cache-Control', 'no-store').send(renderSignInEndedPage());
      return undefined;
    }
  };
  router.get('/oidc/interaction/:uid', (req, res, next) =>
    handle(next, async () => {
      const interaction = await details(req, res);
      if (!interaction) return;
      if (interaction.prompt.name === 'login') {
        const failed = req.query.failed === '1';
        res
          .type('html')
          .setHeader('Cache-Control', 'no-store')
          .send(
            renderLoginPage({
              action: `/oidc/interaction/${interaction.uid}/login`,
              username: failed && typeof req.query.username === 'string' ? req.query.username.slice(0, 200) : undefined,
              error: failed ? 'Benutzername oder Passwort ist falsch. / Wrong username or password.' : undefined,
            }),
          );
        return;
      }
      // Any other prompt (consent) is granted for the first-party clients.
      await provider.interactionFinished(req, res, { consent: {} }, { mergeWithLastSubmission: true });
    }),
  );
  router.post('/oidc/interaction/:uid/login', express.urlencoded({ extended: false, limit: '10kb' }), (req, res, next) =>
    handle(next, async () => {
      const interaction = await details(req, res);
      if (!interaction) return;
      const username = String(req.body?.username ?? '');
      const account = accounts.authenticate(username, String(req.body?.password ?? ''));
      if (!account) {
        // Post/redirect/get: the form with its message is a page of its own, so Back and reload
        // never ask to send the password again.
        res.redirect(303, `/oidc/interaction/${interaction.uid}?${new URLSearchParams({ failed: '1', username: username.slice(0, 200) })}`);
        return;
      }
      await provider.interactionFinished(req, res, { login: { accountId: account.username } }, { mergeWithLastSubmission: false });
    }),
  );
  router.use('/oidc', provider.callback());
  return { provider, router };
}

function handle(next: NextFunction, work: () => Promise<void>): void {
  work().catch(next);
}
