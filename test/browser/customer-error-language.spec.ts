import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { ProjectData } from '@lsp/contracts';
import { pickOption, productInBrowser, signIn } from '../support/browser.js';
import { newProject, projectsAs, resave } from '../support/projects.js';
import { fillBasicInput } from './calculator-steps.js';

/** The API's English (docs/api.md) and its state codes: a customer reads neither. */
const ENGLISH = /SUBMITTED|your company can change|the provider has it|cannot|Conflict|\(409\)/;

/**
 * One language per screen (issue 29): a refusal of the server is said in the screen's language
 * from its code, here a delete refused because a colleague handed the project to the provider
 * after the list was loaded.
 */
describe("The customer app says the server's refusals in the screen's language", () => {
  const suite = productInBrowser();

  /** A draft listed in the explorer, then submitted by a colleague before the customer deletes it. */
  const refusedDelete = async (page: Page, name: string, confirm: string): Promise<{ project: ProjectData; text: string }> => {
    const customer = projectsAs(suite.server, await suite.server.tokenFor('customer'));
    const colleague = projectsAs(suite.server, await suite.server.tokenFor('colleague'));
    const project = await customer.created(newProject({ projectName: name, requestType: 'OFFER' }));
    await page.goto(`/?query=${project.id}`);
    const row = page.locator(`tr[data-project-id="${project.id}"]`);
    await row.waitFor();
    const response = await colleague.save(resave(project, { state: 'SUBMITTED' }));
    assert.equal(response.status, 200, await response.clone().text());
    await row.getByRole('button', { name: new RegExp(project.id) }).click();
    await page.getByRole('dialog').getByRole('button', { name: confirm }).click();
    const alert = page.getByRole('alert').filter({ hasText: project.id });
    await alert.waitFor();
    return { project, text: await alert.innerText() };
  };

  it('says in German, then in Polish, why the server refused to delete a project', () =>
    suite.visit('customer-refused-delete', async (page) => {
      await page.goto('/');
      await signIn(page, 'customer');
      await page.getByRole('heading', { name: 'Projekte', level: 1 }).waitFor();
      const german = await refusedDelete(page, 'Übergeben', 'Löschen');
      assert.equal(
        german.text,
        `Projekt ${german.project.id} konnte nicht gelöscht werden: Dieses Projekt liegt beim Anbieter und kann nicht mehr geändert werden.`,
      );
      assert.doesNotMatch(await page.locator('body').innerText(), ENGLISH);

      await page.getByRole('combobox', { name: 'Sprache' }).click();
      await pickOption(page, { name: 'Polski' });
      await page.getByRole('heading', { name: 'Projekty', level: 1 }).waitFor();
      const polish = await refusedDelete(page, 'Przekazany', 'Usuń');
      assert.match(polish.text, new RegExp(`${polish.project.id}.*Projekt jest teraz u dostawcy i nie można go już zmienić\\.$`));
      assert.doesNotMatch(await page.locator('body').innerText(), ENGLISH);
    }));

  it('shows a field problem that only the server found at its field, from its code, in German and then in Polish', () =>
    suite.visit('customer-server-field-problem', async (page) => {
      await page.goto('/calculation/new/basic-input');
      await signIn(page, 'customer');
      // A NUL character (pasted from another program) passes this browser's checks; no database column holds it.
      await fillBasicInput(page, {
        name: 'Halle\u00007',
        postalCode: '80331',
        projectType: 'Neubau',
        position: 'Vertikal',
        height: '18.000',
        width: '1.600',
        depth: '2.600',
      });
      const saved = page.waitForResponse((r) => r.url().includes('/api/project-v1') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Speichern', exact: true }).click();
      const answer = await saved;
      assert.equal(answer.status(), 400);
      const body = (await answer.json()) as { details: { path: string; key: string }[] };
      assert.ok(
        body.details.some((d) => d.key === 'unstorableText' && /^\/formValues\/\d+\/value$/.test(d.path)),
        JSON.stringify(body),
      );

      const name = page.locator('#field-projectName');
      const helper = page.locator('#field-projectName-helper-text');
      await helper.filter({ hasText: /^Enthält ein Zeichen, das nicht gespeichert werden kann$/ }).waitFor();
      assert.equal(await name.getAttribute('aria-invalid'), 'true');
      await page.waitForFunction(() => document.activeElement?.id === 'field-projectName');
      assert.doesNotMatch(await page.locator('body').innerText(), /cannot be stored|invalid fields/);

      // Said from its code, it changes language with the screen.
      await page.getByRole('combobox', { name: 'Sprache' }).click();
      await pickOption(page, { name: 'Polski' });
      await helper.filter({ hasText: /^Zawiera znak, którego nie można zapisać$/ }).waitFor();

      // Corrected, the problem goes and the save goes through.
      await name.click();
      await name.press('ControlOrMeta+a');
      await name.press('Delete');
      await name.pressSequentially('Halle 7');
      assert.equal(await helper.count(), 0);
      const again = page.waitForResponse((r) => r.url().includes('/api/project-v1') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
      assert.equal((await again).status(), 200);
    }));
});
