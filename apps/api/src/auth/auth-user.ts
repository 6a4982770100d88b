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
 * The groups of docs/design.md#identity-and-groups as a Keycloak Group Membership mapper with "full group path" on
 * sends them: exactly `/Customer` and `/Admin`, top-level groups of the realm. A subgroup named
 * Admin (`/Kunden/Muster/Admin`) is not the Admin group, and a bare `Admin` is what a mapper with
 * full paths off sends for any group of that name, at any depth: both count for nothing.
 */
export const groupPath = (group: Group): string => `/${group}`;

/** Reads the claims of an access token; unknown groups are ignored. */
export function authUserFromClaims(claims: Record<string, unknown>): AuthUser {
  const rawGroups = Array.isArray(claims.groups) ? claims.groups : [];
  const groups = GROUPS.filter((group) => rawGroups.includes(groupPath(group)));
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
    groups,
  };
}
