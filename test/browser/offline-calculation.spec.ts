import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { productInBrowser, signIn } from '../support/browser.js';
import { assertFitsPhone } from '../support/phone.js';
import { fillBasicInput, next, savedTab, toVentilationComponents } from './calculator-steps.js';

const SHOTS = path.join(tmpdir(), 'lsp-offline');

interface StoredCopy {
  account: string;
  name: string;
  storedAt: string;
  version: string | null;
}

/** What the device store holds (docs/offline.md), read as the page could; nothing before the app made it. */
const deviceCopies = (page: Page): Promise<StoredCopy[]> =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((db) => db.name === 'lsp-device')) return [];
    return new Promise<StoredCopy[]>((resolve, reject) => {
      const open = indexedDB.open('lsp-device');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const all = db.transaction('copies').objectStore('copies').getAll();
        all.onerror = () => reject(all.error);
        all.onsuccess = () => {
          db.close();
          resolve((all.result as StoredCopy[]).map(({ account, name, storedAt, version }) => ({ account, name, storedAt, version })));
        };
      };
    });
  });

/** The names an online visit of a customer of company 1001 keeps, prices in euro. */
const KEPT = ['config', 'prices:1001:EUR', 'product-data:1001', 'rule-set:1001', 'settings', 'user'];

async function keptOnDevice(page: Page): Promise<StoredCopy[]> {
  for (let waited = 0; ; waited += 100) {
    const copies = await deviceCopies(page);
    if (KEPT.every((name) => copies.some((copy) => copy.name === name))) return copies;
    if (waited > 15_000) assert.fail(`the device keeps ${KEPT.join(', ')}; it has ${copies.map((copy) => copy.name).join(', ')}`);
    await page.waitForTimeout(100);
  }
}

/** Waits until the service worker controls the page, which it does from the next load on. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The panel's total once nothing is on its way. */
async function panelTotal(page: Page): Promise<string> {
  const panel = page.getByTestId('quote-panel');
  await panel.getByTestId('quote-total').waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="quote-panel"] [aria-busy="true"]') === null);
  return (await panel.getByTestId('quote-total').innerText()).replace(/\s+/g, ' ').trim();
}

/** A phone's width (docs/customer-app.md: phones), once the calculator's step tabs show as numbers. */
async function onPhoneWidth(page: Page): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('tab', { name: '4. Kostenberechnung' }).filter({ hasText: /^4$/ }).waitFor();
}

const today = () =>
  new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

const shaft = {
  name: 'Funkloch',
  postalCode: '80331',
  projectType: 'Neubau',
  position: 'Vertikal',
  height: '18.000',
  width: '1.600',
  depth: '2.600',
};

/**
 * Working without a connection (docs/offline.md): what a calculation needs is kept on the device
 * after one online visit, a new calculation works from it offline, what needs the server says so,
 * and signing out leaves nothing of the account on the device.
 */
describe('The customer app without a connection', () => {
  const suite = productInBrowser();
  const withWorker = (name: string, steps: (page: Page) => Promise<void>) =>
    suite.visit(name, (page) => steps(page), { serviceWorkers: 'allow' });

  it('calculates a new project offline after one online visit, priced as of the stored date, and confirms online', () =>
    withWorker('offline-new-calculation', async (page) => {
      mkdirSync(SHOTS, { recursive: true });
      await page.goto('/');
      await signIn(page, 'customer');
      await page.getByRole('heading', { name: 'Projekte', level: 1 }).waitFor();
      await controlled(page);
      const copies = await keptOnDevice(page);
      assert.equal(copies.find((copy) => copy.name === 'rule-set:1001')?.version !== null, true, 'the rule set with its version');

      await page.context().setOffline(true);
      await page.reload();
      // The explorer says what it cannot do offline, and what it can.
      await page.getByTestId('projects-offline').getByText('Sie sind offline.', { exact: false }).waitFor();
      await page.screenshot({ path: `${SHOTS}/explorer-offline-1280.png` });
      // A saved project is the server's (until the outbox): its address says so, not an endless spinner.
      await page.goto('/calculation/C20260101-1/basic-input');
      await page
        .getByText('Sie sind offline. Ein gespeichertes Projekt zu öffnen braucht eine Verbindung zum Server', { exact: false })
        .waitFor();
      await page.goto('/');
      await page.getByRole('link', { name: 'Neues Projekt' }).click();
      await page.waitForURL(/\/calculation\/new\/basic-input$/);
      await fillBasicInput(page, shaft);

      // The rules run from the stored rule set and catalogue: the shaft's area, options, energy and drawing.
      await page.getByTestId('total-lift-area').filter({ hasText: '104.000 mm²' }).waitFor();
      await page.getByTestId('shaft-drawing').first().waitFor();
      const panel = page.getByTestId('quote-panel');
      const offlineTotal = await panelTotal(page);
      assert.match(offlineTotal, /^\d{1,3}(\.\d{3})*,\d{2} €$/);
      await panel.getByTestId('quote-prices-as-of').getByText(`Preise vom ${today()} – werden online bestätigt.`).waitFor();
      assert.equal(await panel.getByTestId('quote-failed').count(), 0, 'priced, not failed');
      assert.ok((await panel.getByTestId('quote-parts').getByTestId('line-total').count()) > 0, 'priced lines');
      await page.screenshot({ path: `${SHOTS}/quote-offline-1280.png`, fullPage: true });
      await onPhoneWidth(page);
      await assertFitsPhone(page, 'the offline calculator');
      await panel.screenshot({ path: `${SHOTS}/quote-offline-360.png` });
      await page.setViewportSize({ width: 1280, height: 800 });

      // Online again: the server prices the same entries, the note goes, and the figure stays.
      await page.context().setOffline(false);
      await panel.getByTestId('quote-prices-as-of').waitFor({ state: 'detached' });
      assert.equal(await panelTotal(page), offlineTotal, 'the stored prices are the server’s');
    }));

  it('says why submitting, PDF, Excel and documents are unavailable offline instead of failing', () =>
    suite.visit('offline-server-buttons', async (page) => {
      await page.goto('/calculation/new/basic-input');
      await signIn(page, 'customer');
      await toVentilationComponents(page, { ...shaft, name: 'Keller ohne Netz' });
      await next(page).click();
      await page.waitForURL(savedTab('cost-calculation'));
      const pdf = page.getByRole('button', { name: 'PDF herunterladen' });
      const excel = page.getByRole('button', { name: 'Excel herunterladen' });
      const submit = page.getByRole('button', { name: 'Abschließen und absenden' });
      const upload = page.getByRole('button', { name: 'Dokument hochladen' });
      for (const button of [pdf, excel, submit, upload]) await button.and(page.locator(':enabled')).waitFor();

      await page.context().setOffline(true);
      for (const button of [pdf, excel, submit, upload]) await button.and(page.locator(':disabled')).waitFor();
      const reasons = page.getByTestId('offline-reason');
      await reasons.getByText('Offline nicht verfügbar: PDF und Excel erstellt der Server').waitFor();
      await reasons.getByText('Offline nicht verfügbar: Absenden braucht eine Verbindung zum Server.').waitFor();
      await reasons.getByText('Offline nicht verfügbar: Dokumente liegen auf dem Server').waitFor();
      await page.screenshot({ path: `${SHOTS}/buttons-offline-1280.png`, fullPage: true });
      await onPhoneWidth(page);
      await assertFitsPhone(page, 'the costs step offline');
      await submit.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/buttons-offline-360.png` });

      await page.context().setOffline(false);
      for (const button of [pdf, excel, submit, upload]) await button.and(page.locator(':enabled')).waitFor();
      assert.equal(await reasons.count(), 0);
    }));

  it('signing out deletes the account’s copies; the next user of the browser has only their own', () =>
    suite.visit('offline-sign-out', async (page) => {
      await page.goto('/');
      await signIn(page, 'customer');
      await page.getByRole('heading', { name: 'Projekte', level: 1 }).waitFor();
      const customer = (await keptOnDevice(page)).find((copy) => copy.name === 'user')!.account;

      await page.getByRole('button', { name: 'Benutzermenü' }).click();
      await page.getByRole('menuitem', { name: 'Abmelden' }).click();
      await page.waitForURL(/\/oidc\/interaction\//);
      assert.deepEqual(
        (await deviceCopies(page)).filter((copy) => copy.account !== '*'),
        [],
        'nothing of any account is left after signing out',
      );

      await signIn(page, 'colleague');
      await page.getByRole('heading', { name: 'Projekte', level: 1 }).waitFor();
      const accounts = new Set((await keptOnDevice(page)).map((copy) => copy.account));
      assert.equal(accounts.has(customer), false, 'the customer’s prices are gone');
      assert.deepEqual([...accounts].sort(), ['*', (await deviceCopies(page)).find((copy) => copy.name === 'user')!.account].sort());
    }));
});
