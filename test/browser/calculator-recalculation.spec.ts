// test-runner: postgresql too -- a publish reaches open drafts through the database's notices
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MikroORM } from '@mikro-orm/core';
import type { AdminRuleSetVersion } from '@lsp/contracts';
import { productInBrowser, signIn } from '../support/browser.js';
import { newProject, projectsAs } from '../support/projects.js';

/**
 * A draft last calculated with an older rule-set version is recalculated on opening and the user
 * is told what changed (issue 8, item 7; docs/design.md#submitted-projects). The backoffice publishes the
 * lift-shaft rules again as version 2; the project's row says version 1 calculated it, when 1 %
 * was still offered in Germany.
 */
describe('The calculator recalculates a draft of an older rule-set version', () => {
  const suite = productInBrowser();

  async function publishVersion2(): Promise<void> {
    const token = await suite.server.tokenFor('admin');
    const post = async (path: string, body: unknown) => {
      const response = await suite.server.api(`/api/admin/rule-sets${path}`, {
        method: 'POST',
        token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      assert.ok(response.status < 300, `${path} answered ${response.status}: ${await response.clone().text()}`);
      return (await response.json()) as AdminRuleSetVersion;
    };
    const created = await post('', { key: 'lift-shaft', changeNote: 'Republished for the test' });
    // An unchanged draft is refused (docs/rules.md): a test case renamed changes no calculation.
    const content = structuredClone(created.content!) as { tests: { name: string }[] };
    content.tests[0].name = `${content.tests[0].name} (version 2)`;
    const updated = await suite.server.api(`/api/admin/rule-sets/${created.id}`, {
      method: 'PUT',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...created, content }),
    });
    assert.equal(updated.status, 200, await updated.clone().text());
    const draft = (await updated.json()) as AdminRuleSetVersion;
    const published = await post(`/${draft.id}/publish`, { version: draft.version });
    assert.equal(published.ruleSetVersion, 2);
  }

  it('lists the values and quantities that changed', async () => {
    const { server } = suite;
    const project = await projectsAs(server, await server.tokenFor('customer')).created(newProject({ projectName: 'Alte Regeln' }));
    await publishVersion2();
    const formValues = project.formValues.map((v) => (v.key === 'liftAreaPercentage' ? { key: v.key, value: '1_0_PERCENT' } : v));
    const connection = server.running.app.get(MikroORM).em.fork().getConnection();
    await connection.execute('update project set rule_set_version = 1, form_values = ? where id = ?', [
      JSON.stringify(formValues),
      project.id,
    ]);
    await suite.visit('recalculated', async (page) => {
      await page.goto(`/calculation/${project.id}/basic-input`);
      await signIn(page, 'customer');
      const notice = page.getByTestId('recalculated');
      // The first calculator after signing in loads cold; with four spec files on two cores that took over 15 s.
      await notice
        .getByText('mit Regelwerk-Version 1 berechnet und mit der aktuellen Version 2 neu berechnet')
        .waitFor({ timeout: 60_000 });
      await notice.getByText('Lüftungsfläche (Anteil der Schachtgrundfläche): 1,0 % → 2,5 % (Bauordnung)').waitFor();
    });
  });

  it("names a total that today's prices changed, and says nothing changed only when nothing did", async () => {
    const { server } = suite;
    const customer = projectsAs(server, await server.tokenFor('customer'));
    const unchanged = await customer.created(newProject({ projectName: 'Gleiche Preise' }));
    const repriced = await customer.created(newProject({ projectName: 'Neue Preise' }));
    const before = repriced.totalCents!;
    // Staff raise a price after the draft was saved: the stored total is the old one.
    const connection = server.running.app.get(MikroORM).em.fork().getConnection();
    await connection.execute(`update project set total_cents = total_cents - 1234 where id = ?`, [repriced.id]);
    await suite.visit('recalculated-prices', async (page) => {
      await page.goto(`/calculation/${repriced.id}/basic-input`);
      await signIn(page, 'customer');
      const notice = page.getByTestId('recalculated');
      await notice.getByText('Dieses Projekt wurde mit den heutigen Preisen neu berechnet.').waitFor();
      const euro = (cents: number) =>
        new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\s/g, ' ');
      const total = (await notice.getByTestId('recalculated-total').innerText()).replace(/\s/g, ' ');
      assert.equal(total, `Gesamtpreis (netto): ${euro(before - 1234)} → ${euro(before)}`);

      await page.goto(`/calculation/${unchanged.id}/basic-input`);
      await page.getByTestId('quote-total').waitFor();
      await page.waitForFunction(() => document.querySelector('[data-testid="quote-panel"] [aria-busy="true"]') === null);
      assert.equal(await page.getByTestId('recalculated').count(), 0, 'same rules, same prices: no notice');
    });
  });
});
