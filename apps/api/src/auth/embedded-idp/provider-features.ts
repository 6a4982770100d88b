import { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AppConfig } from '../../config/app-config.js';
import { API_RESOURCE, API_SCOPE } from './api-resource.js';
import { renderLogoutPage } from './login-page.js';

/**
 * The provider's optional features: its own sign-in pages instead of the development ones
 * (interaction-routes.ts), RP-initiated sign-out through a page that submits itself, and
 * resource indicators, which make the API's access token a JWT for its audience
 * (docs/identity.md#the-embedded-provider-as-a-standard-provider).
 */
export function providerFeatures(config: AppConfig): Configuration['features'] {
  return {
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
  };
}
