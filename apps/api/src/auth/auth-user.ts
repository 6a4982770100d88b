import { GROUPS, type Group } from '@lsp/contracts';

/** The signed-in user as the API knows it from the access token's claims. */
export interface AuthUser {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  companyId: number;
  companyName: string;
  country: string;
  groups: Group[];
}

const asString = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Reads the claims of an access token. Keycloak's group mapper may send full paths
 * ("/Customer"), so only the last segment counts; unknown groups are ignored.
 */
export function authUserFromClaims(claims: Record<string, unknown>): AuthUser {
  const rawGroups = Array.isArray(claims.groups) ? claims.groups : [];
  const groups = rawGroups
    .map((g) => asString(g).split('/').pop() ?? '')
    .filter((g): g is Group => (GROUPS as readonly string[]).includes(g));
  const companyId = Number(claims.company_id);
  return {
    id: asString(claims.sub),
    username: asString(claims.preferred_username) || asString(claims.sub),
    firstName: asString(claims.given_name),
    lastName: asString(claims.family_name),
    email: asString(claims.email),
    companyId: Number.isFinite(companyId) ? companyId : 0,
    companyName: asString(claims.company_name),
    country: asString(claims.country),
    groups: [...new Set(groups)],
  };
}
