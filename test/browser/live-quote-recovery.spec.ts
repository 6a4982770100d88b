import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { productInBrowser, signIn } from '../support/browser.js';
import { fillBasicInput, type } from './calculator-steps.js';

/** The panel's total once the server has priced the entries shown (no update on its way). */
async function panelTotal(page: Page): Promise<string> {
  const panel = page.getByTestId('quote-panel');
  await panel.getByTestId('quote-total').waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="quote-panel"] [aria-busy="true"]') === null);
  return (await panel.getByTestId('quote-total').innerText()).replace(/\s+/g, ' ').trim();
}

/**
 * The live quote comes back by itself (docs/live-quote.md#when-the-server-cannot-be-reached): when
 * the browser is online again and when the server answers again, and offers to try at once meanwhile.
 * Offline it is priced on the device (docs/offline.md).
 */
describe('The live quote after a lost connection', () => {
  const suite = productInBrowser();

  it('prices offline from the stored prices, says it cannot price when the server fails, and comes back by itself', async () => {
    await suite.visit('live-quote-recovery', async (page) => {
      await page.goto('/calculation/new/basic-input');
      await signIn(page, 'customer');
      const panel = page.getByTestId('quote-panel');
      await fillBasicInput(page, {
        name: 'Funkloch',
        postalCode: '80331',
        projectType: 'Neubau',
        position: 'Vertikal',
        height: '18.000',
        width: '1.600',
        depth: '2.600',
      });
      const total = await panelTotal(page);
      await panel.getByTestId('quote-complete').waitFor();

      // Offline the quote is priced on the device from the prices this visit kept (docs/offline.md), and says so.
      await page.context().setOffline(true);
      await type(page, 'Schachthöhe (inkl. Kopf und Grube)', '18.500');
      const asOf = panel.getByTestId('quote-prices-as-of');
      await asOf.getByText('– werden online bestätigt.', { exact: false }).waitFor();
      const offline = await panelTotal(page);

      // Online again: the server prices the same entries without a click or a change of tab, and the note goes.
      await page.context().setOffline(false);
      await asOf.waitFor({ state: 'detached' });
      const after = await panelTotal(page);
      await panel.getByTestId('quote-complete').waitFor();
      assert.match(after, /^\d{1,3}(\.\d{3})*,\d{2} €$/);
      assert.equal(after, offline, 'the stored prices are the server’s');

      // The server fails: no price, nothing called complete; "Erneut versuchen" asks at once; once it answers, the price returns by itself.
      const failed = panel.getByTestId('quote-failed');
      let failing = true;
      let asked: (() => void) | undefined;
      await page.route('**/api/calculation-v1', async (route) => {
        asked?.();
        if (failing)
          await route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"statusCode":500,"error":"Internal Server Error","message":"down"}',
          });
        else await route.continue();
      });
      await type(page, 'Schachthöhe (inkl. Kopf und Grube)', '18.000');
      await failed.getByText('Der Preis kann gerade nicht berechnet werden.').waitFor();
      assert.equal(await panel.getByTestId('quote-complete').count(), 0, 'no "complete" without a price');
      await failed.getByRole('button', { name: 'Erneut versuchen' }).and(page.locator(':enabled')).waitFor();
      const askedAgain = new Promise<void>((resolve) => (asked = resolve));
      await failed.getByRole('button', { name: 'Erneut versuchen' }).click();
      await askedAgain;
      failing = false;
      await failed.waitFor({ state: 'detached', timeout: 40_000 });
      assert.equal(await panelTotal(page), total, 'the same entries, the same price');
      await panel.getByTestId('quote-complete').waitFor();
    });
  });
});
