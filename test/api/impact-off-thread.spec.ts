import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AdminRuleSetVersion, BackgroundJobView, RuleSetImpactReport } from '@lsp/contracts';
import { adminDataProvider } from '../support/admin-data-provider.js';
import { finishedJob, jobNow } from '../support/jobs.js';
import { GOLDEN_FORM_VALUES } from '../support/projects.js';
import { fillOpenProjects } from '../support/scale-projects.js';
import { SEED_RULE_SET } from '../support/seed-rule-set.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const PROJECTS = 4000;

describe('Impact analysis off the request path: a background job evaluated on worker threads', () => {
  let server: TestServer;
  let adminToken: string;
  let customerToken: string;

  before(async () => {
    // A restart takes over what was running at once; a stale heartbeat only matters after a crash.
    server = await startTestServer({ JOB_STALE_SECONDS: '3' });
    adminToken = await server.tokenFor('admin');
    customerToken = await server.tokenFor('customer');
    await fillOpenProjects(server, PROJECTS);
  });
  after(() => server.close());

  const draft = async (logisticsPercent: number) => {
    const admin = adminDataProvider(server, adminToken);
    const created = (await admin.create<AdminRuleSetVersion>('rule-sets', { data: { key: 'lift-shaft', changeNote: 'scale' } })).data;
    const content = structuredClone(created.content!) as { constants: { costModel: { logisticsPercent: number } } };
    content.constants.costModel.logisticsPercent = logisticsPercent;
    return (await admin.update<AdminRuleSetVersion>('rule-sets', { id: created.id, data: { ...created, content }, previousData: created }))
      .data;
  };
  const startImpact = async (id: number | string) => {
    const response = await server.api(`/api/admin/rule-sets/${id}/impact`, { method: 'POST', token: adminToken });
    assert.equal(response.status, 202, await response.clone().text());
    return (await response.json()) as BackgroundJobView;
  };

  it(`keeps answering a customer's calculation while it compares ${PROJECTS} projects`, async () => {
    const version = await draft(20);
    const calculate = async () => {
      const response = await server.api('/api/calculation-v1', {
        method: 'POST',
        token: customerToken,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ formValues: GOLDEN_FORM_VALUES }),
      });
      assert.equal(response.status, 200);
      await response.arrayBuffer();
      return performance.now();
    };
    await calculate();

    const job = await startImpact(version.id);
    const started = performance.now();
    let finished: number | undefined;
    // 4 000 comparisons in 3 ms slices beside three other spec files on two cores: minutes, not seconds.
    const done = finishedJob<RuleSetImpactReport>(server, adminToken, job.id, 300_000).then((view) => {
      finished = performance.now();
      return view;
    });
    // Calculations one after another for as long as the analysis runs: with the evaluation on the
    // API's thread only a few would answer, between batches.
    const answered: number[] = [];
    while (finished === undefined) answered.push(await calculate());
    const report = (await done).result;
    assert.equal(report.projects.checked, PROJECTS);
    assert.equal(report.projects.totalsChanged, PROJECTS);
    const half = started + (finished - started) / 2;
    const late = answered.filter((at) => at > half && at < finished!);
    assert.ok(
      late.length >= 10,
      `calculations answered in the second half of the analysis' ${Math.round(finished - started)} ms: ${late.length} of ${answered.length}`,
    );
  });

  it('shows progress, gives two admins the same job, survives a restart and keeps the report', async () => {
    const version = await draft(25);
    const job = await startImpact(version.id);
    const second = await startImpact(version.id);
    assert.equal(second.id, job.id, 'the same question finds the same job');
    let seen: BackgroundJobView;
    do {
      seen = await jobNow(server, adminToken, job.id);
      assert.notEqual(seen.state, 'done', 'restarted while it runs');
    } while (!(seen.state === 'running' && seen.done > 0));
    assert.equal(seen.total, PROJECTS + SEED_RULE_SET.goldenFixtures);
    assert.ok(seen.done < seen.total);
    assert.equal(typeof seen.secondsLeft, 'number');

    await server.restart();
    const finished = await finishedJob<RuleSetImpactReport>(server, adminToken, job.id);
    assert.equal(finished.result.projects.checked, PROJECTS);
    assert.equal(finished.done, PROJECTS + SEED_RULE_SET.goldenFixtures);
    assert.ok(finished.expiresAt && Date.parse(finished.expiresAt) > Date.now() + 60_000);
    assert.equal((await startImpact(version.id)).id, job.id, 'a finished report is found again while the data is the same');
  });
});
