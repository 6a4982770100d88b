import { KeyedError } from '../api/api-error';
import { tokenSubject, type AuthSession } from './auth-session';

/** Where end-to-end tests put a token when the configuration allows it (config.e2eTestToken). */
export const E2E_TOKEN_KEY = 'e2eTestToken';

export function storedTestToken(): string | null {
  try {
    return window.localStorage.getItem(E2E_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

/** A token placed in local storage counts as signed in; the API still checks it. */
export class TestTokenSession implements AuthSession {
  async ensureSignedIn(): Promise<boolean> {
    return true;
  }

  async completeSignIn(): Promise<string> {
    return '/';
  }

  async accessToken(): Promise<string> {
    const token = storedTestToken();
    if (!token) throw new KeyedError('error.noTokenSource');
    return token;
  }

  async account(): Promise<string | null> {
    const token = storedTestToken();
    return token ? tokenSubject(token) : null;
  }

  async signOut(): Promise<void> {
    window.localStorage.removeItem(E2E_TOKEN_KEY);
    window.location.assign('/');
  }
}

/** No way to sign in: the identity provider is disabled and there is no test token. */
export class NoTokenSource implements AuthSession {
  async ensureSignedIn(): Promise<boolean> {
    throw new KeyedError('error.identityProviderUnavailable');
  }

  async completeSignIn(): Promise<string> {
    throw new KeyedError('error.identityProviderUnavailable');
  }

  async accessToken(): Promise<string> {
    throw new KeyedError('error.noTokenSource');
  }

  async account(): Promise<string | null> {
    return null;
  }

  async signOut(): Promise<void> {
    window.location.assign('/');
  }
}
