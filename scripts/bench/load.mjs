// The API under load as a client sees it: requests per second, p50 and p99 of each route at 16
// connections, with autocannon against the product in a process of its own, on the embedded
// PGlite and on a PostgreSQL server (BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL);
// then the server's resident memory and heap at rest and after a minute of calculations (`--quick`: 5 s).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startProduct } from './product.mjs';

const root = new URL('../../', import.meta.url);
const CONNECTIONS = 16;

const load = (options) =>
  new Promise((resolve, reject) => {
    const instance = autocannon({ connections: CONNECTIONS, pipelining: 1, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });

export async function benchLoad({ line, quick }) {
  const { signInWithPassword } = await import(new URL('apps/api/dist/auth/password-sign-in.js', root));
  const { createDatabaseOn } = await import(new URL('test/dist/support/test-database.js', root));
  const { freePort } = await import(new URL('test/dist/support/test-server.js', root));
  // Golden 01 as the app sends it on every step but the first: without the sets compared.
  const { compareAioBasicSets: _compared, ...golden } = JSON.parse(
    readFileSync(new URL('rules/lift-shaft/golden/01-de-newbuilding-1600x2600.json', root), 'utf8'),
  ).request;
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const seconds = quick ? 2 : 10;
  const warmup = quick ? 1 : 3;
  const soak = quick ? 5 : 60;
  for (const kind of serverUrl ? ['pglite', 'postgresql'] : ['pglite']) {
    const database = kind === 'postgresql' ? await createDatabaseOn(serverUrl, 'lsp_load') : undefined;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lsp-load-'));
    const port = await freePort();
    const product = await startProduct({ PORT: String(port), DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) });
    try {
      line(
        `-- ${kind === 'pglite' ? 'embedded PGlite' : `PostgreSQL server (${new URL(serverUrl).host})`}`,
        `${CONNECTIONS} connections, ${seconds} s per route after ${warmup} s not counted`,
      );
      const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
      const memoryLine = (memory) =>
        `resident ${mb(memory.rss)}, heap used ${mb(memory.heapUsed)} of ${mb(memory.heapTotal)}, external ${mb(memory.external)}, array buffers ${mb(memory.arrayBuffers)}`;
      line('memory at rest, after start', memoryLine(await product.memory()));
      const token = (
        await signInWithPassword({
          issuer: `${product.url}/oidc`,
          clientId: 'lift-planner-web',
          redirectUri: `${product.url}/`,
          username: 'customer',
          password: 'demo',
          resource: 'urn:lift-planner:api',
        })
      ).access_token;
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const routes = [
        ['GET /api/health', { url: `${product.url}/api/health` }],
        ['POST /api/calculation-v1', { url: `${product.url}/api/calculation-v1`, method: 'POST', headers, body: JSON.stringify(golden) }],
        [
          'POST /api/calculation-v1 (two sets compared, first step)',
          {
            url: `${product.url}/api/calculation-v1`,
            method: 'POST',
            headers,
            body: JSON.stringify({ ...golden, compareAioBasicSets: true }),
          },
        ],
        [
          'POST /api/project-v1 (a new project each)',
          {
            url: `${product.url}/api/project-v1`,
            method: 'POST',
            headers,
            body: JSON.stringify({ state: 'NEW', products: [], formValues: golden.formValues }),
          },
        ],
        ['GET /api/project-v1 (the list)', { url: `${product.url}/api/project-v1?view=all&count=50`, headers }],
        ['GET /api/product/product-data', { url: `${product.url}/api/product/product-data?companyId=1001`, headers }],
      ];
      let healthRate = 0;
      for (const [label, options] of routes) {
        // A server that serves traffic is warm: its first seconds (JIT compiling the route) are not counted.
        await load({ ...options, duration: warmup });
        const result = await load({ ...options, duration: seconds });
        const failures = result.errors + result.timeouts + result.non2xx;
        if (label.includes('health')) healthRate = result.requests.average;
        const ratio = label.includes('health') ? '' : `, ${((100 * result.requests.average) / healthRate).toFixed(0)} % of health`;
        const target =
          label === 'POST /api/calculation-v1'
            ? {
                text: '>= 1500 req/s, p99 <= 20 ms, 0 failed, >= 40 % of health',
                ok:
                  result.requests.average >= 1500 &&
                  result.latency.p99 <= 20 &&
                  failures === 0 &&
                  result.requests.average >= 0.4 * healthRate,
              }
            : undefined;
        line(
          label,
          `${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${failures} failed${ratio}`,
          target,
        );
      }
      const calculation = routes[1][1];
      const result = await load({ ...calculation, duration: soak });
      const memory = await product.memory();
      line(
        `memory after ${soak} s more of calculations (${result.requests.average.toFixed(0)} req/s)`,
        memoryLine(memory),
        kind === 'postgresql' ? { text: 'resident <= 400 MB', ok: memory.rss <= 400 * 1024 * 1024 } : undefined,
      );
    } finally {
      await product.stop();
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    }
  }
}
