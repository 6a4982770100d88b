import { createPublicKey, type KeyObject } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { passportJwtSecret } from 'jwks-rsa';
import { ExtractJwt, Strategy, type SecretOrKeyProvider } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { authUserFromClaims, type AuthUser } from './auth-user.js';
import { tokenProblem, type TokenRules } from './token-checks.js';

/** Seconds another clock may be ahead of ours. */
const CLOCK_SKEW_SECONDS = 5;

/**
 * Finds the issuer's key set: configured, the embedded provider's own (fetched over the
 * loopback, so the very same code path as against Keycloak), or from the issuer's discovery
 * document.
 */
async function resolveJwksUri(config: AppConfig): Promise<string> {
  if (config.oidc.jwksUrl) return config.oidc.jwksUrl;
  if (config.oidc.embedded) return `http://127.0.0.1:${config.port}/oidc/jwks`;
  const response = await fetch(`${config.oidc.issuerUrl}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`OIDC discovery failed with status ${response.status}`);
  const discovery = (await response.json()) as { jwks_uri?: string };
  if (!discovery.jwks_uri) throw new Error('OIDC discovery document has no jwks_uri');
  return discovery.jwks_uri;
}

/**
 * The issuer's keys as key objects, by their PEM text: jwks-rsa caches the PEM, and jsonwebtoken
 * would parse it into a key object again for every token it checks.
 */
const keyObjects = new Map<string, KeyObject>();
const keyObjectOf = (key: string | Buffer | KeyObject | undefined): string | Buffer | KeyObject | undefined => {
  if (typeof key !== 'string') return key;
  let parsed = keyObjects.get(key);
  if (!parsed) {
    parsed = createPublicKey(key);
    if (keyObjects.size > 32) keyObjects.clear();
    keyObjects.set(key, parsed);
  }
  return parsed;
};

/** A key provider that discovers the key set on first use and caches its keys. */
function lazyJwksKeyProvider(config: AppConfig, logger: Logger): SecretOrKeyProvider {
  let provider: Promise<SecretOrKeyProvider> | undefined;
  return (request, rawJwtToken, done) => {
    provider ??= resolveJwksUri(config).then(
      (jwksUri) =>
        passportJwtSecret({
          jwksUri,
          cache: true,
          cacheMaxAge: 10 * 60 * 1000,
          rateLimit: true,
          jwksRequestsPerMinute: 30,
        }) as SecretOrKeyProvider,
    );
    provider.then(
      (resolve) => resolve(request, rawJwtToken, (error, key) => (error ? done(error) : done(null, keyObjectOf(key) as string))),
      (error: Error) => {
        provider = undefined;
        logger.warn(`cannot load the identity provider's keys: ${error.message}`);
        done(error);
      },
    );
  };
}

/**
 * Validates bearer tokens: signature against the issuer's JWKS, issuer, audience and expiry, then
 * the client, the token type and the lifetime (`tokenProblem`).
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  private readonly rules: TokenRules;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKeyProvider: lazyJwksKeyProvider(config, new Logger(JwtStrategy.name)),
      issuer: config.oidc.issuerUrl,
      audience: config.oidc.audience,
      algorithms: ['RS256', 'PS256', 'ES256'],
      ignoreExpiration: false,
      // complete: the header too, for its type.
      jsonWebTokenOptions: { clockTolerance: CLOCK_SKEW_SECONDS, complete: true },
    });
    this.rules = {
      clientIds: [config.oidc.webClientId, config.oidc.adminClientId],
      maxLifetimeSeconds: config.oidc.maxTokenLifetimeSeconds,
      clockSkewSeconds: CLOCK_SKEW_SECONDS,
    };
  }

  validate(token: { header: Record<string, unknown>; payload: Record<string, unknown> }): AuthUser {
    const problem = tokenProblem(token.header, token.payload, this.rules, Math.floor(Date.now() / 1000));
    if (problem) throw new Error(`the token is ${problem}`);
    return authUserFromClaims(token.payload);
  }
}
