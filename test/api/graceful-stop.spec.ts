import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { CalculationRequest, InstanceProbe } from '@lsp/contracts';
import { InstanceLifecycle } from '@lsp/api/lifecycle/instance-lifecycle';
import { startTestServer, type TestServer } from '../support/test-server.js';

const repoRoot = new URL('../../../', import.meta.url);
const goldenFolder = new URL('rules/lift-shaft/golden/', repoRoot);
const firstGolden = readdirSync(goldenFolder).filter((name) => name.endsWith('.json'))[0];
const calculation = (JSON.parse(readFileSync(new URL(firstGolden, goldenFolder), 'utf8')) as { request: CalculationRequest }).request;

/** Fails with `what` when `promise` has not settled within `ms`: a stop that hangs is the bug. */
async function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: not done within ${ms} ms`)), ms)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

const until = async (done: () => boolean | Promise<boolean>, what: string, ms = 30_000) => {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const refused = (url: string) =>
  fetch(`${url}/api/health/live`).then(
    () => false,
    () => true,
  );

/** The process and every descendant, from `ps`. */
function processTree(root: number): { pid: number; args: string }[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/)!)
    .map(([, pid, ppid, args]) => ({ pid: Number(pid), ppid: Number(ppid), args }));
  const tree = rows.filter((row) => row.pid === root);
  for (let i = 0; i < tree.length; i++) tree.push(...rows.filter((row) => row.ppid === tree[i].pid));
  return tree.map(({ pid, args }) => ({ pid, args }));
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * docs/operations.md#stopping: a stop turns the instance not ready at once, finishes the requests
 * in hand, hands back its jobs, closes Chromium and the pool, and the process exits, whichever
 * process of the `npm start` chain was told.
 */
describe('Stopping the product', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  it('stops every time when stopped right after its start', async () => {
    // The background tasks of the start (file sweep, sign-in purge, job polls) once took
    // connections from a pool being closed, which then never closed: the stop hung.
    // The embedded database starts in seconds, not in a fraction of one, and never hung so.
    const rounds = server.config.database.driver === 'postgresql' ? 20 : 3;
    for (let round = 1; round <= rounds; round++) {
      await within(30_000, server.restart(), `start ${round}`);
      await within(15_000, server.stop(), `stop ${round} right after the start`);
    }
    await server.restart();
  });

  for (const { link, signal, everywhere } of [
    { link: 'npm', signal: 'SIGTERM', everywhere: true },
    { link: 'scripts/run.cjs', signal: 'SIGINT', everywhere: false },
    { link: 'scripts/run.cjs', signal: 'SIGKILL', everywhere: false },
  ] as const) {
    it(`exits with the whole npm start chain on ${signal} to ${link}`, async (t) => {
      // The chain does not depend on the database: the embedded one's slower start runs one case.
      if (!everywhere && server.config.database.driver !== 'postgresql') return t.skip('run on PostgreSQL');
      await server.stop();
      const port = new URL(server.url).port;
      const npm = spawn('npm', ['start'], {
        cwd: repoRoot.pathname,
        env: {
          ...process.env,
          PORT: port,
          DATA_DIR: server.dataDir,
          LOG_LEVEL: 'error',
          DEMO_PROJECTS: 'false',
          ...(server.config.database.driver === 'postgresql' ? { DATABASE_URL: server.config.database.url } : {}),
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      try {
        await until(async () => (await fetch(`${server.url}/api/health/ready`).catch(() => undefined))?.status === 200, 'ready');
        const chain = processTree(npm.pid!);
        const target = link === 'npm' ? chain[0] : chain.find((p) => p.args.includes('scripts/run.cjs start'));
        assert.ok(target, `${link} in ${JSON.stringify(chain)}`);
        assert.ok(
          chain.some((p) => p.args.includes('apps/api/dist/main.js')),
          `the server in ${JSON.stringify(chain)}`,
        );
        process.kill(target.pid, signal);
        await until(() => chain.every((p) => !alive(p.pid)), `every process of ${JSON.stringify(chain)} gone`, 25_000);
        assert.ok(await refused(server.url), 'nothing answers on the port');
      } finally {
        for (const { pid } of processTree(npm.pid!).reverse()) if (alive(pid)) process.kill(pid, 'SIGKILL');
        await server.restart();
      }
    });
  }
});

describe('A stop with SHUTDOWN_DELAY', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer({ SHUTDOWN_DELAY: '1500' });
  });
  after(() => server.close());

  it('turns not ready at once and finishes the request in hand after the listener closed', async () => {
    const token = await server.tokenFor('customer');
    // Signed in before: the API holds the identity provider's keys, as a serving instance does.
    assert.equal((await server.api('/api/user', { token })).status, 200);
    const ready = await server.api('/api/health/ready');
    assert.equal(ready.status, 200);
    assert.deepEqual(await ready.json(), { ready: true, instance: 'serving', database: 'available' } satisfies InstanceProbe);

    // A calculation whose body arrives in two parts: in hand when the stop begins.
    const body = JSON.stringify(calculation);
    let sendRest: () => void = () => undefined;
    const rest = new Promise<void>((resolve) => (sendRest = resolve));
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode(body.slice(0, 20)));
        await rest;
        controller.enqueue(new TextEncoder().encode(body.slice(20)));
        controller.close();
      },
    });
    const answer = fetch(`${server.url}/api/calculation-v1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const lifecycle = server.running.app.get(InstanceLifecycle);
    await until(() => lifecycle.requestsInFlight === 1, 'the calculation in hand');

    const stopped = server.stop();
    const notReady = await server.api('/api/health/ready');
    assert.equal(notReady.status, 503);
    assert.deepEqual(await notReady.json(), { ready: false, instance: 'stopping' } satisfies InstanceProbe);
    assert.equal((await server.api('/api/health/live')).status, 200, 'alive while it stops');

    await until(() => refused(server.url), 'the listener closed after the delay');
    sendRest();
    const response = await answer;
    assert.equal(response.status, 200, await response.clone().text());
    assert.ok(((await response.json()) as { costs?: unknown }).costs, 'a full calculation');
    await within(15_000, stopped, 'the stop');
  });
});
