import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible, productInBrowser, signIn } from '../support/browser.js';
import { assertFitsPhone, onPhone, PHONES } from '../support/phone.js';
import { choose, fillBasicInput, next, savedTab, typeQuantity } from './calculator-steps.js';

const SHAFT = { name: 'Baustelle Telefon', postalCode: '30159', projectType: 'Neubau', position: 'Vertikal', height: '18.000', width: '1.600', depth: '2.600' };

/** The planner on a phone on site and at a desk by keyboard alone (issue 33). */
describe('The customer app on a phone and by keyboard', () => {
  const product = productInBrowser();

  for (const phone of PHONES) {
    it(`on a ${phone.name} phone every screen and dialog fits and takes a fingertip; a project is typed and submitted`, () =>
      product.visit(`phone-${phone.viewport.width}`, async (page) => {
        // axe at the width of a current phone; the fit on both.
        const check = async (what: string) => {
          await assertFitsPhone(page, what);
          if (phone.viewport.width === 390) await assertAccessible(page, `${what} at 390 px`);
        };
        await page.goto('/');
        await page.waitForURL(/\/oidc\/interaction\//);
        await assertFitsPhone(page, 'the sign-in page');
        await signIn(page, 'customer');
        await page.getByRole('heading', { name: 'Projekte', level: 1 }).waitFor();
        await check('the empty explorer');
        await page.getByRole('button', { name: /Benutzermenü/ }).click();
        await page.getByRole('menuitem', { name: 'Abmelden' }).waitFor();
        await check('the user menu');
        await page.keyboard.press('Escape');

        await page.getByRole('link', { name: 'Neues Projekt' }).click();
        await page.getByRole('textbox', { name: 'Projektname' }).waitFor();
        await check('tab 1, empty');
        await fillBasicInput(page, SHAFT);
        await page.getByTestId('total-lift-area').filter({ hasText: '104.000 mm²' }).waitFor();
        await check('tab 1, filled in');

        await next(page).click();
        const sets = page.getByRole('dialog', { name: 'AIO-Basic-Set wählen' });
        await sets.locator('[data-set-key]').first().waitFor();
        await sets.getByTestId('set-price').first().filter({ hasText: '€' }).waitFor();
        await check('the AIO Basic set dialog');
        await sets.getByRole('button', { name: 'Ohne Set weiter' }).click();
        await page.waitForURL(savedTab('configuration'));

        await choose(page, 'Raucherkennung', 'Punktmelder');
        await page.getByRole('button', { name: 'Sonderkomponente hinzufügen' }).click();
        await page.getByRole('textbox', { name: 'Beschreibung 1' }).pressSequentially('Montageschiene');
        await page.getByRole('textbox', { name: 'Preis (€) 1' }).click();
        await page.getByRole('textbox', { name: 'Preis (€) 1' }).pressSequentially('12,5');
        await page.getByTestId('selected-products').locator('[data-non-standard]').getByText('Montageschiene').waitFor();
        await check('tab 2 with a non-standard component');
        await page.getByRole('button', { name: 'Warum: Punktrauchmelder' }).click();
        await page.getByRole('dialog', { name: /Warum „Punktrauchmelder“/ }).waitFor();
        await check('the "Why?" of a product');
        await page.keyboard.press('Escape');

        await next(page).click();
        await page.waitForURL(savedTab('ventilation-components'));
        await page.getByTestId('ventilation-candidates').getByTestId('unit-price').first().filter({ hasText: '€' }).waitFor();
        await check('tab 3');
        // The main thing to do here: every quantity input is within the screen's width.
        for (const box of await page.getByTestId('ventilation-candidates').getByRole('spinbutton').evaluateAll((inputs) => inputs.map((input) => input.getBoundingClientRect().toJSON() as DOMRect))) {
          assert.ok(box.x >= 0 && box.x + box.width <= phone.viewport.width, `a quantity input lies within the screen (${box.x} … ${box.x + box.width})`);
        }
        await typeQuantity(page, /JK-180-HV 470x360/, '1');
        await page.getByTestId('ventilation-candidates').locator('[data-product-key="JK-180-HV-470x360"] [data-testid="selected-quantity"]').filter({ hasText: '1' }).waitFor();

        await next(page).click();
        await page.waitForURL(savedTab('cost-calculation'));
        await page.getByTestId('cost-total').waitFor();
        await check('tab 4');
        await page.getByRole('button', { name: 'Abschließen und absenden' }).click();
        const submit = page.getByRole('dialog', { name: 'Geschafft!' });
        await submit.getByRole('button', { name: 'Senden' }).waitFor();
        await check('the submit dialog');
        await choose(page, 'Art der Anfrage', 'Angebotsanfrage');
        await submit.getByRole('textbox', { name: 'Anmerkungen' }).pressSequentially('Bitte mit Montage.');
        await submit.getByRole('button', { name: 'Senden' }).click();
        await submit.getByRole('button', { name: 'Übermittelt!' }).waitFor();
        await submit.getByRole('button', { name: 'Schließen' }).click();
        await page.getByTestId('project-state').filter({ hasText: 'Übermittelt' }).waitFor();
        await check('a submitted project');

        await page.getByRole('button', { name: 'AGB' }).click();
        await page.getByRole('dialog', { name: 'Rechtliche Informationen' }).waitFor();
        await check('the legal dialog');
        await page.keyboard.press('Escape');

        await page.getByRole('link', { name: 'Kalkulator' }).click();
        await page.locator('tbody tr[data-project-id]').first().waitFor();
        await check('the explorer with a project');
        await page.goto('/imprint');
        await page.getByRole('heading', { level: 1 }).waitFor();
        await check('the legal notice page');
      }, onPhone(phone.viewport)));
  }
});

export async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '(page)';
    const labelled = element.getAttribute('aria-labelledby');
    const label = labelled ? labelled.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : element.getAttribute('aria-label');
    return (label ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
}
