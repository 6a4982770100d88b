// The project list (`GET /api/project-v1`, docs/design.md#http-api) with 100000 projects: median and p95 of whole HTTP calls
// (token check, query, JSON) against the running product. Uses the PostgreSQL server of
// BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL in a database of its own (dropped
// after); without one it uses the embedded PGlite and says so.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The list's size; the quick pass (`--quick`, run by CI) fills fewer. */
const projectCount = (quick) => (quick ? 5_000 : 100_000);
const CITIES = ['Berlin', 'Hamburg', 'München', 'Köln', 'Wien', 'Graz', 'Linz', 'Stuttgart', 'Leipzig', 'Dresden'];

/** Projects over a year, 40 % of them the demo customer's company, a fifth of those created by the customer. */
const fill = (count) => `
  insert into project (id, name, state, owning_company_id, created_by, created_by_name, created_at, updated_at, updated_by,
                       form_values, rule_set_key, rule_set_version, total_cents, search_text, version)
  select id, name, state, company, creator, 'Bench', created, created, creator, '[]'::jsonb, 'lift-shaft', 1, 300000 + (n % 997) * 100,
         lower(id || ' ' || name), 1
  from (
    select n,
      'C' || to_char(timestamptz '2026-01-01' + (n % 365) * interval '1 day', 'YYYYMMDD') || '-' || (n / 365 + 1) as id,
      'Projekt ' || n || ' ' || (array[${CITIES.map((c) => `'${c}'`).join(',')}])[n % 10 + 1] as name,
      (array['DRAFT','DRAFT','DRAFT','SUBMITTED','MESSAGE_FROM_DH','OFFER_CREATED','ORDER_RECEIVED','COMPLETED'])[n % 8 + 1] as state,
      case when n % 10 < 4 then 1001 when n % 10 < 7 then 1002 else 1 end as company,
      case when n % 10 < 4 and n % 5 = 0 then $1 else 'someone-' || (n % 50) end as creator,
      timestamptz '2026-01-01' + (n % 365) * interval '1 day' + (n % 86400) * interval '1 second' as created
    from generate_series(1, ${count}) as n
  ) as generated`;

export async function benchProjectList({ line, median, quick }) {
  const { loadAppConfig } = await import(new URL('../../apps/api/dist/config/app-config.js', import.meta.url));
  const { startServer } = await import(new URL('../../apps/api/dist/server.js', import.meta.url));
  const { signInWithPassword } = await import(new URL('../../apps/api/dist/auth/password-sign-in.js', import.meta.url));
  const { MikroORM } = await import('@mikro-orm/core');
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const { createDatabaseOn } = await import(new URL('../../test/dist/support/test-database.js', import.meta.url));
  const database = serverUrl ? await createDatabaseOn(serverUrl, 'lsp_bench') : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lsp-bench-'));
  const { freePort } = await import(new URL('../../test/dist/support/test-server.js', import.meta.url));
  const port = await freePort();
  const config = loadAppConfig({
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    DEMO_PROJECTS: 'false',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  const running = await startServer(config);
  try {
    line('database', database ? `PostgreSQL server (${new URL(serverUrl).host})` : 'embedded PGlite (set TEST_DATABASE_URL for a server)');
    const token = async (username) =>
      (
        await signInWithPassword({
          issuer: config.oidc.issuerUrl,
          clientId: config.oidc.webClientId,
          redirectUri: `${config.publicUrl}/`,
          username,
          password: 'demo',
          resource: 'urn:lift-planner:api',
        })
      ).access_token;
    const [admin, customer] = [await token('admin'), await token('customer')];
    const customerId = JSON.parse(Buffer.from(customer.split('.')[1], 'base64url').toString()).sub;
    const connection = running.app.get(MikroORM).em.fork().getConnection();
    let started = performance.now();
    await connection.execute(fill(projectCount(quick)).replace('$1', `'${customerId}'`));
    await connection.execute('analyze project');
    line(`fill ${projectCount(quick)} projects`, `${((performance.now() - started) / 1000).toFixed(1)} s`);
    // The embedded database fills on this thread: the server's keep-alive timers ran out meanwhile
    // and close the sign-in's idle sockets as soon as they run; let them, before fetch reuses one.
    await new Promise((resolve) => setTimeout(resolve, 100));

    const queries = [
      ['admin, all, first page of 50', admin, 'view=all&first=0&count=50'],
      ['admin, all, page at offset 5000', admin, 'view=all&first=5000&count=50'],
      ['customer, company (40000), first page', customer, 'view=own_company&count=50'],
      ['customer, own (8000), third page', customer, 'view=own&first=100&count=50'],
      ['customer, search by id "C20260315"', customer, 'query=C20260315&count=50'],
      ['customer, search by name "köln"', customer, 'query=k%C3%B6ln&count=50'],
      ['admin, search by a whole id', admin, 'query=C20260704-77'],
    ];
    const runs = quick ? 20 : 200;
    for (const [label, bearer, query] of queries) {
      const call = async () => {
        const response = await fetch(`${running.url}/api/project-v1?${query}`, { headers: { authorization: `Bearer ${bearer}` } });
        if (response.status !== 200) throw new Error(`${label}: ${response.status} ${await response.text()}`);
        return (await response.json())[0].length;
      };
      for (let i = 0; i < 5; i++) await call();
      const times = [];
      let rows = 0;
      for (let i = 0; i < runs; i++) {
        started = performance.now();
        rows = await call();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const p95 = times[Math.ceil(times.length * 0.95) - 1];
      line(`list: ${label} (${rows} rows)`, `median ${median(times).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms`, {
        text: 'p95 <= 20 ms',
        ok: p95 <= 20,
      });
    }
  } finally {
    await running.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
