// test-runner: postgresql too -- two saves of one project meet at the version the server keeps
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import type { ProjectData } from '@lsp/contracts';
import { animationsEnded, assertAccessible, pickOption, productInBrowser, signIn } from '../support/browser.js';
import { newProject, projectsAs, resave } from '../support/projects.js';
import { type } from './calculator-steps.js';

const SHOTS = path.join(tmpdir(), 'lsp-two-windows');

/**
 * Issue 43, item 6: one person with one project open in two tabs. The second tab's save is told
 * that the project was saved in another window (not "by someone else"), and the person keeps the
 * second tab's entries on top of the first's or discards them; nothing typed is lost unseen and
 * nothing saved is overwritten unseen (docs/calculator-saving.md#two-windows-save-one-project).
 */
describe('Two windows save one project', () => {
  const suite = productInBrowser();
  const saveButton = (page: Page) => page.getByRole('button', { name: 'Speichern', exact: true });
  const saved = (page: Page) =>
    page
      .getByTestId('save-state')
      .filter({ hasText: /^Gespeichert / })
      .waitFor();
  const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Das Projekt wurde inzwischen gespeichert' });
  const HEIGHT = 'Schachthöhe (inkl. Kopf und Grube)';

  /** The project opened in a tab of the signed-in context; the first tab signs in, the second shares its session. */
  async function open(context: BrowserContext, page: Page, id: string): Promise<void> {
    await page.goto(`/calculation/${id}/basic-input`);
    // The first tab meets the sign-in form, the second the calculator at once: whichever comes first, however slowly.
    const signInForm = page.waitForURL(/\/oidc\/interaction\//).then(
      () => true,
      () => false,
    );
    const calculator = field(page, 'Projektname')
      .waitFor()
      .then(
        () => false,
        () => false,
      );
    if (await Promise.race([signInForm, calculator])) await signIn(page, 'customer');
    await field(page, 'Projektname').waitFor();
    assert.equal(context.pages().includes(page), true);
  }

  async function stored(id: string): Promise<ProjectData> {
    return (await (await projectsAs(suite.server, await suite.server.tokenFor('customer')).get(id)).json()) as ProjectData;
  }
  const valueOf = (project: ProjectData, key: string) => project.formValues.find((v) => v.key === key)?.value;

  it("the second tab keeps its entries on top of the first tab's save, or discards them and shows it", () =>
    suite.visit('two-windows', async (tabA, context) => {
      mkdirSync(SHOTS, { recursive: true });
      const customer = projectsAs(suite.server, await suite.server.tokenFor('customer'));
      const { id } = await customer.created(newProject({ projectName: 'Zwei Fenster' }));
      await open(context, tabA, id);
      const tabB = await context.newPage();
      await open(context, tabB, id);

      // Tab B types first and saves last; tab A changes the name too and a field B leaves alone.
      await type(tabB, 'Projektname', 'Fenster B');
      await type(tabB, 'Schachttiefe', '2.800');
      await type(tabA, 'Projektname', 'Fenster A');
      await type(tabA, HEIGHT, '20.000');
      await saveButton(tabA).click();
      await saved(tabA);
      // Told at once, before typing on: this browser's windows hear of each other's saves.
      await tabB
        .getByTestId('saved-elsewhere')
        .filter({ hasText: /^Dieses Projekt wurde gerade in einem anderen Fenster gespeichert \(\d\d:\d\d( MEZ| MESZ)?\)\./ })
        .waitFor();
      assert.equal(await tabA.getByTestId('saved-elsewhere').count(), 0, 'the saving window is not warned of its own save');
      await tabB.screenshot({ path: `${SHOTS}/saved-elsewhere.png` });

      await saveButton(tabB).click();
      await dialog(tabB).waitFor();
      await animationsEnded(tabB);
      assert.match(
        await tabB.getByTestId('save-conflict-who').innerText(),
        /^Sie haben dieses Projekt in einem anderen Fenster gespeichert \(\d\d:\d\d( MEZ| MESZ)?\)\. Ihre Änderungen in diesem Fenster sind noch nicht gespeichert\.$/,
      );
      assert.doesNotMatch(await dialog(tabB).innerText(), /jemand anderem/);
      const row = (key: string) => dialog(tabB).locator(`tr[data-field="${key}"]`);
      const cells = async (key: string) => (await row(key).locator('th, td').allInnerTexts()).map((text) => text.replace(/\s+/g, ' '));
      assert.deepEqual(await cells('projectName'), ['Projektname In beiden geändert – Ihre Eingabe gilt', 'Fenster B', 'Fenster A']);
      assert.deepEqual(await row('shaftDepth').locator('td').allInnerTexts(), ['2.800', '2.600'], 'numbers as the screen writes them');
      assert.deepEqual(await row('shaftHeight').locator('td').allInnerTexts(), ['18.000', '20.000']);
      assert.equal(await row('shaftHeight').getAttribute('data-kind'), 'theirs');
      await dialog(tabB).getByRole('button', { name: 'Verwerfen und gespeicherte Fassung laden' }).waitFor();
      await assertAccessible(tabB, 'the conflict dialog');
      await tabB.screenshot({ path: `${SHOTS}/conflict-dialog.png` });

      // Keep mine: B's name and depth on top of A's height, saved as the next version.
      await dialog(tabB).getByRole('button', { name: 'Meine Änderungen behalten' }).click();
      await dialog(tabB).waitFor({ state: 'detached' });
      await saved(tabB);
      assert.equal(await tabB.getByTestId('saved-elsewhere').count(), 0, 'the warning goes once the entries are on the stored version');
      assert.equal(await field(tabB, HEIGHT).inputValue(), '20.000', "A's height shows in B");
      const kept = await stored(id);
      assert.deepEqual(
        [valueOf(kept, 'projectName'), valueOf(kept, 'shaftDepth'), valueOf(kept, 'shaftHeight'), kept.version],
        ['Fenster B', 2800, 20000, 3],
      );
      await tabB.reload();
      await field(tabB, 'Projektname').waitFor();
      assert.deepEqual(
        [
          await field(tabB, 'Projektname').inputValue(),
          await field(tabB, 'Schachttiefe').inputValue(),
          await field(tabB, HEIGHT).inputValue(),
        ],
        ['Fenster B', '2.800', '20.000'],
      );

      // Discard: A (opened anew) saves a width; B's typed name is dropped and B shows A's save.
      await tabA.reload();
      await field(tabA, 'Projektname').waitFor();
      await type(tabA, 'Schachtbreite', '1.700');
      await saveButton(tabA).click();
      await saved(tabA);
      await type(tabB, 'Projektname', 'Verworfen');
      await saveButton(tabB).click();
      await dialog(tabB).waitFor();
      await dialog(tabB).getByRole('button', { name: 'Verwerfen und gespeicherte Fassung laden' }).click();
      await dialog(tabB).waitFor({ state: 'detached' });
      assert.deepEqual(
        [await field(tabB, 'Projektname').inputValue(), await field(tabB, 'Schachtbreite').inputValue()],
        ['Fenster B', '1.700'],
      );
      await saved(tabB);
      const after = await stored(id);
      assert.deepEqual([valueOf(after, 'projectName'), valueOf(after, 'shaftWidth'), after.version], ['Fenster B', 1700, 4]);
      // The stored version is priced as if opened anew.
      await tabB.getByTestId('quote-total').filter({ hasText: /€/ }).waitFor();
      await tabB.screenshot({ path: `${SHOTS}/after-discard.png` });
    }));

  it("a colleague's save in between is named, and the choice is said in Polish with Polish numbers", () =>
    suite.visit('colleague-between', async (page, context) => {
      const customer = projectsAs(suite.server, await suite.server.tokenFor('customer'));
      const colleagueToken = await suite.server.tokenFor('colleague');
      const project = await customer.created(newProject({ projectName: 'Kollegin' }));
      await open(context, page, project.id);
      await page.getByRole('combobox', { name: 'Sprache' }).click();
      await pickOption(page, { name: 'Polski' });
      await field(page, 'Nazwa projektu').waitFor();
      await type(page, 'Głębokość szybu', '2800');

      // The colleague saves another width through the API meanwhile.
      const theirs = (await (
        await projectsAs(suite.server, colleagueToken).save(resave(project, {}, { shaftWidth: 2000 }))
      ).json()) as ProjectData;
      const colleague = (await (await suite.server.api('/api/user', { token: colleagueToken })).json()) as {
        firstName: string;
        lastName: string;
      };
      await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
      const choice = page.getByRole('dialog', { name: 'Projekt został w międzyczasie zapisany' });
      await choice.waitFor();
      assert.match(
        await page.getByTestId('save-conflict-who').innerText(),
        new RegExp(
          `^${colleague.firstName} ${colleague.lastName} zapisał\\(a\\) w międzyczasie ten projekt \\(\\d\\d:\\d\\d( CET| CEST| MEZ| MESZ)?\\)\\.`,
        ),
      );
      const depth = (await choice.locator('tr[data-field="shaftDepth"]').locator('th, td').allInnerTexts()).map((t) =>
        t.replace(/\s+/g, ' '),
      );
      assert.deepEqual(depth, ['Głębokość szybu Zmienione tylko tutaj', '2 800', '2 600']);
      await choice.getByRole('button', { name: 'Zachowaj moje zmiany' }).click();
      await choice.waitFor({ state: 'detached' });
      await page
        .getByTestId('save-state')
        .filter({ hasText: /^Zapisano/ })
        .waitFor();
      const after = await stored(project.id);
      assert.deepEqual([valueOf(after, 'shaftWidth'), valueOf(after, 'shaftDepth'), after.version], [2000, 2800, theirs.version + 1]);
    }));
});
