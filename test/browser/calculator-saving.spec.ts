// test-runner: postgresql too -- saves, refusals and stored values as the server's database keeps them
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { ProjectData, ProjectListAnswer, SupportTicket } from '@lsp/contracts';
import { assertAccessible, productInBrowser, signIn } from '../support/browser.js';
import { screensOnly } from '../support/test-database.js';
import { projectsAs } from '../support/projects.js';
import { publishRulesFailingAt } from '../support/failing-rules.js';
import {
  choose,
  fillBasicInput,
  next,
  projectIdOf,
  savedTab,
  tab,
  type,
  toVentilationComponents,
  typeQuantity,
} from './calculator-steps.js';

/**
 * Issue 21, points 3 to 5, typed key by key as the user test did: a failed calculation is never
 * silent, saving never throws away what the user entered, and the calculator says whether the
 * project is saved and asks before unsaved changes are lost.
 */
describe('The calculator keeps what the user entered', () => {
  const suite = productInBrowser();
  const SHAFT = {
    name: 'Speichertest',
    postalCode: '80331',
    projectType: 'Neubau',
    position: 'Vertikal',
    height: '18.000',
    width: '1.600',
    depth: '2.600',
  };
  const saveButton = (page: Page) => page.getByRole('button', { name: 'Speichern', exact: true });
  const saveState = (page: Page) => page.getByTestId('save-state');
  const candidate = (page: Page, productKey: string) =>
    page.getByTestId('ventilation-candidates').locator(`[data-product-key="${productKey}"]`);
  const quantityField = (page: Page, product: RegExp) => page.getByTestId('ventilation-candidates').getByRole('textbox', { name: product });

  /** A new project saved with 1 × JK-180-HV 470x360 chosen by hand on tab 3 instead of the recommended 360x360. */
  async function projectWith470x360(page: Page): Promise<string> {
    await page.goto('/calculation/new/basic-input');
    await signIn(page, 'customer');
    await toVentilationComponents(page, SHAFT);
    await candidate(page, 'JK-180-HV-360x360').getByTestId('recommended').waitFor();
    await typeQuantity(page, /JK-180-HV 470x360/, '1');
    await candidate(page, 'JK-180-HV-470x360').getByTestId('selected-quantity').filter({ hasText: /^1$/ }).waitFor();
    assert.equal(await candidate(page, 'JK-180-HV-360x360').getByTestId('selected-quantity').innerText(), '0');
    await saveButton(page).click();
    await saveState(page)
      .filter({ hasText: /^Gespeichert \d\d:\d\d( MEZ| MESZ)?$/ })
      .waitFor();
    return projectIdOf(page);
  }

  it('a save with the width 25.000 is refused naming the field; the entry, the chosen 470x360 and the stored project stay', () =>
    suite.visit('saving-refused', async (page) => {
      const id = await projectWith470x360(page);
      await tab(page, 'Basisdaten').click();
      await page.waitForURL(savedTab('basic-input'));
      const width = page.getByRole('textbox', { name: 'Schachtbreite', exact: true });
      await type(page, 'Schachtbreite', '25.000');
      await saveState(page)
        .filter({ hasText: /^Nicht gespeicherte Änderungen/ })
        .waitFor();
      await saveButton(page).click();
      await page
        .getByTestId('save-refused')
        .getByText(/^Nicht gespeichert: Bitte korrigieren Sie zuerst Schachtbreite \(muss zwischen 0 mm und 20\.000 mm liegen\)/)
        .waitFor();
      await page.waitForFunction(() => document.activeElement?.id === 'field-shaftWidth');
      assert.equal(await width.inputValue(), '25.000', 'the invalid entry stays visible');
      // An entry the form refuses is never priced, so it takes nothing back and announces nothing
      // (docs/calculator-saving.md): the 470x360 stays.
      assert.equal(await page.getByTestId('choice-resets').innerText(), '', 'a refused entry resets nothing');
      await assertAccessible(page, 'the calculator with a refused save');

      // Nothing of the refused save reached the server.
      const stored = (await (await projectsAs(suite.server, await suite.server.tokenFor('customer')).get(id)).json()) as ProjectData;
      assert.equal(stored.formValues.find((v) => v.key === 'shaftWidth')?.value, 1600);
      assert.deepEqual(
        stored.products.map((p) => [p.productId, p.quantity]),
        [['1002', 1]],
      );

      // Corrected key by key, the entry keeps the 470x360: the keystrokes on the way (2, 25, 25.00 …) reset nothing.
      await type(page, 'Schachtbreite', '1.600');
      assert.equal(await page.getByTestId('choice-resets').innerText(), '', 'the corrected entry keeps everything');
      await saveButton(page).click();
      await saveState(page)
        .filter({ hasText: /^Gespeichert \d\d:\d\d( MEZ| MESZ)?$/ })
        .waitFor();
      assert.equal(await page.getByTestId('save-refused').count(), 0);
      await tab(page, 'Lüftungskomponenten').click();
      await page.waitForURL(savedTab('ventilation-components'));
      assert.equal(await quantityField(page, /JK-180-HV 470x360/).inputValue(), '1');

      await page.reload();
      await tab(page, 'Lüftungskomponenten').click();
      await page.waitForURL(savedTab('ventilation-components'));
      assert.equal(await quantityField(page, /JK-180-HV 470x360/).inputValue(), '1', 'the chosen 470x360 survives save and reload');
      await candidate(page, 'JK-180-HV-470x360').getByTestId('selected-quantity').filter({ hasText: /^1$/ }).waitFor();
      assert.equal(await candidate(page, 'JK-180-HV-360x360').getByTestId('selected-quantity').innerText(), '0');
    }));

  it('Speichern clicked again after the answer of a new project was lost stores one project, with one Idempotency-Key', () =>
    suite.visit('saving-lost-answer', async (page) => {
      const name = 'Verlorene Antwort';
      await page.goto('/calculation/new/basic-input');
      await signIn(page, 'customer');
      await fillBasicInput(page, { ...SHAFT, name });
      await page.getByTestId('total-lift-area').filter({ hasText: '104.000 mm²' }).waitFor();
      const keys: (string | null)[] = [];
      let dropped = false;
      await page.route(
        (url) => url.pathname === '/api/project-v1',
        async (route) => {
          if (route.request().method() !== 'POST') return route.continue();
          keys.push(route.request().headers()['idempotency-key'] ?? null);
          if (dropped) return route.continue();
          dropped = true;
          // The server stores the project; its answer never arrives.
          await route.fetch();
          await route.abort('connectionreset');
        },
      );
      await saveButton(page).click();
      await page
        .getByTestId('save-error')
        .getByText(/^Das Projekt konnte nicht gespeichert werden\./)
        .waitFor();
      await saveButton(page).click();
      await saveState(page)
        .filter({ hasText: /^Gespeichert \d\d:\d\d( MEZ| MESZ)?$/ })
        .waitFor();
      await page.waitForURL(savedTab('basic-input'));
      assert.equal(keys.length, 2);
      assert.match(keys[0] ?? '', /^[0-9a-f-]{36}$/);
      assert.equal(keys[1], keys[0], "the second attempt sends the first one's key");
      const customer = projectsAs(suite.server, await suite.server.tokenFor('customer'));
      const [projects] = (await (await customer.list(`view=all&count=200&query=${encodeURIComponent(name)}`)).json()) as ProjectListAnswer;
      assert.deepEqual(
        projects.filter((p) => p.name === name).map((p) => p.id),
        [projectIdOf(page)],
        'one project, the one the calculator shows',
      );
      // Saved, the project is updated from now on: no key.
      const update = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/project-v1');
      await saveButton(page).click();
      const sent = await update;
      assert.equal((await sent.response())?.status(), 200);
      assert.equal(sent.headers()['idempotency-key'], undefined);
    }));

  it('a rule that resets the chosen 470x360 after the installation position changed says so, politely and visibly', screensOnly, () =>
    suite.visit('saving-reset-announced', async (page) => {
      const id = await projectWith470x360(page);
      await tab(page, 'Basisdaten').click();
      await page.waitForURL(savedTab('basic-input'));
      const resets = page.getByTestId('choice-resets');
      assert.equal(await resets.getAttribute('aria-live'), 'polite');
      await choose(page, 'Einbaulage', 'Horizontal');
      await resets
        .getByText('Ihre Auswahl 1 × Lamellenklappe JK-180-HV 470x360 wurde zurückgesetzt, weil Sie „Einbaulage“ geändert haben.')
        .waitFor();
      await assertAccessible(page, 'the calculator announcing a reset');
      await tab(page, 'Lüftungskomponenten').click();
      await page.waitForURL(savedTab('ventilation-components'));
      // The notice stays in view on the next tab; the reset choice is what was saved on the way.
      await resets.getByText(/^Ihre Auswahl 1 × Lamellenklappe JK-180-HV 470x360 wurde zurückgesetzt/).waitFor();
      const stored = (await (await projectsAs(suite.server, await suite.server.tokenFor('customer')).get(id)).json()) as ProjectData;
      assert.equal(
        stored.products.some((p) => p.productId === '1002'),
        false,
      );
      await resets.getByRole('button', { name: 'Hinweis schließen' }).click();
      assert.equal(await resets.innerText(), '');
    }),
  );

  it('in English, a wider shaft that outgrows the chosen 470x360 says so with the new area in English numbers', screensOnly, () =>
    suite.visit('saving-reset-english', async (page) => {
      const id = await projectWith470x360(page);
      await page.goto(`/calculation/${id}/basic-input#debugLang=en`);
      await page.reload();
      const width = page.getByRole('textbox', { name: 'Shaft width', exact: true });
      await width.click();
      await width.press('ControlOrMeta+A');
      await width.press('Backspace');
      await width.pressSequentially('2400');
      const resets = page.getByTestId('choice-resets');
      // Still typing: what would happen.
      await resets.getByText(/^Your choice 1 × JK-180-HV louvre flap 470x360 will be reset if you leave the entry like this/).waitFor();
      await width.press('Tab');
      await resets
        .getByText('Your choice 1 × JK-180-HV louvre flap 470x360 was reset because the required ventilation area changed to 156,000 mm².')
        .waitFor();
      await assertAccessible(page, 'the calculator announcing a reset in English');
    }),
  );

  it("shows when the project was saved and that changes are unsaved, in the screen's language and Berlin time, as the PDF", () =>
    suite.visit(
      'saving-state',
      async (page) => {
        const id = await projectWith470x360(page);
        const stored = (await (await projectsAs(suite.server, await suite.server.tokenFor('customer')).get(id)).json()) as ProjectData;
        // Berlin time with its zone named, as the device is in New York (docs/dates.md).
        const time = (language: string) =>
          new Intl.DateTimeFormat(language, {
            hour: '2-digit',
            minute: '2-digit',
            timeZone: 'Europe/Berlin',
            timeZoneName: 'short',
          }).format(new Date(stored.updatedAt));
        assert.equal(await saveState(page).innerText(), `Gespeichert ${time('de')}`);
        await tab(page, 'Basisdaten').click();
        await page.waitForURL(savedTab('basic-input'));
        await page.getByRole('textbox', { name: 'Projektname', exact: true }).press('End');
        await page.getByRole('textbox', { name: 'Projektname', exact: true }).pressSequentially(' 2');
        assert.equal(await saveState(page).innerText(), `Nicht gespeicherte Änderungen (zuletzt gespeichert ${time('de')})`);
        await assertAccessible(page, 'the calculator with unsaved changes');
        await saveButton(page).click();
        await saveState(page)
          .filter({ hasText: /^Gespeichert / })
          .waitFor();

        // A loaded project shows the time it was last saved, from its data; in English the English way.
        const saved = (await (await projectsAs(suite.server, await suite.server.tokenFor('customer')).get(id)).json()) as ProjectData;
        await page.goto(`/calculation/${id}/basic-input#debugLang=en`);
        await page.reload();
        // 24 hours as the English PDF, the zone by its English name, not Intl's "GMT+1" (docs/dates.md).
        const english = `${new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' }).format(
          new Date(saved.updatedAt),
        )} ${time('de').endsWith('MESZ') ? 'CEST' : 'CET'}`;
        await saveState(page)
          .filter({ hasText: `Saved ${english}` })
          .waitFor();
      },
      { timezoneId: 'America/New_York' },
    ));

  it('asks before a reload and before back-navigation with unsaved changes', screensOnly, () =>
    suite.visit('saving-leave', async (page) => {
      await page.goto('/');
      await signIn(page, 'customer');
      await page.getByRole('link', { name: 'Neues Projekt' }).click();
      await page.waitForURL(/\/calculation\/new\/basic-input$/);
      await type(page, 'Projektname', 'Nicht verlieren');

      // In the app: the browser's back button opens the question; staying keeps the entry.
      await page.evaluate(() => history.back());
      const question = page.getByRole('dialog', { name: 'Änderungen nicht gespeichert' });
      await question.waitFor();
      // Judged once it has faded in: half-transparent text has no contrast to speak of.
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('.MuiDialog-container')).every((element) => getComputedStyle(element).opacity === '1'),
      );
      await assertAccessible(page, 'the question before leaving');
      await question.getByRole('button', { name: 'Auf der Seite bleiben' }).click();
      await question.waitFor({ state: 'detached' });
      assert.match(page.url(), /\/calculation\/new\/basic-input$/);
      assert.equal(await page.getByRole('textbox', { name: 'Projektname', exact: true }).inputValue(), 'Nicht verlieren');

      // A reload: the browser's own prompt.
      const prompt = page.waitForEvent('dialog');
      const reloading = page.evaluate(() => location.reload()).catch(() => undefined);
      const dialog = await prompt;
      assert.equal(dialog.type(), 'beforeunload');
      await dialog.dismiss();
      await reloading;
      assert.equal(
        await page.getByRole('textbox', { name: 'Projektname', exact: true }).inputValue(),
        'Nicht verlieren',
        'staying keeps the entry',
      );

      // Header links ask too; leaving without saving goes.
      await page.getByRole('navigation').getByRole('link', { name: 'Simulator' }).click();
      await question.getByRole('button', { name: 'Verlassen ohne Speichern' }).click();
      await page.waitForURL((url) => url.pathname === '/simulator');
      await page.goto('/');

      // Navigation the calculator does itself after a save is not asked about.
      await page.getByRole('link', { name: 'Neues Projekt' }).click();
      await fillBasicInput(page, SHAFT);
      await next(page).click({ modifiers: ['Control'] });
      await page.waitForURL(savedTab('configuration'));
      assert.equal(await question.count(), 0);
    }),
  );

  it('a failed calculation shows its operation code, the field and the support link; Weiter says why it cannot go on', async () => {
    // The provider publishes rules that fail for a shaft height of exactly 111.111 mm.
    const adminToken = await suite.server.tokenFor('admin');
    const publishHeightBand = () => publishRulesFailingAt(suite.server);

    // Published while the user works: the browser still has the rules it loaded, the save meets the new ones on the server.
    await suite.visit('calculation-failed-on-save', async (page) => {
      await page.goto('/calculation/new/basic-input');
      await signIn(page, 'customer');
      await fillBasicInput(page, { ...SHAFT, height: '111.111' });
      await publishHeightBand();
      await saveButton(page).click();
      const failure = page.getByTestId('calculation-failed');
      await failure.getByText('Vorgang BKCC-calculation').waitFor();
      await failure
        .getByTestId('calculation-failed-field')
        .getByText('Ausgelöst durch die Angabe „Schachthöhe (inkl. Kopf und Grube)“.')
        .waitFor();
      await failure.getByRole('button', { name: 'Problem an den Support melden' }).waitFor();
      assert.equal(await page.getByTestId('save-error').count(), 0, 'one message, not a second generic one');
      await saveState(page).filter({ hasText: 'Nicht gespeicherte Änderungen' }).waitFor();
      assert.equal(await page.getByRole('textbox', { name: 'Schachthöhe (inkl. Kopf und Grube)', exact: true }).inputValue(), '111.111');
    });

    await suite.visit('calculation-failed', async (page) => {
      await page.goto('/calculation/new/basic-input');
      await signIn(page, 'customer');
      await fillBasicInput(page, { ...SHAFT, height: '111.111' });
      const failure = page.getByTestId('calculation-failed');
      await failure.getByText('Berechnung fehlgeschlagen').waitFor();
      await failure.getByText('Vorgang BKCC-calculation').waitFor();
      await failure
        .getByTestId('calculation-failed-field')
        .getByText('Ausgelöst durch die Angabe „Schachthöhe (inkl. Kopf und Grube)“.')
        .waitFor();
      await assertAccessible(page, 'the calculator with a failed calculation');

      await next(page).click();
      await page
        .getByTestId('step-blockers')
        .getByText('Weiter ist nicht möglich, weil die Berechnung mit den aktuellen Angaben fehlgeschlagen ist (siehe Meldung oben).')
        .waitFor();
      assert.match(page.url(), /\/calculation\/new\/basic-input$/);
      await page.waitForFunction(() => document.activeElement?.id === 'field-shaftHeight');

      await failure.getByRole('button', { name: 'Problem an den Support melden' }).click();
      await failure.getByTestId('report-sent').waitFor();

      // Another height: the rules run again and the message goes.
      await type(page, 'Schachthöhe (inkl. Kopf und Grube)', '18.000');
      await failure.waitFor({ state: 'detached' });
    });
    const tickets = (await (await suite.server.api('/api/admin/tickets', { token: adminToken })).json()) as SupportTicket[];
    assert.ok(
      tickets.some((ticket) => ticket.description === 'Loading Error with Code BKCC-calculation' && ticket.subject === 'Neues Projekt'),
    );
  });
});
