/** What the API demands of an access token beyond its signature, issuer and audience. */
export interface TokenRules {
  /** The public clients a token may have been issued to (`azp`, or RFC 9068's `client_id`). */
  clientIds: readonly string[];
  maxLifetimeSeconds: number;
  /** Seconds a clock may be ahead of ours (`iat` and `nbf` in the future). */
  clockSkewSeconds: number;
}

/**
 * Why a verified token is still not an access token of this product, or undefined when it is:
 * - issued to one of the product's two clients (a token another client of the realm obtained is
 *   not a sign-in to this product, even when the audience fits);
 * - an access token: Keycloak's `typ` claim `Bearer`, or the JWT header `at+jwt` of RFC 9068 (the
 *   embedded provider); an ID token (`typ: ID`) or a refresh token is refused;
 * - with `exp`, issued no later than now (plus the skew), and living at most the maximum: a
 *   token signed for ten years is a stolen key's or a misconfigured realm's, not a session's.
 * @example tokenProblem({ typ: 'JWT' }, { typ: 'ID', azp: 'lift-planner-web', exp: now + 60, iat: now }, rules, now) // 'not an access token (typ ID)'
 */
export function tokenProblem(
  header: Record<string, unknown>,
  claims: Record<string, unknown>,
  rules: TokenRules,
  nowSeconds: number,
): string | undefined {
  const client = claims.azp ?? claims.client_id;
  if (typeof client !== 'string' || !rules.clientIds.includes(client))
    return `issued to ${typeof client === 'string' ? `the client ${client}` : 'no client'}, not to ${rules.clientIds.join(' or ')}`;
  const headerType = typeof header.typ === 'string' ? header.typ.toLowerCase() : undefined;
  const accessToken = claims.typ === 'Bearer' || headerType === 'at+jwt' || headerType === 'application/at+jwt';
  if (!accessToken) return `not an access token (typ ${String(claims.typ ?? header.typ ?? 'missing')})`;
  const { exp, iat, nbf } = claims;
  if (typeof exp !== 'number') return 'no expiry (exp)';
  if (iat !== undefined && typeof iat !== 'number') return 'iat is not a time';
  if (typeof iat === 'number' && iat > nowSeconds + rules.clockSkewSeconds) return 'issued in the future (iat)';
  if (typeof nbf === 'number' && nbf > nowSeconds + rules.clockSkewSeconds) return 'not valid yet (nbf)';
  const issued = typeof iat === 'number' ? iat : nowSeconds;
  if (exp - issued > rules.maxLifetimeSeconds) return `lives ${exp - issued} s, longer than ${rules.maxLifetimeSeconds} s`;
  return undefined;
}
