import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { productInBrowser, signIn } from '../support/browser.js';
import { downloadedPdfText, fillBasicInput, next, savedTab } from './calculator-steps.js';

/** Types into a field key by key, as a person does: click, clear what is there, then each key. */
async function typeInto(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.clear();
  await field.pressSequentially(text);
}

const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/**
 * The quote agrees with what the user chose (issue 21, points 6 and 8): a flap larger than the
 * recommended one is the flap the PDF names, and non-standard components are listed by their
 * description, on screen and in the PDF.
 */
describe('The quote documents print what the user chose', () => {
  const suite = productInBrowser({}, [], { warmPdf: true });

  it('a 470x360 flap chosen over the recommended 360x360 and a non-standard component, on tab 3 and in the PDF', () =>
    suite.visit('quote-larger-flap', async (page) => {
      await page.goto('/calculation/new/basic-input');
      await signIn(page, 'customer');
      await fillBasicInput(page, {
        name: 'Größere Klappe Hauptstraße',
        postalCode: '80331',
        projectType: 'Neubau',
        position: 'Vertikal',
        height: '18.000',
        width: '1.600',
        depth: '2.600',
      });
      await page.getByTestId('total-lift-area').filter({ hasText: '104.000 mm²' }).waitFor();
      await next(page).click({ modifiers: ['Control'] });
      await page.waitForURL(savedTab('configuration'));

      await page.getByRole('button', { name: 'Sonderkomponente hinzufügen' }).click();
      await typeInto(textbox(page, 'Beschreibung 1'), 'Edelstahlblende pulverbeschichtet');
      await typeInto(textbox(page, 'Preis (€) 1'), '245,50');
      await typeInto(page.getByRole('textbox', { name: 'Menge 1', exact: true }), '2');
      const configured = page.getByTestId('selected-products');
      await configured.locator('[data-non-standard]').filter({ hasText: 'Edelstahlblende pulverbeschichtet' }).waitFor();

      await next(page).click();
      await page.waitForURL(savedTab('ventilation-components'));
      const candidates = page.getByTestId('ventilation-candidates');
      await candidates.locator('[data-product-key="JK-180-HV-360x360"]').getByTestId('recommended').waitFor();
      await typeInto(candidates.getByRole('textbox', { name: /JK-180-HV 470x360/ }), '1');
      await candidates
        .locator('[data-product-key="JK-180-HV-470x360"]')
        .getByTestId('selected-quantity')
        .filter({ hasText: '1' })
        .waitFor();

      await next(page).click();
      await page.waitForURL(savedTab('cost-calculation'));
      await page.getByTestId('cost-total').waitFor();
      const products = page.getByTestId('selected-products');
      const special = products.locator('[data-non-standard]');
      await special.filter({ hasText: 'Edelstahlblende pulverbeschichtet' }).waitFor();
      assert.equal(await special.getByTestId('quantity').innerText(), '2');
      await special.getByTestId('line-total').filter({ hasText: '491,00 €' }).waitFor();
      assert.ok(!(await products.innerText()).includes('NS-'), 'no generated key on screen');
      await products.locator('[data-product-key="JK-180-HV-470x360"]').getByTestId('line-total').filter({ hasText: '€' }).waitFor();

      const text = await downloadedPdfText(page, 'PDF herunterladen');
      assert.match(
        text,
        /Klappengröße 470 × 360 mm \(130\.000 mm²; erforderlich 104\.000 mm²\)/,
        'the flap quoted, with the required area',
      );
      assert.ok(!text.includes('360 × 360 mm'), 'not the recommended size');
      assert.ok(text.includes('JK-180-HV-470x360'));
      assert.match(
        text,
        /Edelstahlblende pulverbeschichtet 2 245,50 € 491,00 €/,
        'the non-standard component by its description, with quantity and prices',
      );
      assert.ok(!/NS-[A-Z0-9]/.test(text), 'not its generated key');
    }));

  it('cable quantities adjusted with an AIO set are priced on screen and in the PDF, marked as adjusted', () =>
    suite.visit('quote-set-cables', async (page) => {
      await page.goto('/calculation/new/basic-input');
      await signIn(page, 'customer');
      await fillBasicInput(page, {
        name: 'Set mit eigenen Kabeln',
        postalCode: '30159',
        projectType: 'Neubau',
        position: 'Vertikal',
        height: '18.000',
        width: '1.600',
        depth: '2.600',
      });
      await next(page).click();
      await page.getByRole('dialog', { name: 'AIO-Basic-Set wählen' }).locator('[data-set-key="AIO-BASIC-PD-24"]').click();
      await page.waitForURL(savedTab('cost-calculation'));
      await page.getByTestId('cost-cabling').filter({ hasText: '0,00 €' }).waitFor();

      await page.getByTestId('cable-toggle').click();
      await typeInto(page.getByRole('textbox', { name: 'Kabel 12 m', exact: true }), '3');
      // Warned once a quantity differs from the standard one, not on opening the fields.
      await page.getByTestId('cables-adjusted-warning').waitFor();
      // 3 × 39,00 €: the adjusted cables are what the quote prices.
      await page.getByTestId('cost-cabling').filter({ hasText: '117,00 €' }).waitFor();
      const row = page.getByTestId('selected-products').locator('[data-product-key="CABLE-12M"]');
      assert.equal(await row.getByTestId('quantity').innerText(), '3');
      await row.getByTestId('line-total').filter({ hasText: '117,00 €' }).waitFor();

      const text = await downloadedPdfText(page, 'PDF herunterladen');
      assert.match(text, /CABLE-12M [^€]*Kabel 12 m 3 \* 39,00 € 117,00 €/, 'the adjusted line, marked and priced');
      assert.ok(text.includes('* Menge von Hand angepasst'), 'with the legend');
      assert.match(text, /Verkabelung 117,00 €/);
    }));
});
