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
 */
describe('The live quote after a lost connection', () => {
  const suite = productInBrowser();

  it('says it cannot price while offline, never calls that complete, and comes back by itself', async () => {
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

      await page.context().setOffline(true);
      await type(page, 'Schachthöhe (inkl. Kopf und Grube)', '18.500');
      const failed = panel.getByTestId('quote-failed');
      await failed.getByText('Der Preis kann gerade nicht berechnet werden.').waitFor();
      assert.equal(await panel.getByTestId('quote-complete').count(), 0, 'no "complete" without a price');
      await failed.getByRole('button', { name: 'Erneut versuchen' }).waitFor();

      // Online again: the price returns without a click or a change of tab.
      await page.context().setOffline(false);
      await failed.waitFor({ state: 'detached' });
      const after = await panelTotal(page);
      await panel.getByTestId('quote-complete').waitFor();
      assert.match(after, /^\d{1,3}(\.\d{3})*,\d{2} €$/);

      // The server does not answer: "Erneut versuchen" asks at once; once it answers, the price returns by itself.
      let failing = true;
      let asked: (() => void) | undefined;
      await page.route('**/api/calculation-v1', async (route) => {
        asked?.();
        if (failing) await route.abort('connectionrefused');
        else await route.continue();
      });
      await type(page, 'Schachthöhe (inkl. Kopf und Grube)', '18.000');
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
