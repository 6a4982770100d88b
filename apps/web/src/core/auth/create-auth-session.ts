import type { ClientConfig } from '@lsp/contracts';
import type { AuthSession } from './auth-session';
import { OidcSession } from './oidc-session';
import { NoTokenSource, TestTokenSession, storedTestToken } from './test-token-session';

/** Picks the token source: a test token when allowed and present, else the identity provider. */
export function createAuthSession(config: ClientConfig): AuthSession {
  if (config.e2eTestToken && storedTestToken()) return new TestTokenSession();
  if (config.disableIdentityProvider) return new NoTokenSource();
  return new OidcSession(config);
}
