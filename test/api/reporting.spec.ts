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
});
