import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { AdminProduct } from '@lsp/contracts';
import { adminDataProvider } from '../support/admin-data-provider.js';
import { productInBrowser, signIn } from '../support/browser.js';

/** What the API says in English (docs/api.md): staff never read it on a German screen. */
const ENGLISH = /is taken|exists already|invalid fields|is named by|cannot change|cannot be deleted|must have|is required|rule set/;

async function retype(page: Page, label: RegExp, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name: label });
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Delete');
  if (text !== '') await field.pressSequentially(text);
}

/**
 * One language per screen (issue 29): what the server refuses, on a field or as a whole, the
 * German backoffice says in German, from the answer's codes, never the API's English message.
 */
describe("The German backoffice says the server's refusals in German", () => {
  const suite = productInBrowser();

  it('shows a field the server refused in German under that field: a taken number, a key the rules name', async () => {
    const provider = adminDataProvider(suite.server, await suite.server.tokenFor('admin'));
    const product = (
      await provider.getList<AdminProduct>('products', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'id', order: 'ASC' },
        filter: { q: 'JK-180-HV-360x360' },
      })
    ).data.find((p) => p.productKey === 'JK-180-HV-360x360')!;
    await suite.visit('backoffice-server-field-de', async (page) => {
      await page.goto('/admin/companies/create');
      await signIn(page, 'admin');
      await page.getByRole('textbox', { name: /^Nr\./ }).waitFor();
      await retype(page, /^Nr\./, '1001');
      await retype(page, /^Name/, 'Zweite Firma GmbH');
      await page.getByRole('combobox', { name: /^Land/ }).click();
      await page.getByRole('option', { name: 'Deutschland', exact: true }).click();
      await page.getByRole('button', { name: 'Speichern' }).click();
      // The client cannot know the number is taken: the server's field problem, said in German.
      await page.getByText('1001 ist bereits vergeben').waitFor();
      assert.doesNotMatch(await page.locator('body').innerText(), ENGLISH);

      await page.goto(`/admin/products/${product.id}`);
      await page.getByRole('textbox', { name: /^Produktschlüssel/ }).waitFor();
      await retype(page, /^Produktschlüssel/, 'JK-180-UMBENANNT');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText('JK-180-HV-360x360 wird vom veröffentlichten Regelwerk verwendet und kann nicht geändert werden').waitFor();
      assert.doesNotMatch(await page.locator('body').innerText(), ENGLISH);
    });
    assert.equal(
      (await provider.getOne<AdminProduct>('products', { id: product.id })).data.productKey,
      'JK-180-HV-360x360',
      'nothing refused was stored',
    );
  });

  it('says in German why the server refused to delete a product the rules name', async () => {
    await suite.visit('backoffice-refused-product-delete-de', async (page) => {
      await page.goto('/admin/products');
      await signIn(page, 'admin');
      await page.getByRole('textbox', { name: 'Suche' }).pressSequentially('JK-180-HV-360x360');
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'JK-180-HV-360x360', exact: true }) });
      await row.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Löschen', exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click();
      const notice = page.locator('.MuiSnackbar-root').first();
      await notice.waitFor();
      assert.equal(
        await notice.innerText(),
        'Das Produkt JK-180-HV-360x360 wird vom veröffentlichten Regelwerk verwendet: Ändern Sie zuerst die Regeln.',
      );
      assert.doesNotMatch(await page.locator('body').innerText(), ENGLISH);
      await page.getByRole('cell', { name: 'JK-180-HV-360x360', exact: true }).waitFor();
    });
  });
});
