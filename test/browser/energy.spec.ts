import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MikroORM } from '@mikro-orm/core';
import type { Page } from 'playwright-core';
import type { Settings } from '@lsp/contracts';
import { pickOption, productInBrowser, signIn } from '../support/browser.js';
import { choose, fillBasicInput, type } from './calculator-steps.js';

const space = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** A figure once the live quote has answered (the payback needs the priced total). */
async function figure(page: Page, testId: string): Promise<string> {
  await page.waitForFunction(() => document.querySelector('[data-testid="quote-panel"] [aria-busy="true"]') === null);
  return space(await page.getByTestId(testId).innerText());
}

const sql = (suite: ReturnType<typeof productInBrowser>, query: string) =>
  suite.server.running.app.get(MikroORM).em.fork().getConnection().execute(query);

const drawingHeight = async (page: Page) =>
  space((await page.getByTestId('shaft-drawing').locator('[data-dimension="height"]').textContent()) ?? '');

/**
 * What closing the shaft head saves (issue 26): the planner types the shaft key by key and watches
 * the drawing and the figures follow; "How is it calculated?" names their own figures; staff change
 * the gas price and switch funding on in the backoffice, typing German numbers, and the calculator
 * uses both at once.
 */
describe('Energy figures and the shaft drawing', () => {
  const suite = productInBrowser();

  it('follow the shaft height as it is typed, explain themselves, and name the saving beside the quote', () =>
    suite.visit('energy-calculator', async (page) => {
      await page.goto('/calculation/new/basic-input');
      await signIn(page, 'customer');
      const section = page.getByTestId('energy-section');
      await section.getByTestId('energy-not-yet').waitFor();
      await fillBasicInput(page, {
        name: 'Energie Leipzig',
        postalCode: '04109',
        projectType: 'Neubau',
        position: 'Vertikal',
        machineRoom: 'Oben',
        height: '19.000',
        width: '1.600',
        depth: '2.600',
      });
      await page.getByTestId('energy-figures').waitFor();
      assert.equal(await drawingHeight(page), '19.000 mm');
      assert.equal(await page.getByTestId('shaft-drawing').locator('[data-part="machine-room"]').count(), 1);
      // Empty inputs take their defaults, and say so: 19 m gives 5 stops.
      await section.getByText('Leer: 5 angenommen').waitFor();
      await section.getByText('Leer: Erdgas angenommen').waitFor();
      const lossAt19 = await figure(page, 'energy-loss');
      assert.match(lossAt19, /^ca\. [\d.]+ kWh im Jahr · ca\. [\d.]+ € im Jahr$/);

      // The ZVEI's average shaft: 19 m with 6 stops loses about 15.000 kWh a year.
      await type(page, 'Anzahl Haltestellen', '6');
      await page
        .getByTestId('energy-loss')
        .filter({ hasText: /^ca\. 14\.\d{3} kWh/ })
        .waitFor();
      const saving = await figure(page, 'energy-saving');
      const [, kWh, euro] = /^ca\. ([\d.]+) kWh im Jahr · ca\. ([\d.]+) € im Jahr$/.exec(saving)!;
      const savedKWh = Number(kWh.replace(/\./g, ''));
      assert.ok(savedKWh > 13_000 && savedKWh < 15_000, saving);
      assert.ok(Math.abs(Number(euro.replace(/\./g, '')) - savedKWh * 0.12) <= 1, 'priced at the default gas price of 0,12 €/kWh');

      // A taller shaft, typed key by key: drawing and figures follow every keystroke that makes a valid height.
      await type(page, 'Schachthöhe (inkl. Kopf und Grube)', '30.000');
      await page.getByTestId('shaft-drawing').locator('[data-dimension="height"]').filter({ hasText: '30.000 mm' }).waitFor();
      await page.getByTestId('energy-loss').filter({ hasNotText: lossAt19 }).waitFor();
      const lossAt30 = Number(/^ca\. ([\d.]+) kWh/.exec(await figure(page, 'energy-loss'))![1].replace(/\./g, ''));
      assert.ok(lossAt30 > 14_000 * 1.1, `a taller shaft loses more: ${lossAt30}`);

      // The payback is the quoted total over the yearly saving, the same figure beside the quote.
      const payback = await figure(page, 'energy-payback');
      assert.match(payback, /^ca\. \d+,\d Jahre$/);
      const quoteLine = await figure(page, 'quote-energy');
      assert.match(quoteLine, /^Spart ca\. [\d.]+ € und [\d,]+ t CO₂ im Jahr, amortisiert in ca\. \d+,\d Jahren$/);
      assert.ok(quoteLine.includes(payback.replace(/^ca\. /, '').replace(' Jahre', ' Jahren')), `${quoteLine} / ${payback}`);

      // "How is it calculated?" with the planner's own figures.
      await page.getByTestId('energy-how').click();
      const dialog = page.getByRole('dialog', { name: 'So sind die Energiezahlen gerechnet' });
      await dialog.getByText(/^6 Schachttüren \(6 Haltestellen × 1\), je 900 × 2\.000 mm/).waitFor();
      await dialog.getByText(/^Angebotssumme [\d.]+,\d{2}\s€ ÷ [\d.]+\s€ im Jahr = \d+,\d Jahre\.$/).waitFor();
      await dialog.getByText(/^Nicht angegeben, daher angenommen: Türen je Haltestelle: 1, Türbreite: 900 mm/).waitFor();
      await dialog.getByRole('button', { name: 'Schließen' }).click();

      // A price typed the German way, and a mistake that is named, not swallowed.
      await type(page, 'Energiepreis', '0,2');
      await page.waitForFunction(() => {
        const text = document.querySelector('[data-testid="energy-saving"]')?.textContent?.replace(/[\s\u00a0\u202f]+/g, ' ') ?? '';
        const [, kWh = '0', euro = '0'] = /ca\. ([\d.]+) kWh im Jahr · ca\. ([\d.]+) €/.exec(text) ?? [];
        return Math.abs(Number(euro.replace(/\./g, '')) - Number(kWh.replace(/\./g, '')) * 0.2) <= 1;
      });
      // "20" meaning cents: refused, and no figures from a default standing in for it.
      await type(page, 'Energiepreis', '20');
      await page.keyboard.press('Tab');
      await page.locator('#field-energyPrice-helper-text').filter({ hasText: 'muss zwischen 0 und 10 liegen' }).waitFor();
      await page
        .getByTestId('energy-invalid')
        .filter({ hasText: 'Die Energiezahlen erscheinen wieder, sobald diese Angaben gültig sind: Energiepreis.' })
        .waitFor();
      assert.equal(await page.getByTestId('energy-figures').count(), 0);
      assert.equal(await page.getByTestId('quote-energy').count(), 0);
      await type(page, 'Energiepreis', '0,2');
      await page.getByTestId('energy-figures').waitFor();
      // More stops than 30 m can hold (one per 2 m at most).
      await type(page, 'Anzahl Haltestellen', '16');
      await page.keyboard.press('Tab');
      await page.locator('#field-stops-helper-text').filter({ hasText: 'muss zwischen 1 und 15 liegen' }).waitFor();
      await page.getByTestId('energy-invalid').waitFor();
    }));

  it('uses the gas price and the funding share staff type into the backoffice in German', async () => {
    await suite.visit('energy-backoffice', async (page) => {
      await page.goto('/admin/settings/1');
      await signIn(page, 'admin');
      const gas = page.getByLabel('Erdgas: Preis');
      await gas.waitFor();
      assert.equal(await gas.inputValue(), '0,12');
      const retype = async (label: string, text: string) => {
        const field = page.getByLabel(label);
        await field.click();
        await field.press('ControlOrMeta+a');
        await field.press('Delete');
        await field.pressSequentially(text);
      };
      await retype('Erdgas: Preis', '0,1a');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText('Keine Zahl: bitte z. B. 12,5 eingeben').waitFor();
      await retype('Erdgas: Preis', '0,135');
      await retype('Förderanteil', '20');
      await page.getByLabel('Amortisation mit Förderung zeigen').check();
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText('Eintrag aktualisiert').waitFor();
    });
    const token = await suite.server.tokenFor('customer');
    const settings = (await (await suite.server.api('/api/settings?lang=de', { token })).json()) as Settings;
    assert.deepEqual(settings.energy.carriers.gas, { pricePerKWh: 0.135, co2KgPerKWh: 0.24 });
    assert.equal(settings.energy.fundingShare, 0.2);
    assert.equal(settings.energy.fundingEnabled, true);

    await suite.visit('energy-funded', async (page) => {
      await page.goto('/calculation/new/basic-input');
      await signIn(page, 'customer');
      await fillBasicInput(page, {
        name: 'Energie gefördert',
        postalCode: '04109',
        projectType: 'Neubau',
        position: 'Vertikal',
        height: '19.000',
        width: '1.600',
        depth: '2.600',
      });
      await choose(page, 'Heizung', 'Erdgas');
      await page.getByTestId('energy-section').getByText('Leer: 0,135 €/kWh angenommen').waitFor();
      const payback = Number((await figure(page, 'energy-payback')).replace(/[^\d,]/g, '').replace(',', '.'));
      await page.getByText('Amortisation mit 20 % Förderung').waitFor();
      const funded = Number((await figure(page, 'energy-payback-funded')).replace(/[^\d,]/g, '').replace(',', '.'));
      assert.ok(Math.abs(funded - payback * 0.8) <= 0.1, `${funded} is 80 % of ${payback}`);
    });
  });

  it("takes a Swiss planner's price in francs and keeps it in francs when the screen shows euros", async () => {
    await sql(suite, 'update settings set currency_selector = true');
    try {
      await suite.visit('energy-francs', async (page) => {
        await page.goto('/calculation/new/basic-input');
        await signIn(page, 'customer');
        await page.getByRole('combobox', { name: 'Währung' }).click();
        await pickOption(page, { name: 'CHF' });
        await fillBasicInput(page, {
          name: 'Energie Basel',
          postalCode: '04109',
          projectType: 'Neubau',
          position: 'Vertikal',
          height: '19.000',
          width: '1.600',
          depth: '2.600',
        });
        const price = page.getByRole('textbox', { name: 'Energiepreis', exact: true });
        const priceUnit = page.locator('.MuiFormControl-root', { has: price }).locator('.MuiInputAdornment-root');
        await page
          .getByTestId('energy-section')
          .getByText(/^Leer: 0,1\d+ CHF\/kWh angenommen$/)
          .waitFor();
        await type(page, 'Energiepreis', '0,19');
        await page
          .getByTestId('energy-saving')
          .filter({ hasText: /CHF im Jahr$/ })
          .waitFor();
        assert.equal(space(await priceUnit.innerText()), 'CHF/kWh');
        await page.getByTestId('energy-how').click();
        await page
          .getByRole('dialog')
          .getByText(/^Erdgas zu 0,19\sCHF je kWh \(Ihre Angabe\)/)
          .waitFor();
        await page.getByRole('dialog').getByRole('button', { name: 'Schließen' }).click();

        // In euros, the price typed in francs is converted, and the field still says it is in francs.
        await page.getByRole('combobox', { name: 'Währung' }).click();
        await pickOption(page, { name: 'EUR' });
        await page
          .getByTestId('energy-saving')
          .filter({ hasText: /€ im Jahr$/ })
          .waitFor();
        assert.equal(await price.inputValue(), '0,19');
        assert.equal(space(await priceUnit.innerText()), 'CHF/kWh');
        await page.getByTestId('energy-how').click();
        await page
          .getByRole('dialog')
          .getByText(/^Erdgas zu 0,2\d*\s€ je kWh \(Ihre Angabe 0,19\sCHF, umgerechnet\)/)
          .waitFor();
      });
    } finally {
      await sql(suite, 'update settings set currency_selector = false');
    }
  });
});
