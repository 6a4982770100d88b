import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { FreezableProxy } from '../support/freezable-proxy.js';
import { createDatabaseOn, usesPostgresServer } from '../support/test-database.js';
import { freePort } from '../support/test-server.js';

const main = new URL('../../../apps/api/dist/main.js', import.meta.url).pathname;

/** The product started as `npm start` does, its output collected. */
function startProduct(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lsp-startup-'));
  const child: ChildProcess = spawn(process.execPath, [main], {
    env: { ...process.env, DATA_DIR: dataDir, DEMO_PROJECTS: 'false', NO_COLOR: '1', LOG_LEVEL: 'log', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    get output() {
      return output;
    },
    exited,
    /** Waits until the output shows `text`, for at most `seconds`. */
    async shows(text: string, seconds = 60) {
      const deadline = Date.now() + seconds * 1000;
      while (!output.includes(text)) {
        if (Date.now() > deadline || child.exitCode !== null) assert.fail(`the output never showed "${text}":\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Start-up with the database not there (issue 40): the product says what it waits for and why,
 * tries again for DB_STARTUP_WAIT, and then either starts (a database that came up meanwhile, as
 * in a compose or Kubernetes start) or ends non-zero with one clear line, never a driver's stack.
 */
describe('Start-up waits for PostgreSQL and says what is wrong', () => {
  const started: ReturnType<typeof startProduct>[] = [];
  after(async () => {
    for (const product of started) await product.stop();
  });

  it(
    'against a closed port: "waiting for PostgreSQL at host:port (DATABASE_URL)" with the cause, then one clear line and a non-zero exit',
    { skip: usesPostgresServer() ? 'needs no database server: runs once, in the embedded pass' : false },
    async () => {
      const closed = await freePort();
      const began = performance.now();
      const product = startProduct({
        PORT: String(await freePort()),
        DATABASE_URL: `postgres://planner:s3cret-password@127.0.0.1:${closed}/planner`,
        DB_STARTUP_WAIT: '3000',
        DB_CONNECT_TIMEOUT: '1000',
      });
      started.push(product);
      const code = await product.exited;
      const seconds = (performance.now() - began) / 1000;
      const { output } = product;
      assert.equal(code, 69, output);
      assert.match(
        output,
        new RegExp(
          `waiting for PostgreSQL at 127\\.0\\.0\\.1:${closed}/planner \\(DATABASE_URL\\) … connect ECONNREFUSED 127\\.0\\.0\\.1:${closed}`,
        ),
      );
      const lines = output.trim().split('\n');
      assert.equal(
        lines.at(-1),
        `Cannot start: PostgreSQL at 127.0.0.1:${closed}/planner (DATABASE_URL) did not answer within 3 s (DB_STARTUP_WAIT): connect ECONNREFUSED 127.0.0.1:${closed}`,
      );
      assert.ok(lines.filter((line) => line.includes('waiting for PostgreSQL')).length >= 2, 'it tried again');
      assert.doesNotMatch(output, /^\s+at /m, 'no stack trace');
      assert.doesNotMatch(output, /s3cret-password/, 'the password is never printed');
      assert.ok(seconds >= 3, `it waited DB_STARTUP_WAIT before giving up (${seconds.toFixed(1)} s)`);
    },
  );

  it(
    'a server that refuses for good (no such database): one clear line at once, no waiting',
    { skip: usesPostgresServer() ? false : 'needs a PostgreSQL server: runs in the PostgreSQL pass' },
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = '/lsp_no_such_database';
      const product = startProduct({ PORT: String(await freePort()), DATABASE_URL: url.toString(), DB_STARTUP_WAIT: '60000' });
      started.push(product);
      assert.equal(await product.exited, 69, product.output);
      const lines = product.output.trim().split('\n');
      assert.equal(
        lines.at(-1),
        `Cannot start: PostgreSQL at ${url.hostname}:${url.port || '5432'}/lsp_no_such_database (DATABASE_URL) refuses the API: database "lsp_no_such_database" does not exist`,
      );
      assert.doesNotMatch(product.output, /waiting for PostgreSQL/, 'nothing to wait for');
    },
  );

  it(
    'a database that comes up while it waits: the product starts and answers',
    { skip: usesPostgresServer() ? false : 'needs a PostgreSQL server: runs in the PostgreSQL pass' },
    async () => {
      const real = new URL(process.env.TEST_DATABASE_URL!);
      const database = await createDatabaseOn(real.toString(), 'lsp_startup');
      const proxy = new FreezableProxy({ host: real.hostname, port: Number(real.port || 5432) });
      try {
        proxy.port = await freePort();
        const viaProxy = new URL(database.url);
        viaProxy.hostname = '127.0.0.1';
        viaProxy.port = String(proxy.port);
        const port = await freePort();
        const product = startProduct({ PORT: String(port), DATABASE_URL: viaProxy.toString(), DB_STARTUP_WAIT: '60000' });
        started.push(product);
        await product.shows(`waiting for PostgreSQL at 127.0.0.1:${proxy.port}/`);
        // The database comes up (the port answers now).
        await proxy.start();
        await product.shows('Serving ');
        const health = await fetch(`http://localhost:${port}/api/health`);
        assert.equal(health.status, 200);
        await product.stop();
      } finally {
        await proxy.stop();
        await database.drop();
      }
    },
  );
});
