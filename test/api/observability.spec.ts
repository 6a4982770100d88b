import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { BackgroundJobView, ProjectData } from '@lsp/contracts';
import { finishedJob } from '../support/jobs.js';
import { startProductProcess, type ProductProcess } from '../support/product-process.js';
import { GOLDEN_FORM_VALUES, newProject, projectsAs } from '../support/projects.js';
import { freePort, startTestServer, type TestServer } from '../support/test-server.js';

const METRICS_TOKEN = 'scrape-me-please-0123456789';

/** The JSON lines of a product's log. */
const logLines = (product: ProductProcess) =>
  product
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const subjectOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string }).sub;

/** One series' value from a scrape (0 when it is not there yet). */
function sample(scrape: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = scrape
    .split('\n')
    .find((row) => (row.startsWith(`${name}{`) || row.startsWith(`${name} `) ? wanted.every((label) => row.includes(label)) : false));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

/**
 * docs/operations.md#logs and #metrics: the product as an operator runs it (its own process, JSON
 * log on standard output, metrics on a port of their own and behind a token on the public one).
 */
describe('Logs and metrics of a running product', () => {
  let server: TestServer;
  let product: ProductProcess;
  let metricsUrl: string;
  let customer: string;
  let home: string;

  before(async () => {
    home = mkdtempSync(path.join(tmpdir(), 'lsp-observability-'));
    server = await startTestServer({ HOME: home });
    customer = await server.tokenFor('customer');
    await server.stop();
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    product = await startProductProcess(
      server,
      { LOG_LEVEL: 'log', LOG_FORMAT: 'json', METRICS_PORT: String(metricsPort), METRICS_TOKEN, HOME: home },
      { captureOutput: true },
    );
  });
  after(async () => {
    await product?.kill();
    await server.close();
    rmSync(home, { recursive: true, force: true });
  });

  it('logs a request as one JSON line found by its request id: route, status, duration, user, company, no token or form values', async () => {
    const response = await server.api('/api/calculation-v1', {
      method: 'POST',
      token: customer,
      headers: { 'content-type': 'application/json', 'x-request-id': 'operator-trace-42' },
      body: JSON.stringify({ formValues: GOLDEN_FORM_VALUES }),
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('x-request-id'), 'operator-trace-42', 'the id is sent back');

    const line = await waitFor(() => logLines(product).find((entry) => entry.reqId === 'operator-trace-42' && entry.status !== undefined));
    assert.equal(line.method, 'POST');
    assert.equal(line.route, '/api/calculation-v1');
    assert.equal(line.status, 200);
    assert.equal(typeof line.durationMs, 'number');
    assert.equal(line.user, subjectOf(customer));
    assert.equal(line.company, 1001);
    const raw = product.output();
    assert.ok(!raw.includes(customer) && !raw.includes(customer.split('.')[2]), 'no access token in the log');
    assert.ok(!JSON.stringify(line).includes('formValues'), 'no form values in the request line');

    // Without an id of the caller's, one is made and sent back, and its line carries it.
    const made = await server.api('/api/health/live');
    const id = made.headers.get('x-request-id');
    assert.match(id ?? '', /^[0-9a-f-]{36}$/);
    const own = await waitFor(() => logLines(product).find((entry) => entry.reqId === id && entry.status !== undefined));
    assert.equal(own.route, '/api/health/live');
  });

  it('serves metrics only on their own port or for the token, and they move after a calculation, a job and a PDF', async () => {
    const publicScrape = await server.api('/metrics');
    assert.ok(!(await publicScrape.text()).includes('planner_'), 'no metrics for the public');
    assert.equal((await server.api('/metrics', { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status, 404);
    const withToken = await server.api('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    assert.equal(withToken.status, 200);
    assert.match(await withToken.text(), /^planner_calculations_total/m);

    const scrape = async () => (await fetch(metricsUrl)).text();
    const before = await scrape();
    for (const series of ['process_resident_memory_bytes', 'nodejs_eventloop_lag_p99_seconds', 'planner_cache_reloads_total']) {
      assert.match(before, new RegExp(`^${series}`, 'm'), series);
    }

    // A save calculates; a PDF prints; the project list export is a background job.
    const project: ProjectData = await projectsAs(server, customer).created(newProject({ projectName: 'Metrics' }));
    const pdf = await server.api(`/api/project/export/${project.id}?format=pdf`, { token: customer });
    assert.equal(pdf.status, 200);
    const admin = await server.tokenFor('admin');
    const started = await server.api('/api/admin/project-exports', {
      method: 'POST',
      token: admin,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ format: 'xlsx' }),
    });
    assert.equal(started.status, 202);
    await finishedJob(server, admin, ((await started.json()) as BackgroundJobView).id);

    const after = await waitFor(async () => {
      const now = await scrape();
      return sample(now, 'planner_jobs_finished_total', { kind: 'project-list-export', outcome: 'done' }) > 0 ? now : undefined;
    });
    const moved = (name: string, labels: Record<string, string> = {}) =>
      assert.ok(sample(after, name, labels) > sample(before, name, labels), `${name} ${JSON.stringify(labels)} moved`);
    moved('planner_calculations_total', { outcome: 'answered' });
    moved('planner_calculation_evaluation_seconds_count');
    moved('planner_pdf_renders_total', { outcome: 'printed' });
    moved('planner_pdf_browser_launches_total');
    moved('planner_job_duration_seconds_count', { kind: 'project-list-export', outcome: 'done' });
    moved('planner_http_request_duration_seconds_count', { route: '/api/project-v1', status: '200' });
    moved('planner_http_request_duration_seconds_count', { route: '/api/project/export/:projectId', status: '200' });
    assert.ok(sample(after, 'planner_jobs', { state: 'done' }) >= 1, 'the queue counts the finished job');
    if (server.config.database.driver === 'postgresql') assert.ok(sample(after, 'planner_db_pool_connections', { state: 'max' }) > 0);
  });
});

async function waitFor<T>(find: () => T | undefined | Promise<T | undefined>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
