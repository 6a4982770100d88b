/**
 * Where the access token for API calls comes from. The app asks for a token before every call;
 * the session refreshes it first when it is about to expire (docs/design.md#sessions).
 */
export interface AuthSession {
  /** Signed in already (true), or a redirect to the sign-in page has started (false). */
  ensureSignedIn(returnTo: string): Promise<boolean>;
  /** Completes a sign-in redirect and answers the path to return to. */
  completeSignIn(): Promise<string>;
  /** A token valid for at least the next 20 seconds. */
  accessToken(): Promise<string>;
  signOut(): Promise<void>;
  /**
   * Who is signed in, as the identity provider names them (the token's `sub`), without asking the
   * network: what the device's stored copies are keyed by (docs/offline.md). Null when no one is.
   */
  account(): Promise<string | null>;
}

/** The `sub` of a JWT, read without checking it (the API checks every token). */
export function tokenSubject(token: string): string | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof payload.sub === 'string' && payload.sub !== '' ? payload.sub : null;
  } catch {
    return null;
  }
}

/** Tokens closer than this to expiry are refreshed before an API call. */
export const MIN_TOKEN_VALIDITY_SECONDS = 20;

/** The browser-local path (with query and hash) to come back to after signing in. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/** Only same-origin paths are followed after sign-in, never an absolute URL from the state. */
export function safeReturnPath(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}
