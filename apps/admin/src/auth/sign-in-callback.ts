import type { UserManager } from 'oidc-client-ts';
import { SIGN_IN_CALLBACK_PATH, safeAdminPath, type SignInState } from './user-manager';

/**
 * Completes a sign-in redirect before react-admin renders (its own callback route is fixed at
 * /auth-callback, the registered one is /admin/signin-callback), then restores the address the
 * user asked for.
 */
export async function completeSignInRedirect(manager: UserManager): Promise<void> {
  if (window.location.pathname !== SIGN_IN_CALLBACK_PATH) return;
  const user = await manager.signinRedirectCallback();
  window.history.replaceState(null, '', safeAdminPath((user.state as Partial<SignInState> | undefined)?.returnTo));
}
