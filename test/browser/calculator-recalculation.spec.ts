import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { MikroORM } from '@mikro-orm/core';
import { asNewVisitor, launchBrowser, signIn, type TestBrowser } from '../support/browser.js';
import { newProject, projectsAs } from '../support/projects.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/**
 * A draft last calculated with an older rule-set version is recalculated on opening and the user
 * is told what changed (issue 8, item 7; design.md section 7). The server publishes the lift-shaft
 * rules as version 2; the project's row says version 1 calculated it, when 1 % was still offered in Germany.
 */
describe('The calculator recalculates a draft of an older rule-set version', () => {
  let server: TestServer;
  let chromium: TestBrowser;
  const rulesDir = mkdtempSync(path.join(tmpdir(), 'lsp-rules-'));

  before(async () => {
    [server, chromium] = await Promise.all([startTestServer(), launchBrowser()]);
    cpSync(server.config.rulesDir, rulesDir, { recursive: true });
    const file = path.join(rulesDir, 'lift-shaft', 'lift-shaft.rule-set.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), version: 2 }));
    // Read on the first calculation, which comes after this.
    server.config.rulesDir = rulesDir;
  });

  after(async () => {
    await chromium?.close();
    await server?.close();
    rmSync(rulesDir, { recursive: true, force: true });
  });

  it('lists the values and quantities that changed', async () => {
    const project = await projectsAs(server, await server.tokenFor('customer')).created(newProject({ projectName: 'Alte Regeln' }));
    const formValues = project.formValues.map((v) => (v.key === 'liftAreaPercentage' ? { key: v.key, value: '1_0_PERCENT' } : v));
    const connection = server.running.app.get(MikroORM).em.fork().getConnection();
    await connection.execute('update project set rule_set_version = 1, form_values = ? where id = ?', [JSON.stringify(formValues), project.id]);
    await asNewVisitor(chromium.browser, server.url, 'recalculated', async (page) => {
      await page.goto(`/calculation/${project.id}/basic-input`);
      await signIn(page, 'customer');
      const notice = page.getByTestId('recalculated');
      await notice.getByText('mit Regelwerk-Version 1 berechnet und mit der aktuellen Version 2 neu berechnet').waitFor();
      await notice.getByText('Lüftungsfläche (Anteil der Schachtgrundfläche): 1,0 % → 2,5 % (Bauordnung)').waitFor();
    });
  });
});
