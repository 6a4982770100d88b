import { spawn, type ChildProcess } from 'node:child_process';
import type { TestServer } from './test-server.js';

/** The product in a process of its own, to be killed as a crash would. */
export interface ProductProcess {
  url: string;
  /** What it wrote to its standard output so far, with `captureOutput` (else empty). */
  output(): string;
  /** Ends the process at once (SIGKILL): no shutdown hooks, nothing given back. */
  kill(): Promise<void>;
}

/**
 * Starts the product as `npm start` runs it (apps/api/dist/main.js) in place of a stopped test
 * server: the same port, data folder and database (the embedded one in the data folder, or the
 * PostgreSQL database), with `env` on top.
 */
export async function startProductProcess(
  server: TestServer,
  env: Record<string, string> = {},
  { captureOutput = false } = {},
): Promise<ProductProcess> {
  const main = new URL('../../../apps/api/dist/main.js', import.meta.url);
  const child: ChildProcess = spawn(process.execPath, [main.pathname], {
    env: {
      ...process.env,
      PORT: new URL(server.url).port,
      DATA_DIR: server.dataDir,
      LOG_LEVEL: 'error',
      DEMO_PROJECTS: 'false',
      ...(server.config.database.driver === 'postgresql' ? { DATABASE_URL: server.config.database.url } : {}),
      ...env,
    },
    stdio: ['ignore', captureOutput ? 'pipe' : 'inherit', 'inherit'],
  });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  try {
    for (let tries = 0; ; tries++) {
      const health = await fetch(`${server.url}/api/health`).catch(() => undefined);
      if (health?.status === 200) break;
      if (tries > 600 || child.exitCode !== null) throw new Error('the product process did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { url: server.url, output: () => output, kill };
  } catch (error) {
    await kill();
    throw error;
  }
}
