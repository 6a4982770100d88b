/**
 * Where the framed simulator comes from (docs/design.md#simulator): the planner's staging and production
 * hosts and localhost each have a simulator host of their own; any other host the default.
 */
export interface SimulatorConfig {
  /** Path of the simulator page on its host, e.g. `/assets/simulator/index.html`. */
  assetsPath: string;
  staging: { pageHost: string; simulatorOrigin: string };
  production: { pageHost: string; simulatorOrigin: string };
  localhostOrigin: string;
  defaultOrigin: string;
}

/** `GET /api/config` (public): what the apps need before anyone signs in. */
export interface ClientConfig {
  /** The OpenID Connect issuer (named after the provider's Keycloak, `GET /api/config`, docs/design.md#http-api). */
  keycloakPublicBaseUrl: string;
  oidcClientId: string;
  oidcAdminClientId: string;
  /** Scopes the apps ask for. */
  oidcScope: string;
  /**
   * The resource (RFC 8707) the apps ask their access token for, sent as `resource` with the
   * authorization request. Only the embedded provider names one: without it, its tokens are for
   * its own userinfo endpoint, as a standard relying party expects. Keycloak needs none.
   */
  oidcResource?: string;
  disableIdentityProvider: boolean;
  e2eTestToken: boolean;
  ctrlFastDelete: boolean;
  currencySelector: boolean;
  storage: {
    /** Days the chosen language and currency are kept in local storage (docs/design.md#preferences). */
    preferenceExpiryDays: number;
  };
  simulator: SimulatorConfig;
}

const hostMapping = {
  type: 'object',
  additionalProperties: false,
  required: ['pageHost', 'simulatorOrigin'],
  properties: { pageHost: { type: 'string', minLength: 1 }, simulatorOrigin: { type: 'string', minLength: 1 } },
} as const;

export const clientConfigSchema = {
  $id: 'ClientConfig',
  type: 'object',
  additionalProperties: false,
  required: [
    'keycloakPublicBaseUrl',
    'oidcClientId',
    'oidcAdminClientId',
    'oidcScope',
    'disableIdentityProvider',
    'e2eTestToken',
    'ctrlFastDelete',
    'currencySelector',
    'storage',
    'simulator',
  ],
  properties: {
    keycloakPublicBaseUrl: { type: 'string' },
    oidcClientId: { type: 'string' },
    oidcAdminClientId: { type: 'string' },
    oidcScope: { type: 'string' },
    oidcResource: { type: 'string' },
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
    simulator: {
      type: 'object',
      additionalProperties: false,
      required: ['assetsPath', 'staging', 'production', 'localhostOrigin', 'defaultOrigin'],
      properties: {
        assetsPath: { type: 'string', pattern: '^/' },
        staging: hostMapping,
        production: hostMapping,
        localhostOrigin: { type: 'string', minLength: 1 },
        defaultOrigin: { type: 'string', minLength: 1 },
      },
    },
  },
} as const;
