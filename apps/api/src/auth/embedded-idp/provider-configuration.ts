import type { EntityManager } from '@mikro-orm/core';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { AppConfig } from '../../config/app-config.js';
import { accountClaims } from './account-claims.js';
import type { DemoAccounts } from './demo-accounts.js';
import { firstPartyGrants } from './first-party-grants.js';
import { renderSignInErrorPage } from './login-page.js';
import { databaseAdapterFactory } from './oidc-adapter.js';
import { clientsFor } from './provider-clients.js';
import { providerFeatures } from './provider-features.js';
import type { ProviderSecrets } from './signing-keys.js';

/** The scopes the apps ask for and the claims each gives, those a Keycloak realm's mappers give. */
const CLAIMS_BY_SCOPE: Configuration['claims'] = {
  openid: ['sub'],
  profile: ['name', 'given_name', 'family_name', 'preferred_username', 'locale', 'groups', 'company_id', 'company_name', 'country'],
  email: ['email', 'email_verified'],
};

/**
 * How long each artefact lives, in seconds. Access tokens are short (the apps renew them with the
 * refresh token); a session and its refresh token last a working day.
 */
const LIFETIMES: Configuration['ttl'] = {
  AccessToken: 15 * 60,
  AuthorizationCode: 60,
  IdToken: 15 * 60,
  RefreshToken: 24 * 60 * 60,
  Interaction: 60 * 60,
  Session: 24 * 60 * 60,
  Grant: 24 * 60 * 60,
};

/**
 * The oidc-provider configuration of the embedded provider: its records in the database (shared by
 * every instance, docs/identity.md#the-embedded-providers-records), its clients and keys, PKCE
 * required of every client, the demo accounts' claims, first-party grants, features, and the
 * pages of a sign-in (served by interaction-routes.ts) and of its errors.
 */
export function providerConfiguration(
  config: AppConfig,
  em: EntityManager,
  accounts: DemoAccounts,
  secrets: ProviderSecrets,
): Configuration {
  return {
    adapter: databaseAdapterFactory(em),
    clients: clientsFor(config),
    jwks: secrets.jwks,
    cookies: { keys: secrets.cookieKeys },
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: CLAIMS_BY_SCOPE,
    ttl: LIFETIMES,
    ...accountClaims(accounts),
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/oidc/interaction/${interaction.uid}` },
    ...firstPartyGrants(config),
    features: providerFeatures(config),
    renderError(ctx: KoaContextWithOIDC, out) {
      ctx.type = 'html';
      ctx.body = renderSignInErrorPage(out);
    },
  };
}
