import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { productInBrowser, signIn } from '../support/browser.js';
import { fillBasicInput, next, previous, projectIdOf, savedTab, tabEnabled, type, typeQuantity } from './calculator-steps.js';

/**
 * The user test of issue 41's sets, typed key by key (docs/customer-app.md): choosing a set names
 * the hand-set quantities it resets and the configuration it stands in for, a step the set skips
 * says so, and leaving the set says what it had decided and what holds now.
 */
describe('Sets leave cleanly', () => {
  const suite = productInBrowser();
  const SET_NAME = 'AIO-Basic-Set Punktmelder, Leitungslänge bis 12 m';

  it('choosing a set after hand-set quantities names each one; leaving it says what the set had chosen', () =>
    suite.visit('sets-leave-cleanly', async (page) => {
      await page.goto('/calculation/new/basic-input');
      await signIn(page, 'customer');
      await fillBasicInput(page, {
        name: 'Set-Wechsel',
        postalCode: '80331',
        projectType: 'Neubau',
        position: 'Vertikal',
        height: '6.000',
        width: '2.000',
        depth: '2.000',
      });
      await page.getByTestId('total-lift-area').filter({ hasText: '100.000 mm²' }).waitFor();
      await next(page).click();
      const dialog = page.getByRole('dialog', { name: 'AIO-Basic-Set wählen' });
      await dialog.getByRole('button', { name: 'Ohne Set weiter' }).click();
      await page.waitForURL(savedTab('configuration'));
      await tabEnabled(page, 'Konfiguration');
      await type(page, 'Taster RT-45-RJ', '2');
      await next(page).click();
      await page.waitForURL(savedTab('ventilation-components'));
      await typeQuantity(page, /JK-180-HV 360x360/, '2');
      await typeQuantity(page, /JK-180-HV 470x360/, '1');
      await page
        .getByTestId('ventilation-candidates')
        .locator('[data-product-key="JK-180-HV-470x360"]')
        .getByTestId('selected-quantity')
        .filter({ hasText: /^1$/ })
        .waitFor();

      // Back to step 1, "Weiter", the set.
      await page.getByRole('tab', { name: /Basisdaten/ }).click();
      await page.waitForURL(savedTab('basic-input'));
      await tabEnabled(page, 'Basisdaten');
      await next(page).click();
      await dialog.locator('[data-set-key="AIO-BASIC-PD-12"]').click();
      await page.waitForURL(savedTab('cost-calculation'));
      const resets = page.getByTestId('choice-resets');
      await resets.getByText('Was das gewählte Set ersetzt').waitFor();
      await resets
        .getByText(
          `Ihre Auswahl 2 × Lamellenklappe JK-180-HV 360x360 wurde zurückgesetzt, weil das gewählte Set „${SET_NAME}“ seine eigene Lüftungsklappe mitbringt.`,
        )
        .waitFor();
      await resets.getByText(/^Ihre Auswahl 1 × Lamellenklappe JK-180-HV 470x360 wurde zurückgesetzt, weil das gewählte Set/).waitFor();
      await resets
        .getByText(
          `Ihre Angabe Taster RT-45-RJ: 2 ist mit dem Set „${SET_NAME}“ nicht im Angebot, denn das Set ersetzt die Konfiguration. Ohne Set gilt sie wieder.`,
        )
        .waitFor();

      await page.screenshot({ path: '/tmp/lsp-sets-chosen.png' });

      // The configuration by its address: the set skips it, and the page says so.
      const id = projectIdOf(page);
      await page.goto(`/calculation/${id}/configuration`);
      await page.waitForURL(savedTab('cost-calculation'));
      await page
        .getByTestId('step-refused')
        .getByText(`Mit dem gewählten Set „${SET_NAME}“ entfällt der Schritt „Konfiguration“`, { exact: false })
        .waitFor();
      await page.screenshot({ path: '/tmp/lsp-sets-skipped-step.png' });

      // "Zurück" reopens the dialog on step 1; without the set, what it had chosen is told as the set's.
      await tabEnabled(page, 'Kostenberechnung');
      await previous(page).click();
      await page.waitForURL(savedTab('basic-input'));
      await dialog.getByRole('button', { name: 'Ohne Set weiter' }).click();
      await page.waitForURL(savedTab('configuration'));
      await resets.getByText('Set entfernt: was es gewählt hatte').waitFor();
      await resets.getByText(`Das Set „${SET_NAME}“ hatte AIO-Basic (System) gewählt. Jetzt: L-AIO (Standard).`).waitFor();
      await page.screenshot({ path: '/tmp/lsp-sets-left.png' });
      assert.equal(await resets.getByText(/Ihre Auswahl AIO-Basic/).count(), 0, 'the set’s choice is not called the person’s');
      await page.getByRole('textbox', { name: 'Taster RT-45-RJ', exact: true }).and(page.locator('[value="2"]')).waitFor();
    }));
});
