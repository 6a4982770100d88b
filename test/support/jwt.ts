import { createPrivateKey, generateKeyPairSync, sign, type JsonWebKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Signs a JWT with RS256, for tests that need tokens the identity provider never issued (`header` replaces the access-token type). */
export function signJwt(
  claims: Record<string, unknown>,
  key: KeyObject,
  kid: string,
  header: Record<string, unknown> = { typ: 'at+jwt' },
): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${encode({ alg: 'RS256', ...header, kid })}.${encode(claims)}`;
  return `${input}.${sign('RSA-SHA256', Buffer.from(input), key).toString('base64url')}`;
}

/** The embedded provider's own signing key, read from its data folder. */
export function providerKey(dataDir: string): { key: KeyObject; kid: string } {
  const secrets = JSON.parse(readFileSync(path.join(dataDir, 'oidc', 'secrets.json'), 'utf8')) as {
    jwks: { keys: (JsonWebKey & { kid: string })[] };
  };
  const jwk = secrets.jwks.keys[0];
  return { key: createPrivateKey({ key: jwk, format: 'jwk' }), kid: jwk.kid };
}

export function strangerKey(): KeyObject {
  return generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
}

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
}
