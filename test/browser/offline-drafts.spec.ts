import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { ProjectData, ProjectListAnswer } from '@lsp/contracts';
import { adminDataProvider } from '../support/admin-data-provider.js';
import { productInBrowser, signIn } from '../support/browser.js';
import { assertFitsPhone } from '../support/phone.js';
import { newProject, projectsAs, resave } from '../support/projects.js';
import { choose, fillBasicInput, next, type } from './calculator-steps.js';

const SHOTS = path.join(tmpdir(), 'lsp-offline-drafts');
const KEPT = 'Auf diesem Gerät gespeichert – wird gesendet, sobald eine Verbindung besteht';

/** Waits until the service worker controls the page, which it does from the next load on. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Until the device keeps the rule set, product data and prices a calculation needs offline. */
async function keptForOffline(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      if (!(await indexedDB.databases()).some((db) => db.name === 'lsp-device')) return false;
      const names = await new Promise<string[]>((resolve) => {
        const open = indexedDB.open('lsp-device');
        open.onsuccess = () => {
          const all = open.result.transaction('copies').objectStore('copies').getAllKeys();
          all.onsuccess = () => {
            open.result.close();
            resolve((all.result as [string, string][]).map(([, name]) => name));
          };
        };
        open.onerror = () => resolve([]);
      });
      return ['rule-set:1001', 'product-data:1001', 'prices:1001:EUR'].every((name) => names.includes(name));
    },
    undefined,
    { timeout: 30_000, polling: 200 },
  );
}

/** Types `text` into the field and saves: without a connection the save goes into the device's outbox. */
async function keptOnDevice(page: Page, label: string, text: string): Promise<void> {
  await type(page, label, text);
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await page.getByTestId('save-state').filter({ hasText: KEPT }).waitFor();
}

/** The panel's total once nothing is on its way. */
async function panelTotal(page: Page): Promise<string> {
  const panel = page.getByTestId('quote-panel');
  await panel.getByTestId('quote-total').waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="quote-panel"] [aria-busy="true"]') === null);
  return (await panel.getByTestId('quote-total').innerText()).replace(/\s+/g, ' ').trim();
}

const draftPath = (step: string) => new RegExp(`/calculation/draft-[0-9a-f-]{36}/${step}$`);

/**
 * Issue 46, item 3 (docs/offline.md#drafts-saved-offline): a project saved offline is kept in the
 * device's outbox, survives a reload offline, is listed in the explorer, and reaches the server once
 * the connection is back.
 */
/**
 * A saved project the customer opened online once in this browser (so the device keeps it and it
 * opens offline too), after a first visit to the list that kept what a calculation needs.
 */
async function openedOnceOnline(page: Page, customer: ReturnType<typeof projectsAs>, projectName: string) {
  const created = await customer.created(newProject({ projectName }));
  await page.goto('/');
  await signIn(page, 'customer');
  await page.getByRole('heading', { name: 'Projekte', level: 1 }).waitFor();
  await controlled(page);
  await keptForOffline(page);
  await page.goto(`/calculation/${created.id}/basic-input`);
  await page.getByRole('textbox', { name: 'Projektname', exact: true }).waitFor();
  return created;
}

describe('Drafts saved offline', () => {
  const suite = productInBrowser();

  /** A list price changed in the backoffice, as the provider does. */
  async function raiseFlapPrice(euros: number): Promise<void> {
    const admin = adminDataProvider(suite.server, await suite.server.tokenFor('admin'));
    const product = (
      await admin.getList<{ id: number; productKey: string; price: number }>('products', {
        pagination: { page: 1, perPage: 50 },
        sort: { field: 'id', order: 'ASC' },
        filter: { q: 'JK-180-HV-360x360' },
      })
    ).data.find((p) => p.productKey === 'JK-180-HV-360x360');
    assert.ok(product, 'the flap is in the catalogue');
    await admin.update('products', { id: product.id, data: { ...product, price: product.price + euros }, previousData: product });
  }

  it('saves a new project offline through all steps, keeps it over a reload and sends it once online', () =>
    suite.visit(
      'offline-draft',
      async (page) => {
        mkdirSync(SHOTS, { recursive: true });
        await page.goto('/');
        await signIn(page, 'customer');
        await page.getByRole('heading', { name: 'Projekte', level: 1 }).waitFor();
        await controlled(page);
        await keptForOffline(page);

        await page.context().setOffline(true);
        await page.reload();
        await page.getByRole('link', { name: 'Neues Projekt' }).click();
        await page.waitForURL(/\/calculation\/new\/basic-input$/);
        await fillBasicInput(page, {
          name: 'Kellerentwurf',
          postalCode: '80331',
          projectType: 'Neubau',
          position: 'Vertikal',
          height: '18.000',
          width: '1.600',
          depth: '2.600',
        });
        await page.getByTestId('total-lift-area').filter({ hasText: '104.000 mm²' }).waitFor();
        // "Weiter" saves first: offline into the outbox, and the steps go on.
        await next(page).click({ modifiers: ['Control'] });
        await page.waitForURL(draftPath('configuration'));
        await choose(page, 'Raucherkennung', 'Punktmelder');
        await next(page).click();
        await page.waitForURL(draftPath('ventilation-components'));
        const offlineTotal = await panelTotal(page);
        await page.getByRole('button', { name: 'Speichern', exact: true }).click();
        await page.getByTestId('save-state').filter({ hasText: KEPT }).waitFor();
        await page.screenshot({ path: `${SHOTS}/draft-kept-1280.png`, fullPage: true });
        // Meanwhile the provider raises a price of the recommended flap by 50 €.
        await raiseFlapPrice(50);

        // Reloading offline loses nothing: the draft opens again from the device.
        const address = page.url();
        await page.reload();
        assert.equal(page.url(), address);
        await page.getByTestId('save-state').filter({ hasText: KEPT }).waitFor();
        await page.getByRole('tab').first().click();
        await page.waitForURL(draftPath('basic-input'));
        assert.equal(await page.getByRole('textbox', { name: 'Projektname', exact: true }).inputValue(), 'Kellerentwurf');
        assert.equal(await page.getByRole('textbox', { name: 'Schachtbreite', exact: true }).inputValue(), '1.600');

        // The explorer lists it, marked as not sent, beside the server's (unreachable) list.
        await page.goto('/');
        const drafts = page.getByTestId('device-drafts');
        await drafts.getByRole('link', { name: 'Kellerentwurf' }).waitFor();
        await drafts.getByText('Nicht gesendet', { exact: true }).waitFor();
        await page.screenshot({ path: `${SHOTS}/explorer-draft-offline-1280.png`, fullPage: true });
        await page.setViewportSize({ width: 360, height: 740 });
        await assertFitsPhone(page, 'the explorer with a draft on the device');
        await page.screenshot({ path: `${SHOTS}/explorer-draft-offline-360.png`, fullPage: true });
        await page.setViewportSize({ width: 1280, height: 800 });

        // A new tab (the home-screen icon, a restarted browser) has no sign-in of its own: offline it
        // opens with the last sign-in's account, its draft listed (docs/identity.md#sessions-and-sign-out).
        const tab = await page.context().newPage();
        await tab.goto('/');
        await tab.getByTestId('device-drafts').getByRole('link', { name: 'Kellerentwurf' }).waitFor();
        await tab.close();

        // Online again: the outbox is sent, the draft becomes one of the server's projects.
        await page.context().setOffline(false);
        await drafts.waitFor({ state: 'detached' });
        await page.locator('tr[data-project-id]').filter({ hasText: 'Kellerentwurf' }).waitFor();
        const customer = projectsAs(suite.server, await suite.server.tokenFor('customer'));
        const [projects] = (await (await customer.list('view=all&count=200&query=Kellerentwurf')).json()) as ProjectListAnswer;
        const listed = projects.filter((project) => project.name === 'Kellerentwurf');
        assert.equal(listed.length, 1, 'sent once, not twice');
        const stored = (await (await customer.get(listed[0].id)).json()) as { formValues: { key: string; value: unknown }[] };
        assert.equal(stored.formValues.find((value) => value.key === 'shaftWidth')?.value, 1600);

        // Priced by the server with today's prices, the total differs from the one on the device: said with both.
        const notice = page.getByTestId('sent-total-changed');
        await notice.getByText(`${offlineTotal} → `, { exact: false }).waitFor();
        assert.match(await notice.innerText(), /Mit den heutigen Preisen ändert sich der Gesamtpreis \(netto\): [\d.,]+\s€ → [\d.,]+\s€/);
        await page.screenshot({ path: `${SHOTS}/explorer-sent-1280.png`, fullPage: true });

        // Another browser of the same person sees it in its explorer.
        await suite.visit('offline-draft-elsewhere', async (other) => {
          await other.goto('/');
          await signIn(other, 'customer');
          await other.locator('tr[data-project-id]').filter({ hasText: 'Kellerentwurf' }).waitFor();
        });
      },
      { serviceWorkers: 'allow' },
    ));

  it('a project changed elsewhere meanwhile is not overwritten: both are shown, and merged nothing is lost', () =>
    suite.visit(
      'offline-draft-conflict',
      async (page) => {
        const customer = projectsAs(suite.server, await suite.server.tokenFor('customer'));
        const created = await openedOnceOnline(page, customer, 'Konflikt');

        await page.context().setOffline(true);
        await page.reload();
        await keptOnDevice(page, 'Schachthöhe (inkl. Kopf und Grube)', '21.000');

        // Meanwhile a colleague's save changes the name.
        const stored = (await (await customer.get(created.id)).json()) as ProjectData;
        await customer.created(resave(stored, {}, { projectName: 'Konflikt Büro' }));

        // Online: the draft is not sent over it; the explorer says a decision is needed.
        await page.goto('/');
        await page.context().setOffline(false);
        const drafts = page.getByTestId('device-drafts');
        await drafts.getByText('Inzwischen anderswo gespeichert', { exact: false }).waitFor();
        assert.equal(
          ((await (await customer.get(created.id)).json()) as ProjectData).formValues.find((v) => v.key === 'projectName')?.value,
          'Konflikt Büro',
          'not overwritten silently',
        );
        // Signing out would lose the unsent draft: the app asks first, and declined, nothing is lost.
        await page.getByRole('button', { name: 'Benutzermenü' }).click();
        await page.getByRole('menuitem', { name: 'Abmelden' }).click();
        const asked = page.getByRole('dialog', { name: 'Abmelden und Entwürfe verlieren?' });
        await asked.getByText('Nicht gesendete Entwürfe auf diesem Gerät: 1.', { exact: false }).waitFor();
        mkdirSync(SHOTS, { recursive: true });
        await page.waitForFunction(() => document.getAnimations().length === 0);
        await page.screenshot({ path: `${SHOTS}/sign-out-with-drafts.png` });
        await asked.getByRole('button', { name: 'Angemeldet bleiben' }).click();
        await asked.waitFor({ state: 'hidden' });
        assert.equal(await page.getByRole('button', { name: 'Benutzermenü' }).count(), 1, 'still signed in');
        await drafts.getByRole('link', { name: /Konflikt/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Das Projekt wurde gespeichert, während Sie offline waren' });
        await dialog.waitFor();
        const height = dialog.locator('tr[data-field="shaftHeight"]');
        await height.getByText('21.000').waitFor();
        await height.getByText('Nur hier geändert').waitFor();
        const name = dialog.locator('tr[data-field="projectName"]');
        await name.getByText('Konflikt Büro').waitFor();
        await name.getByText('Nur dort geändert – bleibt').waitFor();
        await dialog.getByRole('button', { name: 'Meine Fassung als Kopie behalten' }).waitFor();
        await dialog.getByRole('button', { name: 'Gespeicherte Fassung übernehmen' }).waitFor();
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/draft-conflict-1280.png` });
        await dialog.getByRole('button', { name: 'Zusammenführen' }).click();
        await page
          .getByTestId('save-state')
          .filter({ hasText: /^Gespeichert / })
          .waitFor();
        const merged = (await (await customer.get(created.id)).json()) as ProjectData;
        const value = (key: string) => merged.formValues.find((v) => v.key === key)?.value;
        assert.deepEqual([value('projectName'), value('shaftHeight')], ['Konflikt Büro', 21000], 'both changes kept');
        await page.goto('/');
        await page.locator('tr[data-project-id]').first().waitFor();
        assert.equal(await page.getByTestId('device-drafts').count(), 0, 'the outbox is empty');
      },
      { serviceWorkers: 'allow' },
    ));

  it('a draft the server refuses stays on the device, marked, not silently', () =>
    suite.visit(
      'offline-draft-refused',
      async (page) => {
        const customer = projectsAs(suite.server, await suite.server.tokenFor('customer'));
        const created = await openedOnceOnline(page, customer, 'Abgelehnt');
        await page.context().setOffline(true);
        await page.reload();
        await keptOnDevice(page, 'Schachthöhe (inkl. Kopf und Grube)', '22.000');

        // Meanwhile the provider deletes the project: the server refuses the draft (404), and keeps refusing it.
        const admin = adminDataProvider(suite.server, await suite.server.tokenFor('admin'));
        const { data: stored } = await admin.getOne<{ id: string }>('projects', { id: created.id });
        await admin.delete('projects', { id: created.id, previousData: stored });

        await page.goto('/');
        await page.context().setOffline(false);
        const draft = page.getByTestId('device-drafts').locator(`[data-draft-id="${created.id}"]`);
        await draft.getByText('Vom Server abgelehnt – bitte öffnen, prüfen und erneut speichern').waitFor();
        await draft.getByText('Nicht gesendet', { exact: true }).waitFor();
        // The next round sends it again (a refusal may pass); it stays marked, and nothing is lost.
        await page.reload();
        await draft.getByText('Vom Server abgelehnt', { exact: false }).waitFor();
        assert.equal(await draft.getByRole('link', { name: /Abgelehnt/ }).count(), 1);
      },
      { serviceWorkers: 'allow' },
    ));

  it('a calculator left open meets the other save when the connection is back, and keeps its entries as a copy', () =>
    suite.visit(
      'offline-draft-copy',
      async (page) => {
        const customer = projectsAs(suite.server, await suite.server.tokenFor('customer'));
        const created = await openedOnceOnline(page, customer, 'Kopie');

        await page.context().setOffline(true);
        await keptOnDevice(page, 'Projektname', 'Kopie Keller');
        const stored = (await (await customer.get(created.id)).json()) as ProjectData;
        await customer.created(resave(stored, {}, { projectName: 'Kopie Büro' }));

        await page.context().setOffline(false);
        const dialog = page.getByRole('dialog', { name: 'Das Projekt wurde gespeichert, während Sie offline waren' });
        await dialog.waitFor();
        const name = dialog.locator('tr[data-field="projectName"]');
        // No merge is offered, so the row says where it changed, not whose value a merge would keep.
        await name.getByText('In beiden geändert', { exact: true }).waitFor();
        await name.getByText('Kopie Keller').waitFor();
        await name.getByText('Kopie Büro').waitFor();
        assert.equal(await dialog.getByRole('button', { name: 'Zusammenführen' }).count(), 0, 'no merge where a field collides');
        await dialog.getByRole('button', { name: 'Meine Fassung als Kopie behalten' }).click();
        await page
          .getByTestId('save-state')
          .filter({ hasText: /^Gespeichert / })
          .waitFor();
        const copyId = /\/calculation\/(C\d{8}-\d+)\//.exec(page.url())?.[1];
        assert.ok(copyId && copyId !== created.id, `a new project, not ${created.id}: ${page.url()}`);
        const nameOf = async (id: string) =>
          ((await (await customer.get(id)).json()) as ProjectData).formValues.find((v) => v.key === 'projectName')?.value;
        assert.deepEqual([await nameOf(created.id), await nameOf(copyId)], ['Kopie Büro', 'Kopie Keller'], 'neither is lost');
        // The copy keeps the name it was given, so the notice says which project is which, and leads to the stored one.
        const kept = page.getByTestId('kept-copy');
        await kept.getByText(`Ihre Fassung ist jetzt ein eigenes Projekt (${copyId}). Das Projekt ${created.id} bleibt`).waitFor();
        await kept.getByRole('link', { name: 'Gespeicherte Fassung öffnen' }).click();
        await page.waitForURL(new RegExp(`/calculation/${created.id}/basic-input$`));
        await page.waitForFunction(() => (document.getElementById('field-projectName') as HTMLInputElement | null)?.value === 'Kopie Büro');
        assert.equal(await page.getByTestId('kept-copy').count(), 0, 'the notice stays with the copy');
      },
      { serviceWorkers: 'allow' },
    ));
});
