import { describe, it } from 'node:test';
import type { AdminRuleSetVersion } from '@lsp/contracts';
import { adminDataProvider } from '../support/admin-data-provider.js';
import { productInBrowser, signIn } from '../support/browser.js';
import { fillOpenProjects } from '../support/scale-projects.js';
import { SEED_RULE_SET } from '../support/seed-rule-set.js';

const PROJECTS = 8000;
/** The open projects and the golden fixtures, as the bar counts them, in German numbers (8.013). */
const CHECKED = (PROJECTS + SEED_RULE_SET.goldenFixtures).toLocaleString('de-DE').replace('.', '\\.');

describe('Impact analysis in the backoffice: a progress bar while the job runs, then the report', () => {
  const suite = productInBrowser();

  it(`shows projects done of ${PROJECTS + SEED_RULE_SET.goldenFixtures} and the time left, then the report`, async () => {
    await fillOpenProjects(suite.server, PROJECTS);
    const admin = adminDataProvider(suite.server, await suite.server.tokenFor('admin'));
    const created = (await admin.create<AdminRuleSetVersion>('rule-sets', { data: { key: 'lift-shaft', changeNote: 'Logistik 20 %' } }))
      .data;
    const content = structuredClone(created.content!) as { constants: { costModel: { logisticsPercent: number } } };
    content.constants.costModel.logisticsPercent = 20;
    const draft = (
      await admin.update<AdminRuleSetVersion>('rule-sets', { id: created.id, data: { ...created, content }, previousData: created })
    ).data;

    await suite.visit('impact-progress', async (page) => {
      await page.goto(`/admin/rule-sets/${draft.id}`);
      await signIn(page, 'admin');
      await page.getByTestId('rule-problems').getByText('Keine Probleme').waitFor();
      await page.getByRole('button', { name: 'Auswirkung prüfen' }).click();
      // The bar names what it counts, in German numbers: "1.013 von 8.013 Projekten · noch etwa 4 Sekunden".
      await page.getByRole('progressbar', { name: new RegExp(`^[\\d.]+ von ${CHECKED} Projekten$`) }).waitFor({ timeout: 60_000 });
      await page
        .getByTestId('job-progress')
        .getByText(new RegExp(`von ${CHECKED} Projekten · noch etwa \\d+ Sekunden?`))
        .waitFor();
      const impact = page.getByTestId('rule-impact');
      await impact
        .getByText(`Offene Projekte: ${PROJECTS} geprüft, 0 Produkte geändert, ${PROJECTS} Summen geändert, 0 Fehler`)
        .waitFor({ timeout: 120_000 });
      await page.getByTestId('job-progress').waitFor({ state: 'detached' });
    });
  });
});
