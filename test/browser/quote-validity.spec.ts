import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { productInBrowser, signIn } from '../support/browser.js';
import { downloadedPdfText, fillBasicInput, next, savedTab, type } from './calculator-steps.js';

const space = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** The panel's total once the server has priced the entries shown (no update on its way). */
async function panelTotal(page: Page): Promise<string> {
  const panel = page.getByTestId('quote-panel');
  await panel.getByTestId('quote-total').waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="quote-panel"] [aria-busy="true"]') === null);
  return space(await panel.getByTestId('quote-total').innerText());
}

/** Euro text to cents: "3.674,46 €" is 367446. */
const cents = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100;

/** The panel's list of what is missing, one line per gap, once it says the gap named. */
async function missingSays(page: Page, text: string): Promise<string[]> {
  const missing = page.getByTestId('quote-panel').getByTestId('quote-missing');
  await missing.getByText(text, { exact: false }).first().waitFor();
  return (await missing.locator('li').allInnerTexts()).map(space);
}

/**
 * One validity (docs/live-quote.md#one-validity), typed key by key: the panel never prices what the
 * form refuses and never calls such a quote complete; the montage location is a German postal code;
 * a horizontal shaft gets its recommended roof flap.
 */
describe('One validity for the quote', () => {
  const suite = productInBrowser({}, [], { warmPdf: true });

  it('prices nothing the form refuses: height 24,5, postal code 8033, a component at 50 € or 12,345, montage abcd, 1010, 8033', async () => {
    await suite.visit('quote-validity', async (page) => {
      await page.goto('/calculation/new/basic-input');
      await signIn(page, 'customer');
      const panel = page.getByTestId('quote-panel');
      await fillBasicInput(page, {
        name: 'Eine Wahrheit',
        postalCode: '8033',
        projectType: 'Neubau',
        position: 'Vertikal',
        height: '24,5',
        width: '1.600',
        depth: '2.600',
      });
      // The rules can size the shaft, but two entries are refused: no price, and both are named.
      const lines = await missingSays(page, 'muss eine Postleitzahl mit 5 Ziffern sein');
      // In the order of the steps; the montage location follows the building's code and is not named twice.
      assert.deepEqual(lines.slice(0, 2), [
        'Postleitzahl des Gebäudes: muss eine Postleitzahl mit 5 Ziffern sein',
        'Schachthöhe (inkl. Kopf und Grube): muss in ganzen Millimetern angegeben werden (ohne Nachkommastellen)',
      ]);
      assert.ok(!lines.some((line) => line.startsWith('Postleitzahl des Montageorts')), lines.join(' | '));
      await panel.getByTestId('quote-not-yet').waitFor();
      assert.equal(await panel.getByTestId('quote-total').count(), 0, 'no total while an entry is refused');
      assert.equal(await panel.getByTestId('quote-complete').count(), 0);

      await type(page, 'Postleitzahl des Gebäudes', '80331');
      await type(page, 'Schachthöhe (inkl. Kopf und Grube)', '18.000');
      const total = await panelTotal(page);
      await panel.getByTestId('quote-complete').waitFor();
      assert.equal(await panel.getByTestId('quote-missing').count(), 0);

      // A non-standard component whose price the form refuses is not priced, and the quote says why.
      await next(page).click({ modifiers: ['Control'] });
      await page.waitForURL(savedTab('configuration'));
      await page.getByRole('button', { name: 'Sonderkomponente hinzufügen' }).click();
      await page.getByRole('textbox', { name: 'Beschreibung 1' }).pressSequentially('Blende');
      const price = page.getByRole('textbox', { name: 'Preis (€) 1' });
      await price.pressSequentially('50 €');
      assert.ok(
        (await missingSays(page, 'ist keine Zahl')).includes('Sonderkomponente 1, Preis (€): ist keine Zahl'),
        'the refused price is named',
      );
      assert.equal(await panelTotal(page), total, '50 € is not priced at 50');
      await price.press('ControlOrMeta+a');
      await price.press('Delete');
      await price.pressSequentially('12,345');
      assert.ok(
        (await missingSays(page, 'ganzen Cent')).includes(
          'Sonderkomponente 1, Preis (€): muss in ganzen Cent angegeben werden (höchstens 2 Nachkommastellen)',
        ),
      );
      assert.equal(await panelTotal(page), total, '12,345 is not rounded into the price');
      await price.press('Backspace');
      await missingSays(page, 'Sonderkomponenten sind mit den eingegebenen Preisen enthalten');
      await page.waitForFunction(
        (before) => (document.querySelector('[data-testid="quote-total"]')?.textContent ?? '').replace(/\s+/g, ' ').trim() !== before,
        total,
      );
      const withComponent = await panelTotal(page);
      // 12,34 € and its logistics share (4.5 %, within the bounds) are priced.
      assert.ok(cents(withComponent) - cents(total) >= 1234, `${total} → ${withComponent}`);
      await page.getByRole('button', { name: 'Sonderkomponente entfernen' }).click();
      await panel.getByTestId('quote-complete').waitFor();

      // The montage location is a German postal code, checked like the building's.
      await next(page).click();
      await page.waitForURL(savedTab('ventilation-components'));
      await next(page).click();
      await page.waitForURL(savedTab('cost-calculation'));
      const field = page.getByRole('textbox', { name: 'Postleitzahl des Montageorts' });
      for (const code of ['abcd', '1010', '8033']) {
        await type(page, 'Postleitzahl des Montageorts', code);
        await page.locator('#field-montageBuildingLocation-helper-text').getByText('muss eine Postleitzahl mit 5 Ziffern sein').waitFor();
        assert.equal(await field.getAttribute('aria-invalid'), 'true', code);
        assert.deepEqual(await missingSays(page, 'Postleitzahl des Montageorts'), [
          'Postleitzahl des Montageorts: muss eine Postleitzahl mit 5 Ziffern sein',
        ]);
        assert.equal(await panel.getByTestId('quote-complete').count(), 0, code);
        // Not priced: no travel costs for a code that is none.
        const travel = panel.getByTestId('quote-categories').getByRole('row', { name: /Reisekosten/ });
        if ((await travel.count()) > 0) assert.match(space(await travel.innerText()), /0,00 €/, code);
      }
      await page.getByRole('button', { name: 'Speichern', exact: true }).click();
      await page
        .getByTestId('save-refused')
        .getByText(/Postleitzahl des Montageorts/)
        .waitFor();
      assert.equal(await field.inputValue(), '8033', 'what was typed stays');
      // Nor is it sent: no dialog that calls the entries complete, the field named and focused instead.
      await page.getByRole('button', { name: 'Abschließen und absenden' }).click();
      await page.waitForFunction(() => document.activeElement?.id === 'field-montageBuildingLocation');
      assert.equal(await page.getByRole('dialog', { name: 'Geschafft!' }).count(), 0, 'no send dialog with a refused entry');

      await type(page, 'Postleitzahl des Montageorts', '80331');
      await panel.getByTestId('quote-complete').waitFor();
      const pdf = await downloadedPdfText(page);
      assert.match(pdf, /Postleitzahl des Montageorts 80331/);
      assert.doesNotMatch(pdf, /unvollständig/);
    });
  });

  it('quotes a horizontal shaft with its recommended roof flap, complete', async () => {
    await suite.visit('quote-validity-horizontal', async (page) => {
      await page.goto('/calculation/new/basic-input');
      await signIn(page, 'customer');
      const panel = page.getByTestId('quote-panel');
      await fillBasicInput(page, {
        name: 'Waagerecht',
        postalCode: '80331',
        projectType: 'Neubau',
        position: 'Horizontal',
        height: '12.500',
        width: '1.400',
        depth: '1.800',
      });
      await panelTotal(page);
      const flap = panel.getByTestId('quote-parts').locator('[data-product-key="TF-360x360"]');
      await flap.waitFor();
      assert.doesNotMatch(space(await flap.getByTestId('line-total').innerText()), /^0,00/);
      await panel.getByTestId('quote-complete').waitFor();
      const ventilation = panel.getByTestId('quote-categories').getByRole('row', { name: /Lüftungskomponenten/ });
      assert.doesNotMatch(space(await ventilation.innerText()), / 0,00 €/);

      await next(page).click({ modifiers: ['Control'] });
      await page.waitForURL(savedTab('configuration'));
      await next(page).click();
      await page.waitForURL(savedTab('ventilation-components'));
      await page.locator('[data-product-key="TF-360x360"]').getByTestId('recommended').waitFor();
    });
  });
});
