/** `GET /api/config` (public): what the apps need before anyone signs in. */
export interface ClientConfig {
  /** The OpenID Connect issuer (named after the provider's Keycloak, spec call 1). */
  keycloakPublicBaseUrl: string;
  oidcClientId: string;
  oidcAdminClientId: string;
  /** Scopes the apps ask for. */
  oidcScope: string;
  disableIdentityProvider: boolean;
  e2eTestToken: boolean;
  ctrlFastDelete: boolean;
  currencySelector: boolean;
  storage: {
    /** Days the chosen language and currency are kept in local storage (spec section 9). */
    preferenceExpiryDays: number;
  };
}

export const clientConfigSchema = {
  $id: 'ClientConfig',
  type: 'object',
  additionalProperties: false,
  required: ['keycloakPublicBaseUrl', 'oidcClientId', 'oidcAdminClientId', 'oidcScope', 'disableIdentityProvider', 'e2eTestToken', 'ctrlFastDelete', 'currencySelector', 'storage'],
  properties: {
    keycloakPublicBaseUrl: { type: 'string' },
    oidcClientId: { type: 'string' },
    oidcAdminClientId: { type: 'string' },
    oidcScope: { type: 'string' },
    disableIdentityProvider: { type: 'boolean' },
    e2eTestToken: { type: 'boolean' },
    ctrlFastDelete: { type: 'boolean' },
    currencySelector: { type: 'boolean' },
    storage: {
      type: 'object',
      additionalProperties: false,
      required: ['preferenceExpiryDays'],
      properties: { preferenceExpiryDays: { type: 'integer', minimum: 1 } },
    },
  },
} as const;
