import { timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Group } from '@lsp/contracts';
import { groupPath } from '../auth-user.js';

/** A demo user of the embedded identity provider, with the claims a Keycloak realm would map. */
export interface DemoAccount {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  groups: string[];
  companyId: number;
  companyName: string;
  country: string;
  locale: string;
}

interface IdentitiesFile {
  password: string;
  users: Omit<DemoAccount, 'companyName'>[];
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The demo identities of docs/design.md#demo-identities, read from seed/identities.json. */
export class DemoAccounts {
  private readonly byUsername: Map<string, DemoAccount>;
  private readonly password: string;

  constructor(seedDir: string) {
    const identities = JSON.parse(readFileSync(path.join(seedDir, 'identities.json'), 'utf8')) as IdentitiesFile;
    const companies = JSON.parse(readFileSync(path.join(seedDir, 'companies.json'), 'utf8')) as { id: number; name: string }[];
    const companyName = new Map(companies.map((c) => [c.id, c.name]));
    this.password = identities.password;
    this.byUsername = new Map(
      identities.users.map((u) => [u.username, { ...u, companyName: companyName.get(u.companyId) ?? String(u.companyId) }]),
    );
  }

  find(username: string): DemoAccount | undefined {
    return this.byUsername.get(username);
  }

  /** Answers the account when the password is right; compares in constant time. */
  authenticate(username: string, password: string): DemoAccount | undefined {
    const account = this.byUsername.get(username.trim());
    const passwordOk = sameSecret(password, this.password);
    return account && passwordOk ? account : undefined;
  }

  /** Claims put into ID and access tokens, named as a Keycloak realm's mappers would name them. */
  static claimsOf(account: DemoAccount): Record<string, unknown> {
    return {
      preferred_username: account.username,
      given_name: account.firstName,
      family_name: account.lastName,
      name: `${account.firstName} ${account.lastName}`,
      email: account.email,
      email_verified: true,
      locale: account.locale,
      // Full group paths, as the realm's group mapper sends them.
      groups: account.groups.map((group) => groupPath(group as Group)),
      company_id: account.companyId,
      company_name: account.companyName,
      country: account.country,
    };
  }
}
