import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { JsonWebKey } from 'node:crypto';

export interface ProviderSecrets {
  jwks: { keys: JsonWebKey[] };
  cookieKeys: string[];
}

/**
 * Loads the embedded provider's signing key and cookie keys from the data folder, creating
 * them on first start. Keeping them on disk means tokens and sessions survive a restart and
 * that a second process on the same data folder signs with the same key.
 */
export function loadOrCreateSecrets(dataDir: string): ProviderSecrets {
  const file = path.join(dataDir, 'oidc', 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as ProviderSecrets;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), use: 'sig', alg: 'RS256' };
  const secrets: ProviderSecrets = { jwks: { keys: [jwk] }, cookieKeys: [randomBytes(32).toString('base64url')] };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}
