import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { AdminCompany, AdminProduct, AdminProductGroup, AdminRuleSetVersion, AdminSettings } from '@lsp/contracts';
import { adminDataProvider, everything } from '../support/admin-data-provider.js';
import { confirmCatalogueChange, productInBrowser, signIn } from '../support/browser.js';
import { newProject, projectsAs } from '../support/projects.js';

/** Empties a field and types into it key by key, as staff do. */
async function retype(page: Page, label: string, text: string): Promise<void> {
  // The label reads "Listenpreis (€) *" when the field is required.
  const field = page.getByRole('textbox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`) });
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Delete');
  if (text !== '') await field.pressSequentially(text);
}

/**
 * Numbers in the backoffice as staff type them (issue 29): a German price with a decimal comma
 * or thousands dots is stored as meant, text that is no number is refused in the field, a whole
 * number field refuses decimals, English reads the English way; and a form whose validation
 * failed saves once corrected, with the record's id intact.
 */
describe('Backoffice numbers and forms that recover', () => {
  const suite = productInBrowser();
  const admin = async () => adminDataProvider(suite.server, await suite.server.tokenFor('admin'));

  it('stores a list price typed 12,5 or 1.234,50 in German and 12.5 in English; refuses abc and three decimals', async () => {
    const provider = await admin();
    const product = (
      await provider.getList<AdminProduct>('products', {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      })
    ).data[0];
    const stored = async () => (await provider.getOne<AdminProduct>('products', { id: product.id })).data.price;
    const storedBecomes = async (value: number) => {
      for (const started = Date.now(); Date.now() - started < 60_000; await new Promise((resolve) => setTimeout(resolve, 100))) {
        if ((await stored()) === value) break;
      }
      return stored();
    };
    await suite.visit('backoffice-price-de', async (page) => {
      await page.goto(`/admin/products/${product.id}`);
      await signIn(page, 'admin');
      const save = page.getByRole('button', { name: 'Speichern' });
      await page.getByLabel('Listenpreis (€)', { exact: false }).waitFor();
      for (const [typed, value, shown] of [
        ['12,5', 12.5, '12,50'],
        ['1.234,50', 1234.5, '1.234,50'],
      ] as const) {
        await retype(page, 'Listenpreis (€)', typed);
        await save.click();
        // Every product save first shows the catalogue gate's check and impact (catalogue-changes.spec.ts).
        await confirmCatalogueChange(page, 'Speichern');
        // The notice of the save before may still show: the stored price is what tells this save has landed.
        assert.equal(await storedBecomes(value), value, typed);
        assert.equal(await page.getByLabel('Listenpreis (€)', { exact: false }).inputValue(), shown);
      }
      await retype(page, 'Listenpreis (€)', 'abc');
      await save.click();
      await page.getByText('Keine Zahl: bitte z. B. 12,5 eingeben').waitFor();
      await retype(page, 'Listenpreis (€)', '9,999');
      await save.click();
      await page.getByText('Höchstens 2 Nachkommastellen').waitFor();
      assert.equal(await stored(), 1234.5, 'nothing refused was stored');
      await page.getByRole('button', { name: 'Deutsch' }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await page.getByLabel('List price (€)', { exact: false }).waitFor();
      await retype(page, 'List price (€)', '12.5');
      await page.getByRole('button', { name: 'Save' }).click();
      await confirmCatalogueChange(page, 'Save');
      assert.equal(await storedBecomes(12.5), 12.5);
    });
  });

  it('refuses decimals of a workday in the settings, and saves the whole number', async () => {
    await suite.visit('backoffice-workdays', async (page) => {
      await page.goto('/admin/settings/1');
      await signIn(page, 'admin');
      await page.getByLabel('Lieferzeit (Arbeitstage)', { exact: false }).waitFor();
      await retype(page, 'Lieferzeit (Arbeitstage)', '12,5');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText('Bitte eine ganze Zahl eingeben').waitFor();
      await retype(page, 'Lieferzeit (Arbeitstage)', '12');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText('Eintrag aktualisiert').waitFor();
      // The one record cannot be deleted, so nothing offers it.
      assert.equal(await page.getByRole('button', { name: 'Löschen' }).count(), 0);
    });
    assert.equal((await (await admin()).getOne<AdminSettings>('settings', { id: 1 })).data.deliveryWorkdays, 12);
  });

  it('saves a company after its empty name was refused and then typed, with its id', async () => {
    const provider = await admin();
    const company = (
      await provider.getList<AdminCompany>('companies', {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'id', order: 'ASC' },
        filter: { q: 'Neukunde' },
      })
    ).data[0];
    await suite.visit('backoffice-company', async (page) => {
      await page.goto(`/admin/companies/${company.id}`);
      await signIn(page, 'admin');
      await page.getByRole('textbox', { name: /^Name/ }).waitFor();
      await retype(page, 'Name', '');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText('Pflichtfeld').first().waitFor();
      await retype(page, 'Name', 'Neukunde AG & Co. KG');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText('Eintrag aktualisiert').waitFor();
    });
    const saved = (await provider.getOne<AdminCompany>('companies', { id: company.id })).data;
    assert.equal(saved.name, 'Neukunde AG & Co. KG');
    assert.equal(saved.id, company.id);
  });

  it('asks before deleting a company that owns projects, and says in German why the server refused', async () => {
    await projectsAs(suite.server, await suite.server.tokenFor('customer')).created(newProject({ projectName: 'Gehört dem Unternehmen' }));
    await suite.visit('backoffice-refused-delete', async (page) => {
      await page.goto('/admin/companies');
      await signIn(page, 'admin');
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Aufzugbau Muster GmbH', exact: true }) });
      await row.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Löschen' }).click();
      // Not optimistic: a question first, then the server's answer, never "deleted".
      await page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click();
      const notice = page.locator('.MuiSnackbar-root').first();
      await notice.waitFor();
      assert.match(
        await notice.innerText(),
        /^Das Unternehmen Aufzugbau Muster GmbH besitzt \d+ Projekte \(gelöschte mitgezählt\) und kann nicht gelöscht werden\.$/,
      );
      await page.getByRole('cell', { name: 'Aufzugbau Muster GmbH', exact: true }).waitFor();
    });
  });

  it('deletes a product once on a double-clicked "Bestätigen" and lands on the list', async () => {
    const provider = await admin();
    // An accessory: a flap without a ventilation area would fail calculations, and the catalogue gate refuses it.
    const group = (await provider.getList<AdminProductGroup>('product-groups', everything)).data.find((g) => g.key === 'ACCESSORIES')!;
    await provider.create<AdminProduct>('products', {
      data: {
        id: 990002,
        productKey: 'TEST-DOUBLE-DELETE',
        productGroupId: group.id,
        description: { de: 'Doppelklick', en: 'Double click' },
        price: 1,
      },
    });
    await suite.visit('backoffice-double-delete', async (page) => {
      await page.goto('/admin/products/990002');
      await signIn(page, 'admin');
      await page.getByRole('button', { name: 'Löschen' }).click();
      // The question is the catalogue gate's: its check and impact, then "Löschen" (catalogue-changes.spec.ts).
      await confirmCatalogueChange(page, 'Löschen', { double: true });
      await page.waitForURL(/\/admin\/products$/);
      await page.getByText('Eintrag gelöscht').waitFor();
      assert.equal(
        await page
          .locator('.MuiAlert-standardError, .MuiSnackbarContent-root')
          .filter({ hasText: /nicht gefunden/ })
          .count(),
        0,
      );
    });
    const left = await provider.getList<AdminProduct>('products', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: { id: 990002 },
    });
    assert.equal(left.total, 0);
  });

  it('makes one draft on a double-clicked "Neuer Entwurf", and deletes it after asking', async () => {
    const provider = await admin();
    const drafts = async () =>
      (
        await provider.getList<AdminRuleSetVersion>('rule-sets', {
          pagination: { page: 1, perPage: 50 },
          sort: { field: 'id', order: 'ASC' },
          filter: { status: 'draft' },
        })
      ).total ?? 0;
    const before = await drafts();
    await suite.visit(
      'backoffice-one-draft',
      async (page) => {
        await page.goto('/admin/rule-sets');
        await signIn(page, 'admin');
        await page.getByRole('button', { name: 'Neuer Entwurf' }).dblclick();
        await page.waitForURL(/\/admin\/rule-sets\/\d+$/);
        // At 1366 px the page has its title in the top bar and every action in view: no sideways scrolling.
        await page.getByRole('button', { name: 'Veröffentlichen' }).waitFor();
        const width = page.viewportSize()!.width;
        for (const name of ['Entwurf speichern', 'Entwurf löschen', 'Tests ausführen', 'Veröffentlichen']) {
          const box = (await page.getByRole('button', { name }).boundingBox())!;
          assert.ok(box.x + box.width <= width, `${name} ends at ${box.x + box.width} px, in ${width}`);
        }
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width, 'no sideways scrolling');
        assert.match(await page.locator('header').first().innerText(), /Regelwerk lift-shaft #\d+/);
        // Leaving with unsaved edits asks; staying keeps them.
        await page.getByLabel('Änderungsnotiz').pressSequentially('halb fertig');
        let asked = '';
        page.once('dialog', (dialog) => {
          asked = dialog.message();
          void dialog.dismiss();
        });
        await page.getByRole('menuitem', { name: 'Produkte' }).click();
        for (const started = Date.now(); !asked && Date.now() - started < 30_000;) await page.waitForTimeout(50);
        assert.match(asked, /nicht gespeichert/);
        assert.match(page.url(), /\/admin\/rule-sets\/\d+$/);
        assert.equal(await page.getByLabel('Änderungsnotiz').inputValue(), 'halb fertig');
        page.on('dialog', (dialog) => void dialog.accept());
        await page.getByRole('button', { name: 'Entwurf löschen' }).click();
        assert.equal(await drafts(), before + 1, 'one draft');
        await page.getByRole('dialog').getByRole('button', { name: 'Entwurf löschen' }).dblclick();
        await page.waitForURL(/\/admin\/rule-sets$/);
        await page.getByText('Entwurf gelöscht').waitFor();
      },
      { viewport: { width: 1366, height: 800 } },
    );
    assert.equal(await drafts(), before);
  });

  it('says what is missing on an empty new product, refuses 36,5 mm, and calls a blank company name required', async () => {
    const provider = await admin();
    const company = (
      await provider.getList<AdminCompany>('companies', {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'id', order: 'ASC' },
        filter: { q: 'Neukunde' },
      })
    ).data[0];
    await suite.visit('backoffice-empty-create', async (page) => {
      await page.goto('/admin/products/create');
      await signIn(page, 'admin');
      const save = page.getByRole('button', { name: 'Speichern' });
      await page.getByText('z. B. 360x360').waitFor();
      assert.equal(await save.isEnabled(), true, 'Save is offered on an empty form');
      await save.click();
      await page.getByText('Pflichtfeld').first().waitFor();
      await retype(page, 'Breite (mm)', '36,5');
      await page.getByText('Bitte eine ganze Zahl eingeben').waitFor();

      await page.goto(`/admin/companies/${company.id}`);
      await page.getByRole('textbox', { name: /^Name/ }).waitFor();
      await retype(page, 'Name', '   ');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText('Pflichtfeld').first().waitFor();
      assert.equal(await page.getByText('Hat nicht das erwartete Format').count(), 0);
    });
  });
});
