import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MikroORM } from '@mikro-orm/core';
import type { Page } from 'playwright-core';
import { pickOption, productInBrowser, signIn } from '../support/browser.js';
import { downloadedPdfText, fillBasicInput, next, previous, savedTab, tabEnabled, type } from './calculator-steps.js';

const space = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** The panel's total once the server has priced the entries shown (no update on its way). */
async function panelTotal(page: Page): Promise<string> {
  const panel = page.getByTestId('quote-panel');
  await panel.getByTestId('quote-total').waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="quote-panel"] [aria-busy="true"]') === null);
  return space(await panel.getByTestId('quote-total').innerText());
}

/**
 * The quote beside every step (issue 25): the planner types a shaft key by key and sees the price
 * on each tab; the AIO Basic sets are priced against their equivalent by hand; the panel, the cost
 * tab and the PDF agree to the cent, in euros and in Swiss francs.
 */
describe('The live quote beside the calculator', () => {
  const suite = productInBrowser({}, [], { warmPdf: true });
  const sql = (query: string) => suite.server.running.app.get(MikroORM).em.fork().getConnection().execute(query);

  it('shows the price from tab 1 on, compares the two sets offered, and agrees with the cost tab and the PDF in EUR and CHF', async () => {
    await sql('update settings set currency_selector = true');
    try {
      await suite.visit('live-quote', async (page) => {
        await page.goto('/calculation/new/basic-input');
        await signIn(page, 'customer');
        const panel = page.getByTestId('quote-panel');
        // Before the basic inputs are complete: what is still to enter, by name, not as errors.
        const notYet = panel.getByTestId('quote-not-yet');
        await notYet.getByText('Der Preis erscheint, sobald die Basisdaten vollständig sind.').waitFor();
        await notYet.locator('[data-field="shaftHeight"]').getByRole('button', { name: 'Schachthöhe (inkl. Kopf und Grube)' }).waitFor();
        assert.equal(await page.getByText('ist erforderlich').count(), 0);
        await fillBasicInput(page, {
          name: 'Live-Angebot Hannover',
          postalCode: '30159',
          projectType: 'Neubau',
          position: 'Vertikal',
          height: '18.000',
          width: '1.600',
          depth: '2.600',
        });
        const onTab1 = await panelTotal(page);
        assert.equal(await notYet.count(), 0);
        assert.match(onTab1, /^\d{1,3}(\.\d{3})*,\d{2} €$/, 'a German euro amount');
        // The parts as the rules pick them, each priced: quantity × unit price = line total.
        const flap = panel.getByTestId('quote-parts').locator('[data-product-key="JK-180-HV-360x360"]');
        assert.equal(space(await flap.innerText()), 'Lamellenklappe JK-180-HV 360x360 1 × 690,00 € 690,00 €');
        await panel.getByTestId('quote-complete').waitFor();

        // The set dialog prices each set as the quote it makes, beside its equivalent by hand.
        await next(page).click();
        const dialog = page.getByRole('dialog', { name: 'AIO-Basic-Set wählen' });
        const price = (key: string) => dialog.locator(`[data-set-key="${key}"]`).getByTestId('set-price');
        for (const key of ['AIO-BASIC-PD-24', 'AIO-BASIC-SD-L-F1-50']) {
          await price(key)
            .filter({ hasText: /^Set .+, von Hand mit AIO-Basic .+: Set .+ (günstiger|teurer)$/ })
            .waitFor();
          await dialog
            .locator(`[data-set-key="${key}"]`)
            .getByTestId('set-contents')
            .filter({ hasText: /^Im Angebot mit Set: 1 × AIO-Basic-Set/ })
            .waitFor();
          // What the set stands in for: the control unit and the detection it brings, as the rules pick them by hand.
          await dialog
            .locator(`[data-set-key="${key}"]`)
            .getByTestId('set-manual-contents')
            .filter({ hasText: /^Von Hand: 1 × Steuereinheit AIO-Basic, / })
            .waitFor();
        }
        const setPrice = space(await price('AIO-BASIC-PD-24').innerText());
        const [, setTotal, manualTotal, difference, dearer] = /^Set (.+), von Hand mit AIO-Basic (.+): Set (.+) (günstiger|teurer)$/.exec(
          setPrice,
        )!;
        const cents = (amount: string) => Number(amount.replace(/[^\d]/g, ''));
        assert.equal(cents(difference), Math.abs(cents(setTotal) - cents(manualTotal)), 'the difference is the two totals apart');
        assert.equal(dearer === 'teurer', cents(setTotal) > cents(manualTotal));
        await dialog.locator('[data-set-key="AIO-BASIC-PD-24"]').click();
        await page.waitForURL(savedTab('cost-calculation'));
        // Chosen, the set's figure is the quote's total, and the panel says what it is compared with.
        assert.equal(await panelTotal(page), setTotal);
        assert.equal(space(await panel.getByTestId('quote-set').innerText()), setPrice);
        assert.equal(space(await page.getByTestId('cost-total').innerText()), setTotal);

        // Without the set, through every step: the same total on each tab.
        await previous(page).click();
        await dialog.locator('[data-set-key="AIO-BASIC-PD-24"]').getByTestId('set-chosen').waitFor();
        assert.equal(await dialog.getByTestId('set-chosen').count(), 1, 'the set chosen, and only it, is marked');
        await dialog.getByRole('button', { name: 'Ohne Set weiter' }).click();
        await page.waitForURL(savedTab('configuration'));
        await tabEnabled(page, 'Konfiguration');
        const withoutSet = await panelTotal(page);
        // What the set decided leaves with it: the system and detection of before, and the notice says so.
        assert.equal(withoutSet, onTab1);
        await page
          .getByTestId('choice-resets')
          .getByText(/^Das Set „AIO-Basic-Set .+“ hatte AIO-Basic \(System\) gewählt\. Jetzt: L-AIO \(Standard\)\.$/)
          .waitFor();
        // "Ausgewählte Produkte" priced line by line, as the panel's parts list.
        const rows = page.getByTestId('selected-products').locator('tbody tr[data-product-key]');
        assert.ok((await rows.count()) > 0);
        for (const row of await rows.all()) {
          const key = (await row.getAttribute('data-product-key'))!;
          const lineTotal = space(await row.getByTestId('line-total').innerText());
          assert.match(lineTotal, /^\d{1,3}(\.\d{3})*,\d{2} €$/, key);
          assert.equal(
            space(await panel.getByTestId('quote-parts').locator(`[data-product-key="${key}"]`).getByTestId('line-total').innerText()),
            lineTotal,
            key,
          );
        }
        await next(page).click();
        await page.waitForURL(savedTab('ventilation-components'));
        const candidates = page.getByTestId('ventilation-candidates');
        // The recommended flap first, the others with their difference to it.
        assert.equal(await candidates.locator('tbody tr').first().getAttribute('data-product-key'), 'JK-180-HV-360x360');
        await candidates
          .locator('[data-product-key="JK-180-HV-470x360"]')
          .getByTestId('price-difference')
          .filter({ hasText: '+70,00 €' })
          .waitFor();
        assert.equal(await panelTotal(page), withoutSet);
        await next(page).click();
        await page.waitForURL(savedTab('cost-calculation'));
        await tabEnabled(page, 'Kostenberechnung');
        assert.equal(await panelTotal(page), withoutSet);
        assert.equal(space(await page.getByTestId('cost-total').innerText()), withoutSet);
        // An empty montage postal code is the building's: no error in the field, nothing missing, the same price.
        await type(page, 'Postleitzahl des Montageorts', '');
        const montageLocation = page.getByRole('textbox', { name: 'Postleitzahl des Montageorts' });
        assert.equal(await montageLocation.getAttribute('placeholder'), '30159');
        assert.equal(await montageLocation.getAttribute('aria-invalid'), 'false');
        await panel.getByTestId('quote-complete').waitFor();
        assert.equal(await panelTotal(page), withoutSet);
        const pdf = space(await downloadedPdfText(page));
        assert.ok(pdf.includes(`Gesamt (netto) ${withoutSet}`), 'the PDF prints the same total');
        assert.match(pdf, /Postleitzahl des Montageorts 30159/);

        // In Swiss francs: the panel, the cost tab and the PDF change together.
        await page.getByRole('combobox', { name: 'Währung' }).click();
        await pickOption(page, { name: 'CHF' });
        await panel.getByTestId('quote-total').filter({ hasText: 'CHF' }).waitFor();
        const inFrancs = await panelTotal(page);
        assert.match(inFrancs, /^\d{1,3}(\.\d{3})*,\d{2} CHF$/);
        await page.getByTestId('cost-total').filter({ hasText: inFrancs }).waitFor();
        assert.ok(space(await downloadedPdfText(page)).includes(`Gesamt (netto) ${inFrancs}`), 'the PDF in francs prints the same total');
      });
    } finally {
      await sql('update settings set currency_selector = false');
    }
  });

  it('a set chosen anew takes back the notice that it had been reset', () =>
    suite.visit('live-quote-set-again', async (page) => {
      await page.goto('/calculation/new/basic-input');
      await signIn(page, 'customer');
      await fillBasicInput(page, {
        name: 'Set wieder',
        postalCode: '30159',
        projectType: 'Neubau',
        position: 'Vertikal',
        height: '18.000',
        width: '1.600',
        depth: '2.600',
      });
      await next(page).click();
      const dialog = page.getByRole('dialog', { name: 'AIO-Basic-Set wählen' });
      await dialog.locator('[data-set-key="AIO-BASIC-PD-24"]').click();
      await page.waitForURL(savedTab('cost-calculation'));
      await page.getByTestId('cost-total').waitFor();
      await tabEnabled(page, 'Kostenberechnung');
      await previous(page).click();
      await page.waitForURL(savedTab('basic-input'));
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Zurück' }).click();
      await dialog.waitFor({ state: 'detached' });
      // 60 m is beyond the point-detector set: the rules take it back, and say so.
      const height = 'Schachthöhe (inkl. Kopf und Grube)';
      await type(page, height, '60.000');
      await page.keyboard.press('Tab');
      const notice = page.getByTestId('choice-resets');
      // The set is named as the catalogue names it, not by its product key.
      await notice.getByText(/Ihre Auswahl AIO-Basic-Set Punktmelder, Leitungslänge 12 bis 24 m .*wurde zurückgesetzt/).waitFor();
      await type(page, height, '18.000');
      await page.keyboard.press('Tab');
      // Allowed again, the set is back: a notice saying it is gone would contradict the quote.
      await notice.getByText(/wurde zurückgesetzt/).waitFor({ state: 'detached' });
      await page.getByTestId('quote-panel').getByTestId('quote-set').waitFor();
      await next(page).click();
      await dialog.locator('[data-set-key="AIO-BASIC-SD-L-F1-50"]').click();
      await page.waitForURL(savedTab('cost-calculation'));
      await page.getByTestId('quote-panel').getByTestId('quote-set').waitFor();
      assert.equal(await notice.getByText(/wurde zurückgesetzt/).count(), 0, 'no notice that contradicts the set now chosen');
    }));

  it('lists what keeps the price from being complete, and takes the planner there', () =>
    suite.visit('live-quote-missing', async (page) => {
      const asked: { authorization: string; body: Record<string, unknown> }[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/calculation-v1'))
          asked.push({ authorization: request.headers().authorization ?? '', body: request.postDataJSON() as Record<string, unknown> });
      });
      await page.goto('/calculation/new/basic-input');
      await signIn(page, 'customer');
      await fillBasicInput(page, {
        name: 'Fehlt noch',
        postalCode: '80331',
        projectType: 'Neubau',
        position: 'Vertikal',
        height: '18.000',
        width: '1.600',
        depth: '2.600',
      });
      const panel = page.getByTestId('quote-panel');
      await panelTotal(page);
      // Beside the panel the form is narrower: no checkbox label runs into the next column.
      const overflowing = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.MuiFormControlLabel-label'))
          .filter((label) => {
            const cell = label.closest('.MuiFormControlLabel-root')!.parentElement!.getBoundingClientRect();
            const range = document.createRange();
            range.selectNodeContents(label);
            return Array.from(range.getClientRects()).some((line) => line.right > cell.right + 1);
          })
          .map((label) => label.textContent),
      );
      assert.deepEqual(overflowing, []);
      // A wrong postal code: the panel names the field; its link takes the focus there.
      const postalCode = page.getByRole('textbox', { name: 'Postleitzahl des Gebäudes', exact: true });
      await postalCode.click();
      await postalCode.press('Backspace');
      const missing = panel.getByTestId('quote-missing');
      await missing.locator('[data-field="buildingLocation"]').waitFor();
      await page.getByRole('textbox', { name: 'Projektname', exact: true }).click();
      await missing.getByRole('button', { name: 'Postleitzahl des Gebäudes' }).click();
      await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.id === 'field-buildingLocation');
      await postalCode.pressSequentially('1');
      await panel.getByTestId('quote-complete').waitFor();
      // The panel folds to its total and opens again.
      await panel.getByRole('button', { name: 'Angebot ausblenden' }).click();
      assert.equal(await panel.getByTestId('quote-parts').isVisible(), false);
      assert.equal(await panel.getByTestId('quote-total').isVisible(), true);
      await panel.getByRole('button', { name: 'Angebot einblenden' }).click();
      await panel.getByTestId('quote-parts').waitFor();

      // The prices the panel shows are the customer's own company's; another company's are refused.
      const last = asked.at(-1)!;
      assert.equal(last.body.companyId, 1001);
      const foreign = await page.request.post('/api/calculation-v1', {
        headers: { authorization: last.authorization },
        data: { ...last.body, companyId: 1002 },
      });
      assert.equal(foreign.status(), 404);
      assert.ok(!(await foreign.text()).includes('unitPrice'), 'no price in the refusal');
    }));
});
