import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MikroORM } from '@mikro-orm/core';
import type { AdminRuleSetVersion, RuleSetImpactReport } from '@lsp/contracts';
import { adminDataProvider } from '../support/admin-data-provider.js';
import { GOLDEN_FORM_VALUES } from '../support/projects.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const PROJECTS = 4000;

/**
 * `PROJECTS` open projects, each with form values of its own (a project name, a shaft height), so
 * no two share an evaluation; a tenth are copies of another (same inputs, evaluated once).
 */
export async function fillOpenProjects(server: TestServer, count = PROJECTS): Promise<void> {
  const connection = server.running.app.get(MikroORM).em.fork().getConnection();
  const [company] = await connection.execute<{ id: number }[]>('select id from company order by id limit 1');
  const values = JSON.stringify(GOLDEN_FORM_VALUES.filter((v) => v.key !== 'projectName' && v.key !== 'shaftHeight')).replaceAll("'", "''");
  await connection.execute(`
    insert into project (id, name, state, owning_company_id, created_by, created_by_name, created_at, updated_at, updated_by,
                         form_values, rule_set_key, rule_set_version, total_cents, search_text, version)
    select 'C20250101-' || n, 'Scale ' || n, 'DRAFT', ${company!.id}, 'filler', 'Filler', now(), now(), 'filler',
           jsonb_build_array(jsonb_build_object('key', 'projectName', 'value', 'Scale ' || (case when n % 10 = 0 then n - 1 else n end)),
                             jsonb_build_object('key', 'shaftHeight', 'value', 20000 + (case when n % 10 = 0 then n - 1 else n end) % 300 * 100))
             || '${values}'::jsonb,
           'lift-shaft', 1, 300000, 'c20250101-' || n || ' scale ' || n, 1
    from generate_series(1, ${count}) as n`);
}

describe('Impact analysis off the request path: rule evaluation in worker threads', () => {
  let server: TestServer;
  let adminToken: string;
  let customerToken: string;

  before(async () => {
    server = await startTestServer();
    adminToken = await server.tokenFor('admin');
    customerToken = await server.tokenFor('customer');
    await fillOpenProjects(server);
  });
  after(() => server.close());

  it(`keeps answering a customer's calculation while it compares ${PROJECTS} projects`, async () => {
    const admin = adminDataProvider(server, adminToken);
    const created = (await admin.create<AdminRuleSetVersion>('rule-sets', { data: { key: 'lift-shaft', changeNote: 'scale' } })).data;
    const content = structuredClone(created.content!) as { constants: { costModel: { logisticsPercent: number } } };
    content.constants.costModel.logisticsPercent = 20;
    const draft = (await admin.update<AdminRuleSetVersion>('rule-sets', { id: created.id, data: { ...created, content }, previousData: created })).data;

    const calculate = async () => {
      const response = await server.api('/api/calculation-v1', {
        method: 'POST', token: customerToken, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ formValues: GOLDEN_FORM_VALUES }),
      });
      assert.equal(response.status, 200);
      await response.arrayBuffer();
      return performance.now();
    };
    await calculate();

    const started = performance.now();
    let finished: number | undefined;
    const impact = server.api(`/api/admin/rule-sets/${draft.id}/impact`, { method: 'POST', token: adminToken }).then(async (response) => {
      finished = performance.now();
      return { status: response.status, body: (await response.json()) as RuleSetImpactReport };
    });
    // Calculations one after another for as long as the analysis runs: on a blocked event loop
    // none would answer in the second half of its run.
    const answered: number[] = [];
    while (finished === undefined) answered.push(await calculate());
    const { status, body } = await impact;
    assert.equal(status, 200, JSON.stringify(body));
    assert.equal(body.projects.checked, PROJECTS);
    assert.equal(body.projects.totalsChanged, PROJECTS);
    const half = started + (finished - started) / 2;
    const late = answered.filter((at) => at > half && at < finished!);
    assert.ok(late.length >= 3, `calculations answered in the second half of the analysis' ${Math.round(finished - started)} ms: ${late.length} of ${answered.length}`);
  });
});
