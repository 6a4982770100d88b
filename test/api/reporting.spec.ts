import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MikroORM } from '@mikro-orm/core';
import { reportingSummarySchema, validatorFor, type ReportingSummary } from '@lsp/contracts';
import { newProject, projectsAs, resave } from '../support/projects.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

describe('GET /api/reporting-v1/summary', () => {
  let server: TestServer;
  let adminToken: string;
  const sql = (query: string, params: unknown[] = []) => server.running.app.get(MikroORM).em.fork().getConnection().execute(query, params);
  const summary = async (query = '') => {
    const response = await server.api(`/api/reporting-v1/summary${query}`, { token: adminToken });
    assert.equal(response.status, 200, await response.clone().text());
    return (await response.json()) as ReportingSummary;
  };

  before(async () => {
    server = await startTestServer();
    adminToken = await server.tokenFor('admin');
    const customer = projectsAs(server, await server.tokenFor('customer'));
    const vienna = projectsAs(server, await server.tokenFor('vienna'));
    // Three drafts and one submitted project in the customer's company, one draft in Vienna, one deleted.
    const [a, b, c, d] = [
      await customer.created(),
      await customer.created(),
      await customer.created(newProject({ requestType: 'ORDER' })),
      await customer.created(),
    ];
    await customer.save(resave(c, { state: 'SUBMITTED' }));
    const w = await vienna.created(newProject({ country: 'at', shaftWidth: 2000 }));
    await customer.delete(d.id);
    await sql(`update project set created_at = '2026-09-30T23:59:59Z' where id = ?`, [a.id]);
    await sql(`update project set created_at = '2026-10-01T00:00:00Z' where id in (?, ?)`, [b.id, c.id]);
    await sql(`update project set created_at = '2026-11-15T12:00:00Z' where id = ?`, [w.id]);
  });
  after(() => server.close());

  it('counts projects and sums quoted totals by month of creation and by state, without deleted ones', async () => {
    const result = await summary();
    assert.ok(validatorFor(reportingSummarySchema)(result).ok);
    assert.deepEqual(
      result.months.map((m) => [m.month, m.projects, m.byState.DRAFT.projects, m.byState.SUBMITTED.projects]),
      [
        ['2026-09', 1, 1, 0],
        ['2026-10', 2, 1, 1],
        ['2026-11', 1, 1, 0],
      ],
    );
    assert.equal(result.overall.projects, 4);
    assert.equal(result.overall.byState.SUBMITTED.quotedTotalCents, 409708);
    assert.equal(result.months[0].quotedTotalCents, 409708);
    assert.equal(
      result.overall.quotedTotalCents,
      result.months.reduce((sum, m) => sum + m.quotedTotalCents, 0),
    );
  });

  it('narrows to months (inclusive) and to a company', async () => {
    assert.deepEqual(
      (await summary('?from=2026-10&to=2026-10')).months.map((m) => m.month),
      ['2026-10'],
    );
    assert.equal((await summary('?from=2026-10')).overall.projects, 3);
    assert.equal((await summary('?companyId=1002')).overall.projects, 1);
  });

  it('refuses bad months with 400 and non-staff with 403', async () => {
    for (const query of ['?from=0000-01', '?from=2026-13', '?to=26-10', '?from=2026-11&to=2026-10', '?colour=red']) {
      assert.equal((await server.api(`/api/reporting-v1/summary${query}`, { token: adminToken })).status, 400, query);
    }
    assert.equal((await server.api('/api/reporting-v1/summary', { token: await server.tokenFor('customer') })).status, 403);
    assert.equal((await server.api('/api/reporting-v1/summary')).status, 401);
  });

  it('keeps its tallies equal to counting the projects, through saves, moves, deletes, restores and SQL of its own', async () => {
    const counted = async () =>
      (
        (await sql(
          `select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, state, count(*)::int as projects, coalesce(sum(total_cents), 0)::bigint as total
           from project where deleted_at is null group by 1, 2 order by 1, 2`,
        )) as { month: string; state: string; projects: number; total: string | number }[]
      ).map((r) => [r.month, r.state, Number(r.projects), Number(r.total)]);
    const tallied = async () =>
      (await summary()).months.flatMap((m) =>
        Object.entries(m.byState)
          .filter(([, figures]) => figures.projects > 0)
          .map(([state, figures]) => [m.month, state, figures.projects, figures.quotedTotalCents]),
      );
    const products = async () => {
      // The dashboard reads (and first folds) the product tally.
      assert.equal((await server.api('/api/admin/dashboard', { token: adminToken })).status, 200);
      const direct = (await sql(
        `select pp.product_id, count(distinct pp.project_id)::int as projects, sum(pp.quantity) as quantity from project_product pp
         join project p on p.id = pp.project_id and p.deleted_at is null where pp.product_category_id = 'VENTCOMP' group by 1 order by 1`,
      )) as { product_id: string; projects: number; quantity: number }[];
      const tally = (await sql(
        'select product_id, projects::int as projects, quantity from product_tally where projects > 0 order by 1',
      )) as { product_id: string; projects: number; quantity: number }[];
      assert.deepEqual(
        tally.map((r) => [r.product_id, Number(r.projects), Number(r.quantity)]),
        direct.map((r) => [r.product_id, Number(r.projects), Number(r.quantity)]),
      );
      return direct.length;
    };
    const sorted = (rows: unknown[][]) => rows.map((r) => JSON.stringify(r)).sort();
    const agree = async (step: string) => assert.deepEqual(sorted(await tallied()), sorted(await counted()), step);

    await agree('as the test began');
    assert.ok((await products()) > 0, 'the saved projects quote ventilation components');
    const customer = projectsAs(server, await server.tokenFor('customer'));
    const admin = projectsAs(server, adminToken);
    const project = await customer.created(newProject({ requestType: 'ORDER' }));
    const saved = (await (await customer.save(resave(project, {}, { shaftHeight: 31000 }))).json()) as typeof project;
    await agree('after a new project and a changed one');
    await customer.save(resave(saved, { state: 'SUBMITTED' }));
    const submitted = (await (await admin.get(saved.id)).json()) as typeof project;
    await admin.save(resave(submitted, { state: 'OFFER_CREATED', offerNumber: 'AN-TALLY-1' }));
    await agree('after moves by customer and staff');
    await products();
    const deleted = await customer.created();
    await customer.delete(deleted.id);
    await agree('after a delete');
    await products();
    const restored = await server.api(`/api/admin/projects/${deleted.id}`, {
      method: 'PUT',
      token: adminToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...((await (await server.api(`/api/admin/projects/${deleted.id}`, { token: adminToken })).json()) as object),
        deleted: false,
      }),
    });
    assert.equal(restored.status, 200, await restored.clone().text());
    await agree('after a restore');
    await products();
    // SQL of its own, many rows in one statement: a bulk insert, a bulk change, a delete.
    await sql(`insert into project (id, name, state, owning_company_id, created_by, created_by_name, created_at, updated_at, updated_by, form_values, total_cents, version)
      select 'C20240101-' || n, 'Bulk ' || n, (array['DRAFT','SUBMITTED','COMPLETED'])[n % 3 + 1], 1001, 'bulk', 'Bulk', timestamptz '2024-01-01' + n * interval '9 days',
             now(), 'bulk', '[]'::jsonb, case when n % 4 = 0 then null else n * 1000 end, 1
      from generate_series(1, 120) as n`);
    await agree('after a bulk insert');
    await sql(`update project set total_cents = coalesce(total_cents, 0) + 5, state = 'COMPLETED' where id like 'C20240101-1%'`);
    await agree('after a bulk change');
    await sql(`delete from project where id like 'C20240101-2%'`);
    await agree('after a delete with SQL');
    await products();
  });
});
