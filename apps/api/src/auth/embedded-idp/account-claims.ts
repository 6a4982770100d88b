import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { DemoAccounts } from './demo-accounts.js';

/**
 * What the provider says about a user, from the demo identities: the ID token's and userinfo's
 * claims (`findAccount`), and the same claims in the API's access token (`extraTokenClaims`), so
 * the API reads groups, names, company and country as it would from a Keycloak realm with the
 * documented mappers (docs/identity.md).
 */
export function accountClaims(accounts: DemoAccounts): Pick<Configuration, 'findAccount' | 'extraTokenClaims'> {
  return {
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      const account = accounts.find(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...DemoAccounts.claimsOf(account) }) };
    },
    async extraTokenClaims(_ctx: KoaContextWithOIDC, token) {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const account = accounts.find(token.accountId);
      return account ? DemoAccounts.claimsOf(account) : undefined;
    },
  };
}
