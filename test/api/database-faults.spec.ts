// test-runner: alone -- it times the answers of a frozen database in seconds
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ApiErrorBody, CalculationRequest, Health } from '@lsp/contracts';
import { FreezableProxy } from '../support/freezable-proxy.js';
import { GOLDEN_FORM_VALUES } from '../support/projects.js';
import { createDatabaseOn, usesPostgresServer, type TestDatabase } from '../support/test-database.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const STATEMENT_TIMEOUT_MS = 2_000;
const skip = usesPostgresServer()
  ? false
  : 'needs a PostgreSQL server: runs in the PostgreSQL pass (TEST_DATABASE_URL set, TEST_DB=postgresql)';

/**
 * The API in front of a PostgreSQL server that freezes and stops (issue 30): every wait is bounded,
 * health says so within 2 s, requests that need it answer 503 with Retry-After and a translated key
 * (a calculation, from memory, goes on answering),
 * never 500 and never a hang, and everything recovers without a restart once the server is back.
 * The server sits behind a proxy that the test freezes and stops, so the machine's own PostgreSQL
 * is never touched.
 */
describe('A database that stalls or stops', { skip }, () => {
  let proxy: FreezableProxy;
  let database: TestDatabase & { url: string };
  let server: TestServer;
  let token: string;
  const calculation: CalculationRequest = { formValues: GOLDEN_FORM_VALUES };

  before(async () => {
    const real = new URL(process.env.TEST_DATABASE_URL!);
    database = await createDatabaseOn(real.toString(), 'lsp_faults');
    proxy = new FreezableProxy({ host: real.hostname, port: Number(real.port || 5432) });
    await proxy.start();
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    server = await startTestServer({
      DATABASE_URL: viaProxy.toString(),
      DB_CONNECT_TIMEOUT: '2000',
      DB_STATEMENT_TIMEOUT: String(STATEMENT_TIMEOUT_MS),
    });
    token = await server.tokenFor('customer');
  });
  after(async () => {
    await proxy?.stop();
    await server?.close();
    await database?.drop();
  });

  const timed = async (path: string, init: RequestInit = {}) => {
    const started = performance.now();
    const response = await server.api(path, { token, ...init });
    const body = (await response.json()) as unknown;
    return { status: response.status, body, ms: performance.now() - started, retryAfter: response.headers.get('retry-after') };
  };
  const health = () => timed('/api/health');
  const calculate = () =>
    timed('/api/calculation-v1', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(calculation) });
  const list = () => timed('/api/project-v1?view=all');
  const saveProject = () =>
    timed('/api/project-v1', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'NEW', products: [], formValues: GOLDEN_FORM_VALUES }),
    });

  const assertUnavailable = (answer: Awaited<ReturnType<typeof timed>>, what: string, withinMs: number) => {
    assert.equal(answer.status, 503, `${what}: ${JSON.stringify(answer.body)}`);
    assert.equal((answer.body as ApiErrorBody).message, 'error.database.unavailable', what);
    assert.equal(answer.retryAfter, '5', `${what} says when to ask again`);
    assert.ok(answer.ms < withinMs, `${what} answered in ${Math.round(answer.ms)} ms, within ${withinMs}`);
  };
  /** Asks until the answer is 200, for at most `seconds`. */
  const recovers = async (ask: () => Promise<{ status: number }>, what: string, seconds = 15) => {
    const deadline = Date.now() + seconds * 1000;
    let last = 0;
    while (Date.now() < deadline) {
      last = (await ask()).status;
      if (last === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    assert.fail(`${what} did not recover within ${seconds} s (last ${last})`);
  };

  it('answers normally through the proxy (the faults below are not vacuous)', async () => {
    assert.equal((await health()).status, 200);
    assert.equal((await calculate()).status, 200);
    assert.equal((await list()).status, 200);
  });

  it('a frozen server: health 503 within 2 s, requests 503 within the statement timeout, then recovery', async () => {
    proxy.freeze();
    try {
      const frozenHealth = await health();
      assert.equal(frozenHealth.status, 503);
      assert.equal((frozenHealth.body as Health).database.state, 'unavailable');
      assert.ok(frozenHealth.ms < 2_000, `health answered in ${Math.round(frozenHealth.ms)} ms`);
      const [calculated, listed, saved] = await Promise.all([calculate(), list(), saveProject()]);
      const bound = STATEMENT_TIMEOUT_MS + 2_500;
      // The catalogue is held in memory: a calculation needs no database and goes on answering.
      assert.equal(calculated.status, 200, 'a calculation is answered from memory');
      assertUnavailable(listed, 'the project list', bound);
      assertUnavailable(saved, 'a save', bound);
    } finally {
      proxy.thaw();
    }
    await recovers(health, 'health');
    await recovers(calculate, 'a calculation');
    await recovers(list, 'the project list');
  });

  it('a stopped server: 503s at once, then recovery when it is back, without a restart', async () => {
    await proxy.stop();
    const stoppedHealth = await health();
    assert.equal(stoppedHealth.status, 503);
    assert.equal((stoppedHealth.body as Health).database.state, 'unavailable');
    assert.equal((await calculate()).status, 200, 'a calculation is answered from memory');
    assertUnavailable(await list(), 'the project list', 5_000);
    assertUnavailable(await saveProject(), 'a save', 5_000);
    await proxy.start();
    await recovers(health, 'health');
    await recovers(calculate, 'a calculation');
    await recovers(list, 'the project list');
    assert.equal((await saveProject()).status, 200, 'saving works again');
  });
});
