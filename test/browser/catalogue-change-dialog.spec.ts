import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { AdminProduct } from '@lsp/contracts';
import { adminDataProvider, everything, rejection } from '../support/admin-data-provider.js';
import { animationsEnded, pickOption, productInBrowser, signIn } from '../support/browser.js';
import { newProject, projectsAs } from '../support/projects.js';
import { SEED_RULE_SET } from '../support/seed-rule-set.js';

/** Screenshots to look at, when SHOTS_DIR names a folder. */
const SHOTS = process.env.SHOTS_DIR;
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await animationsEnded(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Empties a field and types into it key by key, as staff do. */
async function retype(page: Page, label: RegExp, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name: label });
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Delete');
  await field.pressSequentially(text);
}

/**
 * Saving a product first asks with the catalogue gate's check and the impact (docs/rules.md#catalogue-changes):
 * the 800 × 800 flap without weather protection is named as a problem at its fields, in the
 * screen's language, and not offered for saving; a harmless price change shows what it changes
 * and saves once confirmed.
 */
describe('The backoffice asks before a product change, with the check and the impact', () => {
  const suite = productInBrowser();

  it('does not offer the 800 × 800 flap for saving, says why in German and English, and saves a price typed 700,50 after showing its impact', async () => {
    const provider = adminDataProvider(suite.server, await suite.server.tokenFor('admin'));
    await projectsAs(suite.server, await suite.server.tokenFor('customer')).created(
      newProject({ projectName: 'Schacht mit Wetterschutz', shaftWidth: 4000, shaftDepth: 4400, weathershelter: true }),
    );
    await suite.visit('catalogue-change-dialog', async (page) => {
      await page.goto('/admin/products/create');
      await signIn(page, 'admin');
      await page.getByRole('textbox', { name: /^Nr\./ }).waitFor();
      await retype(page, /^Nr\./, '1999');
      await retype(page, /^Produktschlüssel/, 'JK-180-HV-800x800');
      await page.getByRole('combobox', { name: /^Produktgruppe/ }).click();
      await pickOption(page, { name: 'Lamellenklappe JK-180-HV für Neubauten' });
      await retype(page, /^Beschreibung \(Deutsch\)/, 'Lamellenklappe JK-180-HV 800x800');
      await retype(page, /^Beschreibung \(Englisch\)/, 'JK-180-HV louvre flap 800x800');
      await retype(page, /^B×H/, '800x800');
      await retype(page, /^Breite \(mm\)/, '800');
      await retype(page, /^Höhe \(mm\)/, '800');
      await retype(page, /^Lüftungsfläche \(mm²\)/, '500.000');
      await retype(page, /^Listenpreis \(€\)/, '1.234,56');
      await page.getByRole('button', { name: 'Speichern' }).click();

      const dialog = page.getByRole('dialog', { name: 'Produkt speichern?' });
      await dialog.getByText('Die Änderung wird mit den veröffentlichten Regeln geprüft').waitFor();
      const check = dialog.getByTestId('catalogue-check');
      await check.getByText('Feld „B×H“: JK-180-HV-800x800 braucht Wetterschutz, den es in der Größe 800x800 nicht gibt').waitFor();
      await check
        .getByText(
          /^Feld „Lüftungsfläche \(mm²\)“: \d+ von [\d.]+ Prüfberechnungen \(Referenzfälle und Zufallseingaben\) bekommen eine neue Fehlermeldung \(Für die Klappengröße 800x800 mm gibt es keinen passenden Wetterschutz/,
        )
        .waitFor();
      // The open sheltered project would lose its weather protection: the impact names it.
      const impact = dialog.getByTestId('catalogue-impact');
      await impact
        .getByText('Offene Projekte: 1 geprüft, 1 mit anderen Produkten, 1 mit anderer Summe, 1 mit neuer Fehlermeldung')
        .waitFor();
      await impact
        .getByRole('row', { name: /Schacht mit Wetterschutz/ })
        .getByText(/ALAS-860x860 1 → 0/)
        .waitFor();
      assert.equal(await dialog.getByRole('button', { name: 'Speichern' }).count(), 0, 'not offered: the server would refuse');
      await shot(page, 'refused-de');
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    });
    assert.equal((await rejection(provider.getOne('products', { id: 1999 }))).status, 404, 'nothing was saved');

    // In English: deleting the 860 × 860 weather protection, which sheltered shafts with that flap need.
    const protection = (await provider.getList<AdminProduct>('products', everything)).data.find((p) => p.productKey === 'ALAS-860x860')!;
    await suite.visit('catalogue-change-dialog-en', async (page) => {
      await page.goto(`/admin/products/${protection.id}`);
      await signIn(page, 'admin');
      await page.getByRole('button', { name: 'Deutsch' }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await page.getByRole('button', { name: 'Delete' }).click();
      const english = page.getByRole('dialog', { name: 'Delete the product?' });
      await english
        .getByText(
          /^field “No\.”: \d+ of [\d,]+ check calculations \(reference cases and random inputs\) get a new error message \(There is no weather protection for the flap size 860x860 mm/,
        )
        .waitFor();
      await english.getByText(/^Open projects: 1 checked/).waitFor();
      assert.equal(await english.getByRole('button', { name: 'Delete' }).count(), 0, 'not offered');
      await shot(page, 'refused-en');
      await english.getByRole('button', { name: 'Cancel' }).click();
    });
    assert.equal((await provider.getOne<AdminProduct>('products', { id: protection.id })).data.productKey, 'ALAS-860x860');

    const flap = (await provider.getList<AdminProduct>('products', everything)).data.find((p) => p.productKey === 'JK-180-HV-360x360')!;
    await suite.visit('catalogue-change-price', async (page) => {
      await page.goto(`/admin/products/${flap.id}`);
      await signIn(page, 'admin');
      await page.getByRole('textbox', { name: /^Listenpreis \(€\)/ }).waitFor();
      await retype(page, /^Listenpreis \(€\)/, '700,50');
      await page.getByRole('button', { name: 'Speichern' }).click();
      const dialog = page.getByRole('dialog', { name: 'Produkt speichern?' });
      await dialog.getByText(/^Geprüft mit [\d.]+ Berechnungen/).waitFor();
      await dialog
        .getByText(
          new RegExp(
            `^Referenzfälle: ${SEED_RULE_SET.goldenFixtures} geprüft, 0 mit anderen Produkten, \\d+ mit anderer Summe, 0 mit neuer Fehlermeldung$`,
          ),
        )
        .waitFor();
      // The largest change in the screen's money format: the 10,50 € more of one flap, with logistics on top.
      await dialog
        .getByTestId('catalogue-largest')
        .getByText(/^\d{1,3}(\.\d{3})*,\d{2}\s€ \(\d+,\d %\)$/)
        .first()
        .waitFor();
      await shot(page, 'price-de');
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText('Eintrag aktualisiert').waitFor();
    });
    assert.equal((await provider.getOne<AdminProduct>('products', { id: flap.id })).data.price, 700.5);
  });
});
