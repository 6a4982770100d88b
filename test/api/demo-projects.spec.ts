import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ProjectData } from '@lsp/contracts';
import { DemoProjects } from '@lsp/api/projects/demo-projects';
import { projectsAs } from '../support/projects.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/** `npm start` shows a planner with projects in every state the provider works through. */
describe('Demo projects of the embedded setup', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer({ DEMO_PROJECTS: 'true' });
  });

  after(() => server?.close());

  it('saves the seven demo projects as their owners, moved along the states by owner and admin, priced with the current rules', async () => {
    const admin = projectsAs(server, await server.tokenFor('admin'));
    const [summaries, more] = await admin.page('view=all&count=50');
    assert.equal(more, false);
    assert.equal(summaries.length, 7);
    const states = summaries.map((s) => s.state).sort();
    assert.deepEqual(states, ['DRAFT', 'DRAFT', 'MESSAGE_FROM_DH', 'OFFER_CREATED', 'ORDER_RECEIVED', 'SUBMITTED', 'SUBMITTED']);
    const projects = await Promise.all(summaries.map(async (s) => (await (await admin.get(s.id)).json()) as ProjectData));
    const byName = new Map(projects.map((p) => [p.name, p]));
    assert.equal(byName.get('Klinikum Nord, Bettenhaus')?.offerNumber, 'A-2026-0815');
    assert.equal(byName.get('Klinikum Nord, Bettenhaus')?.createdByName, 'Erika Musterfrau');
    assert.deepEqual(
      [byName.get('Bürohaus Hafenkante')?.offerNumber, byName.get('Bürohaus Hafenkante')?.orderNumber],
      ['A-2026-0702', 'B-2026-0311'],
    );
    assert.equal(byName.get('Wohnbau Favoriten')?.owningCompany?.id, 1002);
    for (const project of projects) {
      assert.ok(project.totalCents !== null && project.totalCents > 0, `${project.name} is priced`);
      assert.equal(project.ruleSet?.key, 'lift-shaft');
    }
  });

  it("shows each customer only the company's demo projects", async () => {
    const [own] = await projectsAs(server, await server.tokenFor('customer')).page('view=all&count=50');
    assert.equal(own.length, 5);
    const [vienna] = await projectsAs(server, await server.tokenFor('vienna')).page('view=all&count=50');
    assert.deepEqual(vienna.map((s) => s.name).sort(), ['Gemeindebau Simmering', 'Wohnbau Favoriten']);
  });

  it('never seeds again once the planner holds projects, deleted ones included', async () => {
    const customer = projectsAs(server, await server.tokenFor('customer'));
    const [own] = await customer.page('view=all&count=50');
    const draft = own.find((s) => s.state === 'DRAFT')!;
    assert.equal((await customer.delete(draft.id)).status, 204);
    assert.equal(await server.running.app.get(DemoProjects).seedOnce(), 0);
    const [after] = await customer.page('view=all&count=50');
    assert.equal(after.length, 4, 'the deleted demo project stays deleted');
  });
});
