import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { API_RESOURCE } from '@lsp/api/auth/embedded-idp/api-resource';
import { signInWithPassword } from '@lsp/api/auth/password-sign-in';
import { freePort, startTestServer, type TestServer } from './test-server.js';

/** A second instance of the product, in a process of its own, on the first one's PostgreSQL. */
export interface SecondInstance {
  url: string;
  /** The customer's access token, signed in at this instance. */
  token: string;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Starts the product as `npm start` runs it (apps/api/dist/main.js), with a data folder of its
 * own and the same database as `first`: two instances as behind a load balancer.
 */
export async function startSecondInstance(first: TestServer, env: Record<string, string> = {}): Promise<SecondInstance> {
  if (first.config.database.driver !== 'postgresql') throw new Error('a second instance needs a PostgreSQL server');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lsp-test-second-'));
  const main = new URL('../../../apps/api/dist/main.js', import.meta.url);
  const child: ChildProcess = spawn(process.execPath, [main.pathname], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      DEMO_PROJECTS: 'false',
      DATABASE_URL: first.config.database.url,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let tries = 0; ; tries++) {
      const health = await fetch(`${url}/api/health`).catch(() => undefined);
      if (health?.status === 200) break;
      if (tries > 300 || child.exitCode !== null) throw new Error('the second instance did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const tokens = await signInWithPassword({
      issuer: `${url}/oidc`,
      clientId: first.config.oidc.webClientId,
      redirectUri: `${url}/`,
      username: 'customer',
      password: 'demo',
      resource: API_RESOURCE,
    });
    return { url, token: tokens.access_token, dataDir, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Two instances of the product on one PostgreSQL server, started once for a `describe`. */
export interface TwoInstances {
  first: TestServer;
  second: SecondInstance;
}

/**
 * Registers the `before` and `after` of a `describe` that runs two instances on one PostgreSQL
 * server (`startTestServer` and `startSecondInstance`), when `enabled`: on PGlite there is one
 * process only, and the tests skip with their own notice. Read the instances inside the tests.
 */
export function twoInstances(enabled: boolean): TwoInstances {
  const instances = {} as TwoInstances;
  before(async () => {
    if (!enabled) return;
    instances.first = await startTestServer();
    instances.second = await startSecondInstance(instances.first);
  });
  after(async () => {
    if (!enabled) return;
    await instances.second?.close();
    await instances.first?.close();
  });
  return instances;
}
