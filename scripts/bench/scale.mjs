// A provider's ten years: 100000 projects (half of them open, with real form values), then through
// HTTP as the backoffice does it: the impact analysis of a draft and the full list export as
// background jobs, each with a customer's calculations running meanwhile (their p99), the export's
// peak resident memory, and the medians of the dashboard and the admin search. Uses the PostgreSQL
// server of BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL in a database of its own
// (dropped after); without one the embedded PGlite, and says so.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProduct } from './product.mjs';

const root = new URL('../../', import.meta.url);
/** The provider's projects; the quick pass (`--quick`, run by CI) fills fewer. */
const projectCount = (quick) => (quick ? 5_000 : 100_000);
const CITIES = ['Berlin', 'Hamburg', 'München', 'Köln', 'Wien', 'Graz', 'Linz', 'Stuttgart', 'Leipzig', 'Dresden'];

/**
 * The list bench's 100000 projects over a year, with form values: golden 01 with the project's
 * name and one of 600 shaft heights, a tenth of them copies of their neighbour (same inputs).
 * Offer numbers on projects past an offer, order numbers past an order; search text as the API writes it.
 */
const fill = (values, first, last) => `
  insert into project (id, name, state, owning_company_id, created_by, created_by_name, created_at, updated_at, updated_by,
                       form_values, rule_set_key, rule_set_version, total_cents, offer_number, order_number, search_text, version)
  select id, name, state, company, creator, creator_name, created, created, creator,
         jsonb_build_array(jsonb_build_object('key', 'projectName', 'value', 'Projekt ' || twin), jsonb_build_object('key', 'shaftHeight', 'value', 20000 + twin % 600 * 100))
           || '${values}'::jsonb,
         'lift-shaft', 1, 300000 + (n % 997) * 100, offer, ordered,
         left(lower(concat_ws(' ', id, offer, ordered, creator_name, name)), 600), 1
  from (
    select n, case when n % 10 = 0 then n - 1 else n end as twin,
      'C' || to_char(timestamptz '2026-01-01' + (n % 365) * interval '1 day', 'YYYYMMDD') || '-' || (n / 365 + 1) as id,
      'Projekt ' || n || ' ' || (array[${CITIES.map((c) => `'${c}'`).join(',')}])[n % 10 + 1] as name,
      (array['DRAFT','DRAFT','DRAFT','SUBMITTED','MESSAGE_FROM_DH','OFFER_CREATED','ORDER_RECEIVED','COMPLETED'])[n % 8 + 1] as state,
      case when n % 8 >= 5 then 'A-2026-' || lpad(n::text, 6, '0') end as offer,
      case when n % 8 >= 6 then 'B-' || n end as ordered,
      case when n % 10 < 4 then 1001 when n % 10 < 7 then 1002 else 1 end as company,
      'someone-' || (n % 50) as creator, 'Planer ' || (n % 50) as creator_name,
      timestamptz '2026-01-01' + (n % 365) * interval '1 day' + (n % 86400) * interval '1 second' as created
    from generate_series(${first}, ${last}) as n
  ) as generated`;

const percentile = (times, p) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? NaN;
};

export async function benchScale({ line, median, quick }) {
  const { signInWithPassword } = await import(new URL('apps/api/dist/auth/password-sign-in.js', root));
  const { createDatabaseOn } = await import(new URL('test/dist/support/test-database.js', root));
  const { freePort } = await import(new URL('test/dist/support/test-server.js', root));
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const database = serverUrl ? await createDatabaseOn(serverUrl, 'lsp_scale') : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lsp-scale-'));
  // The product in a process of its own: its memory is then its own, and the bench's client does
  // not share its event loop. BENCH_PORT: a port of one's own instead of a free one.
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const product = await startProduct({ PORT: String(port), DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) });
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  try {
    line('database', database ? `PostgreSQL server (${new URL(serverUrl).host})` : 'embedded PGlite (set TEST_DATABASE_URL for a server)');
    const token = async (username) =>
      (
        await signInWithPassword({
          issuer: `${product.url}/oidc`,
          clientId: 'lift-planner-web',
          redirectUri: `${product.url}/`,
          username,
          password: 'demo',
          resource: 'urn:lift-planner:api',
        })
      ).access_token;
    const [admin, customer] = [await token('admin'), await token('customer')];
    const golden = JSON.parse(readFileSync(new URL('rules/lift-shaft/golden/01-de-newbuilding-1600x2600.json', root), 'utf8')).request;
    const values = JSON.stringify(golden.formValues.filter((v) => v.key !== 'projectName' && v.key !== 'shaftHeight')).replaceAll(
      "'",
      "''",
    );
    let started = performance.now();
    // In slices: one statement for all would outlast the server's statement timeout.
    const projects = projectCount(quick);
    for (let first = 1; first <= projects; first += 10_000) await product.sql(fill(values, first, Math.min(projects, first + 9_999)));
    await product.sql('analyze project');
    line(`fill ${projects} projects`, `${((performance.now() - started) / 1000).toFixed(1)} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const api = (pathname, bearer, init = {}) =>
      fetch(`${product.url}${pathname}`, {
        ...init,
        headers: { authorization: `Bearer ${bearer}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
      });
    const calculation = JSON.stringify({ formValues: golden.formValues });
    const calculate = async () => {
      const at = performance.now();
      const response = await api('/api/calculation-v1', customer, { method: 'POST', body: calculation });
      if (response.status !== 200) throw new Error(`calculation: ${response.status}`);
      await response.arrayBuffer();
      return performance.now() - at;
    };
    const quiet = [];
    for (let i = 0; i < (quick ? 30 : 100); i++) quiet.push(await calculate());
    line(
      'customer calculation, nothing else running',
      `median ${median(quiet).toFixed(1)} ms, p99 ${percentile(quiet, 0.99).toFixed(1)} ms`,
    );

    /** Runs a job to its end with a customer calculating meanwhile; answers the job, the wall time, the calculations' times and the peak RSS. */
    const whileJobRuns = async (start) => {
      const before = product.rss();
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, product.rss());
      }, 50);
      const at = performance.now();
      const response = await start();
      if (response.status !== 202) throw new Error(`${response.status} ${await response.text()}`);
      let job = await response.json();
      let done = false;
      const poller = (async () => {
        while (job.state !== 'done') {
          if (job.state === 'failed') throw new Error(`the job failed: ${job.error}`);
          await new Promise((resolve) => setTimeout(resolve, 200));
          job = await (await api(`/api/admin/jobs/${job.id}`, admin)).json();
        }
        done = true;
      })();
      const times = [];
      while (!done) {
        times.push(await calculate());
        await Promise.race([poller, Promise.resolve()]);
      }
      await poller;
      clearInterval(sampler);
      return { job, seconds: (performance.now() - at) / 1000, times, peak, before };
    };

    // The export first: its peak memory is then the product's, not what an analysis before it left behind.
    const exported = await whileJobRuns(() =>
      api('/api/admin/project-exports', admin, { method: 'POST', body: JSON.stringify({ format: 'xlsx' }) }),
    );
    line(`list export as a job: ${exported.job.result.rows} rows, ${mb(exported.job.result.bytes)}`, `${exported.seconds.toFixed(1)} s`, {
      text: '< 30 s',
      ok: exported.seconds < 30,
    });
    line(
      `  a customer's calculation meanwhile (${exported.times.length})`,
      `median ${median(exported.times).toFixed(1)} ms, p99 ${percentile(exported.times, 0.99).toFixed(1)} ms`,
      { text: 'p99 < 100 ms', ok: percentile(exported.times, 0.99) < 100 },
    );
    line("  the product's resident memory, peak during the export", `${mb(exported.peak)} (${mb(exported.before)} at its start)`, {
      text: '< 300 MB',
      ok: exported.peak < 300 * 1024 * 1024,
    });

    // Impact analysis of a draft that raises the logistics share: every open project changes.
    const created = await (
      await api('/api/admin/rule-sets', admin, { method: 'POST', body: JSON.stringify({ key: 'lift-shaft', changeNote: 'scale bench' }) })
    ).json();
    const content = structuredClone(created.content);
    content.constants.costModel.logisticsPercent = 20;
    const draft = await (
      await api(`/api/admin/rule-sets/${created.id}`, admin, { method: 'PUT', body: JSON.stringify({ ...created, content }) })
    ).json();
    if (!draft.id) throw new Error(`the draft was not saved: ${JSON.stringify(draft).slice(0, 300)}`);
    const impact = await whileJobRuns(() => api(`/api/admin/rule-sets/${draft.id}/impact`, admin, { method: 'POST' }));
    line(
      `impact analysis: ${impact.job.result.projects.checked} open projects and ${impact.job.result.fixtures.checked} fixtures`,
      `${impact.seconds.toFixed(1)} s`,
      { text: '< 30 s', ok: impact.seconds < 30 },
    );
    line(
      `  a customer's calculation meanwhile (${impact.times.length})`,
      `median ${median(impact.times).toFixed(1)} ms, p99 ${percentile(impact.times, 0.99).toFixed(1)} ms`,
      { text: 'p99 < 100 ms', ok: percentile(impact.times, 0.99) < 100 },
    );
    line("  the product's resident memory, peak during the analysis", `${mb(impact.peak)} (${mb(impact.before)} at its start)`);

    const impactEnded = performance.now();

    const timed = async (label, pathname, bearer, runs, budget) => {
      const first = performance.now();
      const check = async () => {
        const response = await api(pathname, bearer);
        if (response.status !== 200) throw new Error(`${label}: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
      };
      await check();
      const cold = performance.now() - first;
      const times = [];
      for (let i = 0; i < runs; i++) {
        started = performance.now();
        await check();
        times.push(performance.now() - started);
      }
      line(label, `first ${cold.toFixed(1)} ms, median ${median(times).toFixed(1)} ms`, {
        text: `median < ${budget} ms`,
        ok: median(times) < budget,
      });
    };
    const runs = quick ? 10 : 50;
    await timed('dashboard (figures kept up to a minute)', '/api/admin/dashboard', admin, runs, 100);
    const search = (q) =>
      `/api/admin/projects?${new URLSearchParams({ filter: JSON.stringify({ q }), range: '[0,24]', sort: '["createdAt","DESC"]' })}`;
    await timed('admin search by offer number "a-2026-000123"', search('a-2026-000123'), admin, runs, 100);
    await timed('admin search by creator "planer 17"', search('planer 17'), admin, runs, 100);
    await timed('admin search by name "köln"', search('köln'), admin, runs, 100);
    // The pool's threads end 30 s after their last task: then what the analysis took should be back.
    // The quick pass does not wait for them.
    const restSeconds = quick ? 0 : 32;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, restSeconds * 1000 - (performance.now() - impactEnded))));
    const after = await product.memory();
    line(
      `the product ${restSeconds} s after the analysis, after a full collection`,
      `resident ${mb(after.rss)}, heap used ${mb(after.heapUsed)} of ${mb(after.heapTotal)}, external ${mb(after.external)}`,
    );
  } finally {
    await product.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
