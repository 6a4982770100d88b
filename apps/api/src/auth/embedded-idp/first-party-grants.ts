import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { AppConfig } from '../../config/app-config.js';
import { API_RESOURCE, API_SCOPE } from './api-resource.js';

/**
 * What a sign-in grants the apps. They are first-party clients: the grant is given with the
 * sign-in, there is no consent screen. Refresh tokens are online ones, as Keycloak gives without
 * `offline_access` (docs/identity.md#sessions-and-sign-out).
 */
export function firstPartyGrants(config: AppConfig): Pick<Configuration, 'loadExistingGrant' | 'issueRefreshToken'> {
  return {
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
    // Bound to the session, so signing out ends them too.
    async issueRefreshToken(_ctx: KoaContextWithOIDC, client) {
      return client.grantTypeAllowed('refresh_token');
    },
  };
}
