import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AdminRuleSetVersion, BackgroundJobView, RuleSetImpactReport } from '@lsp/contracts';
import { adminDataProvider } from '../support/admin-data-provider.js';
import { finishedJob, jobNow } from '../support/jobs.js';
import { startProductProcess } from '../support/product-process.js';
import { fillOpenProjects } from '../support/scale-projects.js';
import { SEED_RULE_SET } from '../support/seed-rule-set.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const PROJECTS = 4000;

/**
 * docs/background-jobs.md#background-jobs: an instance that dies in the middle of a job says
 * nothing and gives nothing back. Its heartbeat goes stale and the next instance takes the job
 * over (on PostgreSQL), or the next start takes back what was running (the embedded database).
 */
describe('A background job whose server is killed in the middle is finished by the next start', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer({ JOB_STALE_SECONDS: '3' });
    await fillOpenProjects(server, PROJECTS);
  });
  after(() => server.close());

  it('finishes an impact analysis after SIGKILL of the process running it', async () => {
    const admin = adminDataProvider(server, await server.tokenFor('admin'));
    const created = (await admin.create<AdminRuleSetVersion>('rule-sets', { data: { key: 'lift-shaft', changeNote: 'crash' } })).data;
    const content = structuredClone(created.content!) as { constants: { costModel: { logisticsPercent: number } } };
    content.constants.costModel.logisticsPercent = 30;
    await admin.update<AdminRuleSetVersion>('rule-sets', { id: created.id, data: { ...created, content }, previousData: created });

    // The product in a process of its own, so that it can die as a crash kills it.
    await server.stop();
    const doomed = await startProductProcess(server, { JOB_STALE_SECONDS: '3' });
    let job: BackgroundJobView;
    try {
      const token = await server.tokenFor('admin');
      const response = await server.api(`/api/admin/rule-sets/${created.id}/impact`, { method: 'POST', token });
      assert.equal(response.status, 202, await response.clone().text());
      job = (await response.json()) as BackgroundJobView;
      let seen: BackgroundJobView;
      do {
        seen = await jobNow(server, token, job.id);
        assert.notEqual(seen.state, 'done', 'killed while it runs');
      } while (!(seen.state === 'running' && seen.done > 0));
    } finally {
      await doomed.kill();
    }

    await server.restart();
    const token = await server.tokenFor('admin');
    const left = await jobNow(server, token, job.id);
    assert.notEqual(left.state, 'failed');
    const finished = await finishedJob<RuleSetImpactReport>(server, token, job.id);
    assert.equal(finished.result.projects.checked, PROJECTS);
    assert.equal(finished.result.projects.totalsChanged, PROJECTS);
    assert.equal(finished.done, PROJECTS + SEED_RULE_SET.goldenFixtures);
  });
});
