/**
 * The resource indicator (RFC 8707) of the API at the embedded provider: an authorization request
 * naming it gets a JWT access token for the API's audience; one naming none gets a token for the
 * provider's own userinfo endpoint, as any standard relying party expects.
 */
export const API_RESOURCE = 'urn:lift-planner:api';

/** The scope a grant gives for `API_RESOURCE`, and the one the API's access token carries. */
export const API_SCOPE = 'api';
