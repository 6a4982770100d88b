import type { UserManager } from 'oidc-client-ts';
import { SIGN_IN_CALLBACK_PATH, safeAdminPath, type SignInState } from './user-manager';

/**
 * Completes a sign-in redirect before react-admin renders (its own callback route is fixed at
 * /auth-callback, the registered one is /admin/signin-callback), then restores the address the
 * user asked for.
 */
export async function completeSignInRedirect(manager: UserManager): Promise<void> {
  if (window.location.pathname !== SIGN_IN_CALLBACK_PATH) return;
  try {
    const user = await manager.signinRedirectCallback();
    window.history.replaceState(null, '', safeAdminPath((user.state as Partial<SignInState> | undefined)?.returnTo));
  } catch (error) {
    // The return from the sign-in opened again (a reload, the Back button): its one-time state is
    // used up. Signed in already: on to the dashboard; else a fresh sign-in, not an error.
    if (!(error instanceof Error && /no matching state found/i.test(error.message))) throw error;
    const user = await manager.getUser();
    if (user && !user.expired) {
      window.history.replaceState(null, '', safeAdminPath('/admin/'));
      return;
    }
    const state: SignInState = { returnTo: '/admin/' };
    await manager.signinRedirect({ state });
    await new Promise(() => undefined);
  }
}
