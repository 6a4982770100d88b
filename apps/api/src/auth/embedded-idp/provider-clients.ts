import type { Configuration } from 'oidc-provider';
import type { AppConfig } from '../../config/app-config.js';

/**
 * The two clients of the embedded provider, the customer app and the backoffice, both at
 * `PUBLIC_URL` (docs/identity.md#one-public-address). They run in the browser, so they are public
 * clients: no secret, the code flow with PKCE, renewed by refresh token.
 */
export function clientsFor(config: AppConfig): Configuration['clients'] {
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
