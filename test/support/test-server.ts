import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadAppConfig, type AppConfig } from '@lsp/api/config/app-config';
import { API_RESOURCE } from '@lsp/api/auth/embedded-idp/api-resource';
import { signInWithPassword } from '@lsp/api/auth/password-sign-in';
import { PdfRenderer } from '@lsp/api/export/pdf-renderer';
import { startServer, type RunningServer } from '@lsp/api/server';
import { createTestDatabase } from './test-database.js';

export interface TestServer {
  url: string;
  /** The data folder (DATA_DIR): the embedded database, files, the identity provider's keys. */
  dataDir: string;
  config: AppConfig;
  running: RunningServer;
  /** An access token of a demo user, through the real sign-in form and code exchange. */
  tokenFor(username: string): Promise<string>;
  /** fetch against the server, with a bearer token when one is given. */
  api(pathname: string, init?: RequestInit & { token?: string }): Promise<Response>;
  /** Stops the server and starts it again on the same database, data folder and port (a redeploy). */
  restart(): Promise<void>;
  /** Stops the server but keeps its database and data folder, for another process to use; `restart()` starts it again. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface TestServerOptions {
  /**
   * Starts the PDF printer's Chromium with the product, so the first download does not wait for
   * its launch (seconds on a busy machine) inside a browser test's time limit.
   */
  warmPdf?: boolean;
  /** Serves the customer app from this folder instead of its build (a copy a test may change, as a new deployment would). */
  webRoot?: string;
}

/**
 * Starts the whole product (API, embedded identity provider, built apps) on a free port with a
 * database of its own, as `npm start` would.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  { warmPdf = false, webRoot }: TestServerOptions = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lsp-test-'));
  const database = await createTestDatabase();
  database.prepare(dataDir);
  const configOn = (port: number) => {
    const loaded = loadAppConfig({
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      // Tests count the projects they make; the demo projects have a test of their own.
      DEMO_PROJECTS: 'false',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      ...env,
    });
    return webRoot ? { ...loaded, staticRoots: { ...loaded.staticRoots, web: webRoot } } : loaded;
  };
  let config = configOn(await freePort());
  let running: RunningServer;
  for (let attempt = 1; ; attempt++) {
    try {
      running = await startServer(config);
      break;
    } catch (error) {
      // Files run side by side: another process may take the free port between its look and the listen.
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === 5) {
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
        throw error;
      }
      config = configOn(await freePort());
    }
  }
  if (warmPdf) await running.app.get(PdfRenderer).warm();
  let stopped = false;
  const url = running.url;
  const tokens = new Map<string, string>();
  return {
    url,
    dataDir,
    config,
    get running() {
      return running;
    },
    async tokenFor(username) {
      const cached = tokens.get(username);
      if (cached) return cached;
      const set = await signInWithPassword({
        issuer: config.oidc.issuerUrl,
        clientId: config.oidc.webClientId,
        redirectUri: `${config.publicUrl}/`,
        username,
        password: 'demo',
        resource: API_RESOURCE,
      });
      tokens.set(username, set.access_token);
      return set.access_token;
    },
    api(pathname, init = {}) {
      const { token, headers, ...rest } = init;
      return fetch(`${url}${pathname}`, {
        ...rest,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(headers as Record<string, string>) },
      });
    },
    async restart() {
      if (!stopped) await running.close();
      running = await startServer(config);
      stopped = false;
    },
    async stop() {
      if (!stopped) await running.close();
      stopped = true;
    },
    async close() {
      if (!stopped) await running.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
