import { readFileSync } from 'node:fs';

/** The parts of a Keycloak realm export the product relies on. */
export interface RealmMapper {
  name: string;
  protocolMapper: string;
  config: Record<string, string>;
}

export interface RealmClient {
  clientId: string;
  publicClient: boolean;
  standardFlowEnabled: boolean;
  implicitFlowEnabled: boolean;
  directAccessGrantsEnabled: boolean;
  serviceAccountsEnabled: boolean;
  redirectUris: string[];
  webOrigins: string[];
  attributes: Record<string, string>;
  protocolMappers: RealmMapper[];
}

export interface Realm {
  realm: string;
  groups: { name: string; path: string; subGroups: unknown[] }[];
  clients: RealmClient[];
  components: Record<string, { providerId: string; config: Record<string, string[]> }[]>;
}

export const REALM_FILE = new URL('../../../deploy/keycloak/realm-lift-planner.json', import.meta.url);

export const readRealm = (): Realm => JSON.parse(readFileSync(REALM_FILE, 'utf8')) as Realm;

/** A user of the realm: group memberships by path, attributes by name. */
export interface RealmUser {
  id: string;
  username: string;
  groupPaths: string[];
  attributes: Record<string, string>;
}

/**
 * The claims of an access token Keycloak would issue for `user` signing in with `clientId`,
 * generated from the realm's mappers (audience, group membership with or without full paths,
 * user attributes with their JSON types) and Keycloak's fixed claims (`typ`, `azp`).
 */
export function keycloakAccessTokenClaims(
  realm: Realm,
  clientId: string,
  user: RealmUser,
  issuer: string,
  now = Math.floor(Date.now() / 1000),
): Record<string, unknown> {
  const client = realm.clients.find((c) => c.clientId === clientId);
  if (!client) throw new Error(`the realm has no client ${clientId}`);
  const claims: Record<string, unknown> = {
    exp: now + 300,
    iat: now,
    jti: `${user.id}-${now}`,
    iss: issuer,
    sub: user.id,
    typ: 'Bearer',
    azp: clientId,
    preferred_username: user.username,
    scope: 'openid profile email',
  };
  const audiences: string[] = [];
  for (const mapper of client.protocolMappers.filter((m) => m.config['access.token.claim'] === 'true')) {
    switch (mapper.protocolMapper) {
      case 'oidc-audience-mapper':
        audiences.push(mapper.config['included.custom.audience'] ?? mapper.config['included.client.audience']);
        break;
      case 'oidc-group-membership-mapper':
        claims[mapper.config['claim.name']] = user.groupPaths.map((path) =>
          mapper.config['full.path'] === 'true' ? path : path.split('/').pop()!,
        );
        break;
      case 'oidc-usermodel-attribute-mapper': {
        const value = user.attributes[mapper.config['user.attribute']];
        if (value !== undefined)
          claims[mapper.config['claim.name']] = ['long', 'int'].includes(mapper.config['jsonType.label']) ? Number(value) : value;
        break;
      }
      default:
        throw new Error(`unknown mapper ${mapper.protocolMapper}`);
    }
  }
  claims.aud = audiences.length === 1 ? audiences[0] : audiences;
  return claims;
}

/** The user profile's declared attributes (Keycloak 24 refuses others). */
export function declaredAttributes(realm: Realm): string[] {
  const profile = realm.components['org.keycloak.userprofile.UserProfileProvider']?.[0]?.config['kc.user.profile.config']?.[0];
  return profile ? (JSON.parse(profile) as { attributes: { name: string }[] }).attributes.map((a) => a.name) : [];
}
