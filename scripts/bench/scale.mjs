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
/** The provider's projects; the quick pass (`--quick`, run by CI) fills fewer; `--million` (opt-in) fills 1 000 000. */
const projectCount = (quick, million) => (million ? 1_000_000 : quick ? 5_000 : 100_000);
const CITIES = ['Berlin', 'Hamburg', 'München', 'Köln', 'Wien', 'Graz', 'Linz', 'Stuttgart', 'Leipzig', 'Dresden'];
const STREETS = [
  'Lindenstraße',
  'Hauptstraße',
  'Bahnhofstraße',
  'Schillerstraße',
  'Mühlweg',
  'Gartenstraße',
  'Am Anger',
  'Königsallee',
  'Ringstraße',
  'Seestraße',
  'Goethestraße',
];
const FIRST_NAMES = [
  'Katrin',
  'Thomas',
  'Anna',
  'Jürgen',
  'Sabine',
  'Michael',
  'Petra',
  'Stefan',
  'Monika',
  'Andreas',
  'Julia',
  'Łukasz',
  'Zoë',
];
const LAST_NAMES = [
  'Gruber',
  'Müller',
  'Schmidt',
  'Huber',
  'Weiß',
  'Wagner',
  'Becker',
  'Hoffmann',
  'Schäfer',
  'Koch',
  'Bauer',
  'Nowak',
  'Strauß',
];
/** Customers of the provider besides the seed's three; with the seed's, every project's company has a name. */
const COMPANIES = [
  'Aufzugbau Gruber GmbH',
  'Liftservice Wien Süd GmbH',
  'Schindler & Söhne Aufzüge KG',
  'Aufzüge Weiß GmbH',
  'Hebetechnik Nord AG',
  'Liftbau Müller GmbH',
  'Aufzugswartung Österreich GmbH',
  'Fördertechnik Strauß e.K.',
  'Liftservice Graz GmbH',
  'Aufzugbau Köln GmbH',
  'Kraków Windy Sp. z o.o.',
  'Aufzugtechnik Dresden GmbH',
];
const sqlText = (text) => `'${text.replaceAll("'", "''")}'`;
const sqlArray = (values) => `(array[${values.map(sqlText).join(',')}])`;

/**
 * The provider's projects over a year, with form values: golden 01 with the project's name and one
 * of 600 shaft heights, a tenth of them copies of their neighbour (same inputs). Names with streets
 * and cities, creators with first and last names, fifteen companies. Offer numbers on projects past
 * an offer, order numbers past an order. The search text is written by the database's own trigger (day counts from 2: the saved template is the first),
 * exactly as for a saved project (company name included); the product lines are those of a project
 * saved through the API (`template`), so the dashboard's component figures count real rows.
 */
const fill = (values, first, last, companies) => `
  insert into project (id, name, state, owning_company_id, created_by, created_by_name, created_at, updated_at, updated_by,
                       form_values, rule_set_key, rule_set_version, total_cents, offer_number, order_number, version)
  select id, name, state, company, creator, creator_name, created, created, creator,
         jsonb_build_array(jsonb_build_object('key', 'projectName', 'value', 'Projekt ' || twin), jsonb_build_object('key', 'shaftHeight', 'value', 20000 + twin % 600 * 100))
           || '${values}'::jsonb,
         'lift-shaft', 1, 300000 + (n % 997) * 100, offer, ordered, 1
  from (
    select n, case when n % 10 = 0 then n - 1 else n end as twin,
      'C' || to_char(timestamptz '2026-01-01' + (n % 365) * interval '1 day', 'YYYYMMDD') || '-' || (n / 365 + 2) as id,
      ${sqlArray(STREETS)}[n % ${STREETS.length} + 1] || ' ' || (n % 97 + 1) || ', ' || ${sqlArray(CITIES)}[n / 7 % ${CITIES.length} + 1] || ' – Projekt ' || n as name,
      (array['DRAFT','DRAFT','DRAFT','SUBMITTED','MESSAGE_FROM_DH','OFFER_CREATED','ORDER_RECEIVED','COMPLETED'])[n % 8 + 1] as state,
      case when n % 8 >= 5 then 'A-2026-' || lpad(n::text, 6, '0') end as offer,
      case when n % 8 >= 6 then 'B-' || n end as ordered,
      (array[${companies.join(',')}])[n % ${companies.length} + 1] as company,
      'someone-' || (n % 500) as creator,
      ${sqlArray(FIRST_NAMES)}[n % 500 % ${FIRST_NAMES.length} + 1] || ' ' || ${sqlArray(LAST_NAMES)}[n % 500 / ${FIRST_NAMES.length} % ${LAST_NAMES.length} + 1] as creator_name,
      timestamptz '2026-01-01' + (n % 365) * interval '1 day' + (n % 86400) * interval '1 second' as created
    from generate_series(${first}, ${last}) as n
  ) as generated`;

/** The saved template's product lines for the projects of one slice. */
const fillProducts = (template, first, last) => `
  insert into project_product (project_id, position, product_id, product_category_id, quantity, price_cents, description)
  select p.id, t.position, t.product_id, t.product_category_id, t.quantity, t.price_cents, t.description
  from generate_series(${first}, ${last}) as n
  join project p on p.id = 'C' || to_char(timestamptz '2026-01-01' + (n % 365) * interval '1 day', 'YYYYMMDD') || '-' || (n / 365 + 2)
  cross join (select * from project_product where project_id = ${sqlText(template)}) as t`;

const percentile = (times, p) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? NaN;
};

export async function benchScale({ line, median, quick, million = false }) {
  const { signInWithPassword } = await import(new URL('apps/api/dist/auth/password-sign-in.js', root));
  const { createDatabaseOn } = await import(new URL('test/dist/support/test-database.js', root));
  const { freePort } = await import(new URL('test/dist/support/test-server.js', root));
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const database = serverUrl ? await createDatabaseOn(serverUrl, 'lsp_scale') : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lsp-scale-'));
  // The product in a process of its own: its memory is then its own, and the bench's client does
  // not share its event loop. BENCH_PORT: a port of one's own instead of a free one.
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  if (million && !database) throw new Error('a million projects need a PostgreSQL server: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  // Statements of the fill (10 000 projects each, then VACUUM) may take longer than the product's 10 s.
  const product = await startProduct({
    PORT: String(port),
    DATA_DIR: dataDir,
    DB_STATEMENT_TIMEOUT: '600000',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
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
    let [admin, customer] = [await token('admin'), await token('customer')];
    // Fresh tokens before each run: on a busy machine ten exports and five analyses outlasted a token (401).
    const renewTokens = async () => {
      [admin, customer] = [await token('admin'), await token('customer')];
    };
    const golden = JSON.parse(readFileSync(new URL('rules/lift-shaft/golden/01-de-newbuilding-1600x2600.json', root), 'utf8')).request;
    const values = JSON.stringify(golden.formValues.filter((v) => v.key !== 'projectName' && v.key !== 'shaftHeight')).replaceAll(
      "'",
      "''",
    );
    let started = performance.now();
    // In slices: one statement for all would outlast the server's statement timeout.
    const projects = projectCount(quick, million);
    // A project saved through the API: its product lines are every bench project's.
    const saved = await fetch(`${product.url}/api/project-v1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'NEW', products: [], formValues: golden.formValues }),
    });
    if (saved.status !== 200) throw new Error(`the template project was not saved: ${saved.status} ${await saved.text()}`);
    const template = (await saved.json()).id;
    const companyIds = [1, 1001, 1002];
    for (const [i, name] of COMPANIES.entries()) {
      await product.sql(
        `insert into company (id, name, country, version, created_at, updated_at) values (${5001 + i}, ${sqlText(name)}, 'de', 1, now(), now())`,
      );
      companyIds.push(5001 + i);
    }
    for (let first = 1; first <= projects; first += 10_000) {
      const last = Math.min(projects, first + 9_999);
      await product.sql(fill(values, first, last, companyIds));
      await product.sql(fillProducts(template, first, last));
    }
    // What autovacuum does on a server that has run a while: the trigram index's pending list merged, statistics gathered.
    await product.sql(`select gin_clean_pending_list('project_search_trgm_index')`).catch(() => undefined);
    await product.sql('vacuum analyze project').catch(() => product.sql('analyze project'));
    await product.sql('analyze project_product');
    const [{ lines }] = await product.query('select count(*)::int as lines from project_product');
    line(`fill ${projects} projects (${lines} product lines)`, `${((performance.now() - started) / 1000).toFixed(1)} s`);
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

    // The product's resting size (its resident size after 3 s without work): at the start, before
    // each job and at the end, so memory that does not come back shows.
    const rest = async () => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      return product.rss();
    };
    const rests = [await rest()];

    // The dashboard, the list and the searches: after the jobs, or first at a million projects,
    // where the jobs take the better part of an hour on a shared machine (and the figures are wanted
    // from every run). Searches leave garbage that only a job's end gives back (docs/memory.md).
    const searches = async () => {
      await renewTokens();
      /** A call's times: the first one (nothing kept from before) and `runs` more; p95 over all of them. */
      const timed = async (label, pathname, bearer, runs, budget) => {
        const check = async () => {
          const at = performance.now();
          const response = await api(pathname, bearer);
          if (response.status !== 200) throw new Error(`${label}: ${response.status} ${await response.text()}`);
          await response.arrayBuffer();
          return { ms: performance.now() - at, range: response.headers.get('content-range') };
        };
        const first = await check();
        const times = [first.ms];
        for (let i = 0; i < runs; i++) times.push((await check()).ms);
        const hits = first.range ? `, ${first.range.split('/')[1]} hits` : '';
        line(
          `${label}${hits}`,
          `first ${first.ms.toFixed(1)} ms, median ${median(times).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`,
          { text: `p95 < ${budget} ms`, ok: percentile(times, 0.95) < budget },
        );
      };
      const runs = quick ? 10 : 50;
      await timed('dashboard (tallies, no cache)', '/api/admin/dashboard', admin, runs, 100);
      const search = (q) =>
        `/api/admin/projects?${new URLSearchParams({ filter: JSON.stringify({ q }), range: '[0,24]', sort: '["createdAt","DESC"]' })}`;
      await timed(
        'admin list, newest first',
        `/api/admin/projects?${new URLSearchParams({ range: '[0,24]', sort: '["createdAt","DESC"]' })}`,
        admin,
        runs,
        100,
      );
      for (const q of [
        'a-2026-000125',
        'katrin gruber',
        'Gruber  Katrin',
        'lindenstrasse',
        'lindenstraße wien',
        'liftservice wien',
        'aufzugbau',
        'gmbh',
        'strauss',
        'müller',
        '%',
      ])
        await timed(`admin search "${q}"`, search(q), admin, runs, 100);
    };
    if (million) await searches();

    // Ten exports, then five impact analyses, in a row on one process: every peak, and the
    // product's resting size before each. The quick pass runs two and one.
    const exportRuns = million ? 3 : quick ? 2 : 10;
    const impactRuns = million ? 1 : quick ? 1 : 5;
    const exportPeaks = [];
    for (let run = 1; run <= exportRuns; run++) {
      await renewTokens();
      rests.push(await rest());
      const exported = await whileJobRuns(() =>
        api('/api/admin/project-exports', admin, { method: 'POST', body: JSON.stringify({ format: 'xlsx' }) }),
      );
      exportPeaks.push(exported.peak);
      const { rows, matched, bytes } = exported.job.result;
      if (rows !== projects + 1 || matched !== rows)
        throw new Error(`the export wrote ${rows} of ${matched} rows, not all ${projects + 1}`);
      line(`list export ${run}: ${rows} of ${matched} rows, ${mb(bytes)}`, `${exported.seconds.toFixed(1)} s`, {
        text: '< 30 s',
        ok: exported.seconds < 30,
      });
      line(
        `  a customer's calculation meanwhile (${exported.times.length})`,
        `median ${median(exported.times).toFixed(1)} ms, p99 ${percentile(exported.times, 0.99).toFixed(1)} ms`,
        { text: 'p99 < 100 ms', ok: percentile(exported.times, 0.99) < 100 },
      );
      line('  peak resident memory', `${mb(exported.peak)} (${mb(rests.at(-1))} at rest before)`, {
        text: '< 300 MB',
        ok: exported.peak < 300 * 1024 * 1024,
      });
    }

    // Impact analysis of a draft that raises the logistics share: every open project changes.
    const created = await (
      await api('/api/admin/rule-sets', admin, { method: 'POST', body: JSON.stringify({ key: 'lift-shaft', changeNote: 'scale bench' }) })
    ).json();
    let draft = created;
    const impactPeaks = [];
    for (let run = 1; run <= impactRuns; run++) {
      await renewTokens();
      // Each run a draft of its own content: the same question would get the same (finished) job.
      const content = structuredClone(draft.content);
      content.constants.costModel.logisticsPercent = 20 + run;
      draft = await (
        await api(`/api/admin/rule-sets/${created.id}`, admin, { method: 'PUT', body: JSON.stringify({ ...draft, content }) })
      ).json();
      if (!draft.id) throw new Error(`the draft was not saved: ${JSON.stringify(draft).slice(0, 300)}`);
      rests.push(await rest());
      const impact = await whileJobRuns(() => api(`/api/admin/rule-sets/${draft.id}/impact`, admin, { method: 'POST' }));
      impactPeaks.push(impact.peak);
      line(
        `impact analysis ${run}: ${impact.job.result.projects.checked} open projects, ${impact.job.result.fixtures.checked} fixtures`,
        `${impact.seconds.toFixed(1)} s`,
        { text: '< 30 s', ok: impact.seconds < 30 },
      );
      line(
        `  a customer's calculation meanwhile (${impact.times.length})`,
        `median ${median(impact.times).toFixed(1)} ms, p99 ${percentile(impact.times, 0.99).toFixed(1)} ms`,
        { text: 'p99 < 100 ms', ok: percentile(impact.times, 0.99) < 100 },
      );
      line('  peak resident memory', `${mb(impact.peak)} (${mb(rests.at(-1))} at rest before)`, {
        text: '< 300 MB',
        ok: impact.peak < 300 * 1024 * 1024,
      });
    }
    const impactEnded = performance.now();
    line('export peaks in a row', exportPeaks.map(mb).join(', '), {
      text: 'each < 300 MB',
      ok: exportPeaks.every((peak) => peak < 300 * 1024 * 1024),
    });
    line('analysis peaks in a row', impactPeaks.map(mb).join(', '));

    if (!million) await searches();
    // The product gives memory back a second after a job and after the pool's threads end: 32 s on,
    // what the analysis took should be back. The quick pass does not wait.
    const restSeconds = quick ? 0 : 32;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, restSeconds * 1000 - (performance.now() - impactEnded))));
    const resting = product.rss();
    line('resting resident size at the start, before each run, and at the end', [...rests, resting].map(mb).join(', '), {
      text: 'end within 20 % of the first',
      ok: resting <= rests[0] * 1.2,
    });
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
