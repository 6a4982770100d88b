import { ErrorResponse, UserManager, type User } from 'oidc-client-ts';
import type { ClientConfig } from '@lsp/contracts';
import { ApiError, KeyedError } from '../api/api-error';
import { MIN_TOKEN_VALIDITY_SECONDS, currentPath, safeReturnPath, type AuthSession } from './auth-session';

/** docs/design.md#sessions: the session status is polled every 5 seconds. */
const SESSION_CHECK_SECONDS = 5;

interface SignInState {
  returnTo: string;
}

/**
 * The last sign-in in this browser, for a start without a connection (docs/identity.md#sessions-and-sign-out):
 * the tab's own sign-in lives in its session storage, which a new tab, the home-screen icon or a
 * restarted browser does not have. It names the account whose copies and drafts the device may
 * show, and until when: the sign-in's time plus the embedded provider's session (24 h). It grants
 * nothing at the API: every call online signs in as before.
 */
const OFFLINE_ACCOUNT_KEY = 'lsp.offline-account';
const OFFLINE_SIGN_IN_MS = 24 * 60 * 60 * 1000;

function rememberAccount(user: User): void {
  const signedInAt = typeof user.profile.auth_time === 'number' ? user.profile.auth_time * 1000 : Date.now();
  localStorage.setItem(OFFLINE_ACCOUNT_KEY, JSON.stringify({ sub: user.profile.sub, until: signedInAt + OFFLINE_SIGN_IN_MS }));
}

function offlineAccount(): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(OFFLINE_ACCOUNT_KEY) ?? 'null') as { sub?: unknown; until?: unknown } | null;
    return stored && typeof stored.sub === 'string' && typeof stored.until === 'number' && stored.until > Date.now() ? stored.sub : null;
  } catch {
    return null;
  }
}

const forgetAccount = () => localStorage.removeItem(OFFLINE_ACCOUNT_KEY);

/**
 * Sign-in through the OpenID Connect provider (authorization code with PKCE S256, handled by
 * oidc-client-ts). Login is required on load; tokens renew automatically with the refresh token.
 */
export class OidcSession implements AuthSession {
  private readonly manager: UserManager;
  private renewing: Promise<User | null> | null = null;
  private completing: Promise<string> | null = null;

  constructor(config: ClientConfig, origin = window.location.origin) {
    this.manager = new UserManager({
      authority: config.keycloakPublicBaseUrl,
      client_id: config.oidcClientId,
      scope: config.oidcScope,
      ...(config.oidcResource ? { extraQueryParams: { resource: config.oidcResource } } : {}),
      redirect_uri: `${origin}/signin-callback`,
      silent_redirect_uri: `${origin}/silent-renew.html`,
      post_logout_redirect_uri: `${origin}/`,
      automaticSilentRenew: true,
      // The provider's session is checked every 5 s through its check-session frame (spec
      // sections 4 and 9). Providers without one (the embedded provider) are not polled:
      // oidc-client-ts then logs a warning and the tokens' expiry alone ends the session.
      monitorSession: true,
      checkSessionIntervalInSeconds: SESSION_CHECK_SECONDS,
    });
    this.manager.events.addSilentRenewError((error) => console.warn('Silent token renewal failed', error));
    // Signed out elsewhere (another tab, the provider's account page): sign in again here.
    this.manager.events.addUserSignedOut(() => {
      forgetAccount();
      void this.manager.removeUser().then(() => this.redirectToSignIn(currentPath()));
    });
  }

  async ensureSignedIn(returnTo: string): Promise<boolean> {
    let user = await this.manager.getUser();
    // Offline the provider cannot be asked: whoever signed in this session works with the
    // device's copies until the connection is back (docs/offline.md).
    if (!navigator.onLine && (user || offlineAccount())) return true;
    if (user?.expired) user = await this.renew().catch(() => null);
    if (user && !user.expired) {
      rememberAccount(user);
      return true;
    }
    await this.redirectToSignIn(returnTo);
    return false;
  }

  completeSignIn(): Promise<string> {
    // Runs once per page load, even if the callback page renders twice.
    this.completing ??= this.manager
      .signinRedirectCallback()
      .then((user) => safeReturnPath((user.state as Partial<SignInState> | undefined)?.returnTo))
      .catch(async (error: unknown) => {
        if (!isSpentCallback(error)) throw error;
        // The return from the sign-in opened again (a reload, the Back button): its one-time state is
        // used up. Signed in already: on to the start; else a fresh sign-in, not an error.
        const user = await this.manager.getUser();
        if (user && !user.expired) return '/';
        await this.redirectToSignIn('/');
        return new Promise<string>(() => undefined);
      });
    return this.completing;
  }

  async accessToken(): Promise<string> {
    let user = await this.manager.getUser();
    // Started offline from the last sign-in: no token to send, and no provider to ask. The call
    // fails as any call without a connection does; the device's copies answer instead.
    if (!user && !navigator.onLine && offlineAccount()) throw new ApiError('fetch', 'offline, not signed in in this tab');
    if (user && (user.expires_in ?? 0) < MIN_TOKEN_VALIDITY_SECONDS) user = await this.renew();
    if (!user) {
      await this.redirectToSignIn(currentPath());
      throw new KeyedError('error.signInFailed');
    }
    if (user.expired) {
      // Still expired after a refresh (a wrong clock?): start over (docs/design.md#sessions).
      window.location.reload();
      throw new KeyedError('error.signInFailed');
    }
    return user.access_token;
  }

  async account(): Promise<string | null> {
    return (await this.manager.getUser())?.profile.sub ?? (navigator.onLine ? null : offlineAccount());
  }

  async signOut(): Promise<void> {
    const user = await this.manager.getUser();
    forgetAccount();
    await this.manager.signoutRedirect({ id_token_hint: user?.id_token, post_logout_redirect_uri: `${window.location.origin}/` });
  }

  /**
   * Refreshes the tokens, one refresh at a time. When the provider refuses the refresh token
   * (an error answer, e.g. 400 invalid_grant) the stored user is dropped and null answered, so
   * the caller signs in again; network failures are thrown.
   */
  private renew(): Promise<User | null> {
    this.renewing ??= this.manager
      .signinSilent()
      .catch(async (error: unknown) => {
        if (!(error instanceof ErrorResponse)) throw error;
        await this.manager.removeUser();
        return null;
      })
      .finally(() => {
        this.renewing = null;
      });
    return this.renewing;
  }

  private redirectToSignIn(returnTo: string): Promise<void> {
    const state: SignInState = { returnTo: safeReturnPath(returnTo) };
    return this.manager.signinRedirect({ state });
  }
}

/** oidc-client-ts's answer to a callback whose state was used or never stored. */
export const isSpentCallback = (error: unknown): boolean => error instanceof Error && /no matching state found/i.test(error.message);
