import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { signInWithPassword } from './password-sign-in.js';

/**
 * `npm run token -- <username> [password]`: prints an access token of a demo user from the
 * running embedded setup (found by PORT, else by the instance file in DATA_DIR).
 */
async function main(): Promise<void> {
  const [username, password = 'demo'] = process.argv.slice(2);
  if (!username) {
    console.error('usage: npm run token -- <username> [password]   (demo users: customer, colleague, vienna, admin, inactive)');
    process.exit(2);
  }
  const instanceFile = path.resolve(process.env.DATA_DIR || 'data', 'instance.json');
  const serverUrl = process.env.PORT
    ? `http://localhost:${process.env.PORT}`
    : existsSync(instanceFile)
      ? (JSON.parse(readFileSync(instanceFile, 'utf8')) as { url: string }).url
      : 'http://localhost:3000';
  const config = await fetch(`${serverUrl}/api/config`).then(
    (r) => r.json() as Promise<{ keycloakPublicBaseUrl: string; oidcClientId: string; oidcResource?: string }>,
    () => {
      throw new Error(`no product answers at ${serverUrl}: start it with npm start first`);
    },
  );
  const tokens = await signInWithPassword({
    issuer: config.keycloakPublicBaseUrl,
    clientId: config.oidcClientId,
    redirectUri: new URL('/', config.keycloakPublicBaseUrl).href,
    username,
    password,
    resource: config.oidcResource,
  });
  process.stdout.write(`${tokens.access_token}\n`);
}

main().catch((error: Error) => {
  console.error(`token: ${error.message}`);
  process.exit(1);
});
