import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { AdminProduct } from '@lsp/contracts';
import { adminDataProvider, everything } from '../support/admin-data-provider.js';
import { productInBrowser, signIn } from '../support/browser.js';
import { fillBasicInput, type } from './calculator-steps.js';

const space = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** The quote panel's row of one product, once the server has priced the entries shown. */
async function partRow(page: Page, productKey: string): Promise<string> {
  await page.waitForFunction(() => document.querySelector('[data-testid="quote-panel"] [aria-busy="true"]') === null);
  return space(await page.getByTestId('quote-parts').locator(`[data-product-key="${productKey}"]`).innerText());
}

/**
 * A catalogue change reaches an open calculator the way prices do (docs/catalogue-cache.md#open-calculators):
 * a product renamed in the backoffice shows its new name with the next quote, without a reload,
 * and the planner's entries stay as typed.
 */
describe('Product names in an open calculator', () => {
  const suite = productInBrowser();

  it('a product renamed in the backoffice shows its new name with the next quote, nothing typed lost', () =>
    suite.visit('live-names', async (page) => {
      await page.goto('/calculation/new/basic-input');
      await signIn(page, 'customer');
      await fillBasicInput(page, {
        name: 'Umbenennung Leipzig',
        postalCode: '04109',
        projectType: 'Neubau',
        position: 'Vertikal',
        height: '18.000',
        width: '1.600',
        depth: '2.600',
      });
      const flap = 'JK-180-HV-360x360';
      await page.getByTestId('quote-total').waitFor();
      assert.equal(await partRow(page, flap), 'Lamellenklappe JK-180-HV 360x360 1 × 690,00 € 690,00 €');
      // A page that reloads loses this mark.
      await page.evaluate(() => Object.assign(window, { stillOpen: true }));

      const admin = adminDataProvider(suite.server, await suite.server.tokenFor('admin'));
      const [product] = (await admin.getList<AdminProduct>('products', { ...everything, filter: { q: flap } })).data.filter(
        (p) => p.productKey === flap,
      );
      const renamed = { ...product, description: { ...product.description, de: 'Lamellenklappe JK-180-HV 360x360 Edelstahl' } };
      await admin.update<AdminProduct>('products', { id: product.id, data: renamed, previousData: product });

      // The planner goes on typing: the next quote brings the new name along with its prices.
      await type(page, 'Schachthöhe (inkl. Kopf und Grube)', '18.500');
      await page.getByTestId('quote-parts').locator(`[data-product-key="${flap}"]`).filter({ hasText: 'Edelstahl' }).waitFor();
      assert.equal(await partRow(page, flap), 'Lamellenklappe JK-180-HV 360x360 Edelstahl 1 × 690,00 € 690,00 €');
      assert.equal(await page.evaluate(() => (window as unknown as { stillOpen?: boolean }).stillOpen), true, 'no reload');
      assert.equal(await page.getByLabel('Schachthöhe (inkl. Kopf und Grube)').inputValue(), '18.500', 'the entry stays as typed');
      assert.equal(await page.getByLabel('Projektname').inputValue(), 'Umbenennung Leipzig');
    }));
});
