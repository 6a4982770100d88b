import { ErrorResponse, UserManager } from 'oidc-client-ts';
import type { ClientConfig } from '@lsp/contracts';

/** Where the identity provider sends the browser back after sign-in (registered for the admin client). */
export const SIGN_IN_CALLBACK_PATH = '/admin/signin-callback';
const MIN_TOKEN_VALIDITY_SECONDS = 20;

export interface SignInState {
  returnTo: string;
}

/** The backoffice's OpenID Connect client: code flow with PKCE, tokens renewed by refresh token. */
export function createUserManager(config: ClientConfig, origin = window.location.origin): UserManager {
  const manager = new UserManager({
    authority: config.keycloakPublicBaseUrl,
    client_id: config.oidcAdminClientId,
    scope: config.oidcScope,
    ...(config.oidcResource ? { extraQueryParams: { resource: config.oidcResource } } : {}),
    redirect_uri: `${origin}${SIGN_IN_CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/admin/`,
    automaticSilentRenew: true,
  });
  manager.events.addSilentRenewError((error) => console.warn('Silent token renewal failed', error));
  return manager;
}

/** Only paths inside the backoffice are followed after sign-in. */
export function safeAdminPath(value: unknown): string {
  return typeof value === 'string' && /^\/admin(\/|$)/.test(value) && !value.startsWith('//') ? value : '/admin/';
}

/**
 * A token valid for the next 20 seconds, refreshing first when needed; null when the user must
 * sign in again (no session, or the refresh token was refused).
 */
export async function validAccessToken(manager: UserManager): Promise<string | null> {
  let user = await manager.getUser();
  if (user && (user.expires_in ?? 0) < MIN_TOKEN_VALIDITY_SECONDS) {
    user = await manager.signinSilent().catch(async (error: unknown) => {
      if (!(error instanceof ErrorResponse)) throw error;
      await manager.removeUser();
      return null;
    });
  }
  return user && !user.expired ? user.access_token : null;
}
