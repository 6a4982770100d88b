import type { Router } from 'express';
import Provider from 'oidc-provider';
import type { EntityManager } from '@mikro-orm/core';
import type { AppConfig } from '../../config/app-config.js';
import { DemoAccounts } from './demo-accounts.js';
import { interactionRoutes } from './interaction-routes.js';
import { providerConfiguration } from './provider-configuration.js';
import { loadOrCreateSecrets } from './signing-keys.js';
import { API_RESOURCE } from './api-resource.js';

export { API_RESOURCE };

/**
 * The embedded OpenID Connect provider used when no external issuer (Keycloak) is configured.
 * It issues RS256 JWT access tokens for the API resource carrying the same claims a Keycloak
 * realm with the documented mappers would (groups, names, email, company, country), refresh
 * tokens, and supports RP-initiated logout. Clients are public and must use PKCE S256.
 * Where each part is set up: docs/identity.md#the-embedded-providers-set-up.
 */
export function createEmbeddedIdentityProvider(config: AppConfig, em: EntityManager): { provider: Provider; router: Router } {
  const accounts = new DemoAccounts(config.seedDir);
  const secrets = loadOrCreateSecrets(config.dataDir);
  const provider = new Provider(config.oidc.issuerUrl, providerConfiguration(config, em, accounts, secrets));
  // Behind a TLS-terminating load balancer the provider must trust X-Forwarded-Proto.
  provider.proxy = config.trustProxy;

  // The sign-in pages come first: the provider's routes under /oidc would otherwise take their addresses.
  const router = interactionRoutes(provider, accounts);
  router.use('/oidc', provider.callback());
  return { provider, router };
}
