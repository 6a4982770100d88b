// test-runner: alone -- it cuts, freezes and refuses the database's connections and times the answers in seconds
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { ApiErrorBody, CalculationRequest, Health, ProjectData, ProjectListAnswer } from '@lsp/contracts';
import { FreezableProxy } from '../support/freezable-proxy.js';
import { GOLDEN_FORM_VALUES, newProject, resave } from '../support/projects.js';
import { createDatabaseOn, usesPostgresServer, type TestDatabase } from '../support/test-database.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const STATEMENT_TIMEOUT_MS = 2_000;
const CONNECT_TIMEOUT_MS = 2_000;
/** DB_REQUEST_TIMEOUT: the most one request waits on the database in all, getting a connection included. */
const REQUEST_WAIT_MS = 2_500;
/** What a 503 may take beyond that bound on a busy 2-core machine: the HTTP round trip and the handler's own work. */
const ANSWER_MARGIN_MS = 1_500;
/** The pool's size (orm.ts). */
const POOL_MAX = 10;
const skip = usesPostgresServer()
  ? false
  : 'needs a PostgreSQL server: runs in the PostgreSQL pass (TEST_DATABASE_URL set, TEST_DB=postgresql)';

interface Answer {
  status: number;
  body: unknown;
  ms: number;
  retryAfter: string | null;
  /** The create was made before: the answer is its project. */
  replayed: boolean;
  what: string;
}

/**
 * The API in front of a PostgreSQL server that flaps (issues 30 and 40): every connection cut 50
 * times under load, frozen, refusing. Every wait is bounded (health within 2 s, a request within
 * DB_REQUEST_TIMEOUT), requests that need the database answer 503 with Retry-After and a translated
 * key, calculations (from memory) go on answering, nothing is a 500 or a hang, no acknowledged save
 * is lost, a create retried with its Idempotency-Key is stored once, and after every fault the pool
 * is whole again within seconds, without a restart. The server sits behind a proxy of the test's
 * own, so the machine's PostgreSQL itself is never touched.
 */
describe('A database that flaps, stalls or stops', { skip }, () => {
  let proxy: FreezableProxy;
  let database: TestDatabase & { url: string };
  let server: TestServer;
  let token: string;
  const calculation: CalculationRequest = { formValues: GOLDEN_FORM_VALUES };
  /** Every answer the test got while a fault was on, to check they are all honest. */
  const answers: Answer[] = [];

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
      DB_CONNECT_TIMEOUT: String(CONNECT_TIMEOUT_MS),
      DB_STATEMENT_TIMEOUT: String(STATEMENT_TIMEOUT_MS),
      DB_REQUEST_TIMEOUT: String(REQUEST_WAIT_MS),
    });
    token = await server.tokenFor('customer');
  });
  after(async () => {
    await proxy?.stop();
    await server?.close();
    await database?.drop();
  });

  const timed = async (what: string, path: string, init: RequestInit = {}): Promise<Answer> => {
    const started = performance.now();
    const response = await server.api(path, { token, ...init });
    const body = (await response.json()) as unknown;
    return {
      status: response.status,
      body,
      ms: performance.now() - started,
      retryAfter: response.headers.get('retry-after'),
      replayed: response.headers.get('idempotent-replayed') === 'true',
      what,
    };
  };
  const health = () => timed('health', '/api/health');
  const calculate = () =>
    timed('a calculation', '/api/calculation-v1', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(calculation),
    });
  const list = () => timed('the project list', '/api/project-v1?view=all');
  const get = (id: string) => timed('a project', `/api/project-v1/${id}`);
  const save = (body: unknown, idempotencyKey?: string) =>
    timed(idempotencyKey ? 'a create' : 'an update', '/api/project-v1', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      body: JSON.stringify(body),
    });

  /** A 503 that says what it is and when to ask again, within the one bound. */
  const assertHonest = (answer: Answer) => {
    if (answer.status === 200) return;
    assert.equal(answer.status, 503, `${answer.what}: ${answer.status} ${JSON.stringify(answer.body)}`);
    if (answer.what === 'health') return;
    assert.equal((answer.body as ApiErrorBody).message, 'error.database.unavailable', answer.what);
    assert.equal(answer.retryAfter, '5', `${answer.what} says when to ask again`);
    assert.ok(
      answer.ms < REQUEST_WAIT_MS + ANSWER_MARGIN_MS,
      `${answer.what} answered 503 after ${Math.round(answer.ms)} ms, beyond ${REQUEST_WAIT_MS} ms and the margin`,
    );
  };
  const unavailable = (answer: Answer, withinMs = REQUEST_WAIT_MS + ANSWER_MARGIN_MS) => {
    assert.equal(answer.status, 503, `${answer.what}: ${JSON.stringify(answer.body)}`);
    assertHonest(answer);
    assert.ok(answer.ms < withinMs, `${answer.what} answered in ${Math.round(answer.ms)} ms, within ${withinMs}`);
  };
  /** Asks until the answer is 200, for at most `seconds`. */
  const recovers = async (ask: () => Promise<Answer>, what: string, seconds = 15) => {
    const deadline = Date.now() + seconds * 1000;
    let last: Answer | undefined;
    while (Date.now() < deadline) {
      last = await ask();
      assertHonest(last);
      if (last.status === 200) return last;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    assert.fail(`${what} did not recover within ${seconds} s (last ${last?.status})`);
  };

  /** The pool as health reports it. */
  const pool = async () => ((await health()).body as Health).database.pool!;

  /**
   * The pool is whole: it holds no connection the server does not know (a leaked one), and all of
   * its connections can be in use at once: as many projects read at once as the pool has room
   * for all answer, within the time a few reads take.
   */
  const poolIsWhole = async (what: string) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const reported = await pool();
      const backends = await serverBackends();
      // Idle connections may be closing meanwhile: the pool never counts more than the server has.
      if (reported.open <= backends && reported.waiting === 0) break;
      if (Date.now() > deadline) assert.fail(`${what}: the pool counts ${reported.open} connections, the server has ${backends}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const started = performance.now();
    const reads = await Promise.all(Array.from({ length: POOL_MAX * 2 }, () => list()));
    assert.deepEqual(
      reads.map((r) => r.status),
      reads.map(() => 200),
      `${what}: ${POOL_MAX * 2} reads at once all answer`,
    );
    const ms = performance.now() - started;
    assert.ok(ms < CONNECT_TIMEOUT_MS, `${what}: ${POOL_MAX * 2} reads at once took ${Math.round(ms)} ms`);
    const after = await pool();
    assert.ok(after.open <= POOL_MAX, `${what}: at most ${POOL_MAX} connections, got ${after.open}`);
  };

  /** The API's pooled connections the server has (its LISTEN connections and the health check's aside). */
  const serverBackends = async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      const name = new URL(database.url).pathname.slice(1);
      const { rows } = await client.query<{ count: string }>(
        `select count(*) from pg_stat_activity where datname = $1 and application_name = 'lift-planner'`,
        [name],
      );
      return Number(rows[0].count);
    } finally {
      await client.end();
    }
  };

  it('answers normally through the proxy (the faults below are not vacuous)', async () => {
    assert.equal((await health()).status, 200);
    assert.equal((await calculate()).status, 200);
    assert.equal((await list()).status, 200);
    await poolIsWhole('before any fault');
  });

  it('every connection cut 50 times under load: only honest 503s, calculations answer, nothing acknowledged lost, the pool whole again', async () => {
    let storming = true;
    /** What each customer was last told about its project: id and version. */
    const acknowledged = new Map<string, number>();
    /** Every create: its key, its project's name, and whether it was answered 200. */
    const creates: { key: string; name: string; status: number }[] = [];
    const customer = async (n: number) => {
      let project: ProjectData | undefined;
      let reload: string | undefined;
      for (let round = 0; storming; round++) {
        answers.push(await calculate());
        answers.push(await list());
        if (reload) {
          const loaded = await get(reload);
          answers.push(loaded);
          if (loaded.status === 200) [project, reload] = [loaded.body as ProjectData, undefined];
          continue;
        }
        if (!project) {
          const key = randomUUID();
          const name = `storm ${key}`;
          const created = await save(newProject({ projectName: name }), key);
          answers.push(created);
          creates.push({ key, name, status: created.status });
          if (created.status === 200) project = created.body as ProjectData;
        } else {
          const base = project.name.split(' · ')[0];
          const updated = await save(resave(project, {}, { projectName: `${base} · ${n}.${round}` }));
          answers.push(updated);
          // A 503 leaves the outcome open: the customer reloads before changing it again.
          if (updated.status === 200) project = updated.body as ProjectData;
          else [project, reload] = [undefined, project.id];
        }
        if (project) acknowledged.set(project.id, project.version);
      }
    };
    const load = Promise.all(Array.from({ length: 6 }, (_, n) => customer(n)));
    const cutsStarted = proxy.cutConnections;
    try {
      for (let cut = 0; cut < 50; cut++) {
        await new Promise((resolve) => setTimeout(resolve, 300 + (cut % 5) * 100));
        proxy.cut();
      }
    } finally {
      storming = false;
      await load;
    }
    const during = answers.splice(0);
    const tally = new Map<string, number>();
    for (const a of during) tally.set(`${a.what} ${a.status}`, (tally.get(`${a.what} ${a.status}`) ?? 0) + 1);
    console.log(`storm answers: ${[...tally].map(([k, v]) => `${k}: ${v}`).join(', ')}`);
    for (const answer of during) assertHonest(answer);
    const failed = during.filter((a) => a.status !== 200);
    const calculations = during.filter((a) => a.what === 'a calculation');
    assert.ok(proxy.cutConnections - cutsStarted >= 50, `the storm cut ${proxy.cutConnections - cutsStarted} connections`);
    assert.ok(failed.length > 0, 'the storm made some requests fail (else it tested nothing)');
    assert.deepEqual(
      calculations.filter((a) => a.status !== 200).map((a) => `${a.status} after ${Math.round(a.ms)} ms`),
      [],
      'a calculation needs no database',
    );

    await recovers(health, 'health');
    await recovers(list, 'the project list');
    await poolIsWhole('after the storm');

    // Nothing acknowledged is lost.
    for (const [id, version] of acknowledged) {
      const stored = await get(id);
      assert.equal(stored.status, 200, `acknowledged project ${id} is there`);
      assert.ok((stored.body as ProjectData).version >= version, `project ${id} keeps at least version ${version}`);
    }
    // A create that failed, retried with its key, is stored once, whether or not the first got through.
    let replayed = 0;
    for (const create of creates.filter((c) => c.status !== 200)) {
      const retried = await save(newProject({ projectName: create.name }), create.key);
      assert.equal(retried.status, 200, `the retried create ${create.name}: ${JSON.stringify(retried.body)}`);
      if (retried.replayed) replayed++;
    }
    const [all, more] = (await timed('all projects', '/api/project-v1?view=all&count=200')).body as ProjectListAnswer;
    assert.equal(more, false, 'every project is on the page');
    for (const create of creates) {
      // Updates add to the name; the key in it is the create's own.
      const named = all.filter((p) => p.name.startsWith(create.name));
      assert.equal(named.length, 1, `one project ${create.name}, got ${named.length}`);
    }
    console.log(
      `storm: ${during.length} answers, ${failed.length} honest 503s (slowest ${Math.round(Math.max(...failed.map((a) => a.ms)))} ms), ` +
        `${calculations.length} calculations all 200, ${acknowledged.size} projects acknowledged, ${creates.filter((c) => c.status !== 200).length} failed creates retried ` +
        `(${replayed} of them stored by the first try: cut between commit and answer)`,
    );
  });

  it('a frozen server: health 503 within 2 s, requests 503 within the one bound, then recovery', async () => {
    proxy.freeze();
    try {
      const frozenHealth = await health();
      assert.equal(frozenHealth.status, 503);
      assert.equal((frozenHealth.body as Health).database.state, 'unavailable');
      assert.ok(frozenHealth.ms < 2_000, `health answered in ${Math.round(frozenHealth.ms)} ms`);
      // More requests at once than the pool has room for, and probes between them: none waits
      // beyond the one bound (a probe holds no pooled connection).
      const probes = Promise.all(Array.from({ length: 3 }, () => health()));
      const [calculated, lists, saved] = await Promise.all([
        calculate(),
        Promise.all(Array.from({ length: POOL_MAX + 5 }, () => list())),
        save(newProject({ projectName: 'frozen' }), randomUUID()),
      ]);
      for (const probe of await probes) assert.ok(probe.ms < 2_000, `a probe answered in ${Math.round(probe.ms)} ms`);
      // The catalogue is held in memory: a calculation needs no database and goes on answering.
      assert.equal(calculated.status, 200, 'a calculation is answered from memory');
      for (const listed of lists) unavailable(listed);
      unavailable(saved);
      const slowest = Math.max(...lists.map((a) => a.ms), saved.ms);
      console.log(
        `frozen: the slowest of ${lists.length + 1} requests answered 503 after ${Math.round(slowest)} ms (bound ${REQUEST_WAIT_MS} ms)`,
      );
    } finally {
      proxy.thaw();
    }
    await recovers(health, 'health', 5);
    await recovers(calculate, 'a calculation', 5);
    await recovers(list, 'the project list', 5);
    await poolIsWhole('after the freeze');
  });

  it('a stopped server: 503s at once, then recovery when it is back, without a restart', async () => {
    await proxy.stop();
    const stoppedHealth = await health();
    assert.equal(stoppedHealth.status, 503);
    assert.equal((stoppedHealth.body as Health).database.state, 'unavailable');
    assert.equal((await calculate()).status, 200, 'a calculation is answered from memory');
    unavailable(await list(), CONNECT_TIMEOUT_MS);
    unavailable(await save(newProject({ projectName: 'refused' }), randomUUID()), CONNECT_TIMEOUT_MS);
    await proxy.start();
    await recovers(health, 'health', 5);
    await recovers(calculate, 'a calculation', 5);
    await recovers(list, 'the project list', 5);
    assert.equal((await save(newProject({ projectName: 'after the refusal' }))).status, 200, 'saving works again');
    await poolIsWhole('after the refusal');
  });
});
