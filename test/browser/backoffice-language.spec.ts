import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { AdminProduct, AdminProductGroup, AdminRuleSetVersion } from '@lsp/contracts';
import { adminDataProvider, everything } from '../support/admin-data-provider.js';
import { pickOption, productInBrowser, signIn } from '../support/browser.js';
import { newProject, projectsAs } from '../support/projects.js';
import { SEED_RULE_SET } from '../support/seed-rule-set.js';

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
      await pickOption(page, { name: 'Deutschland', exact: true });
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

  it('says a rule set in German: its changes by name, reference cases, the largest changes, its audit trail', async () => {
    const provider = adminDataProvider(suite.server, await suite.server.tokenFor('admin'));
    const live = (
      await provider.getList<AdminRuleSetVersion>('rule-sets', {
        pagination: { page: 1, perPage: 50 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      })
    ).data.find((v) => v.status === 'published')!;
    // A new draft is the published content with the next version number: one change.
    const draft = (
      await provider.create<AdminRuleSetVersion>('rule-sets', {
        data: { key: live.key, basedOn: live.ruleSetVersion, changeNote: 'Entwurf' },
      })
    ).data;
    await suite.visit('backoffice-rule-set-de', async (page) => {
      await page.goto(`/admin/rule-sets/${draft.id}`);
      await signIn(page, 'admin');
      await page.getByTestId('rule-problems').getByText('Keine Probleme').waitFor();
      await page.getByRole('tab', { name: 'Vergleich' }).click();
      const changes = page.getByTestId('diff-changes');
      await changes.waitFor();
      assert.equal(await changes.innerText(), '1 Änderung: Version geändert');

      await page.getByRole('button', { name: 'Auswirkung prüfen' }).click();
      const impact = page.getByTestId('rule-impact');
      await impact
        .getByText(new RegExp(`^Referenzfälle: ${SEED_RULE_SET.goldenFixtures} geprüft, 0 Produkte geändert, 0 Summen geändert, 0 Fehler$`))
        .waitFor({ timeout: 60_000 });
      // Nothing changes: said so, not an empty table under "v1 → Δ".
      await impact.getByTestId('no-largest').getByText('Keine Summe und kein Produkt ändert sich.').waitFor();
      assert.doesNotMatch(await impact.innerText(), /Golden|Fixtures|Δ/);

      await page.goto('/admin/audit-events');
      await page.getByRole('combobox', { name: /^Bereich/ }).click();
      await pickOption(page, { name: 'Regelwerk-Version', exact: true });
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: String(draft.id), exact: true }) })
        .first();
      await row.waitFor();
      const text = await row.innerText();
      assert.match(text, /Status: Entwurf/);
      assert.match(
        text,
        new RegExp(`Umfang: ${SEED_RULE_SET.stages} Stufen, ${SEED_RULE_SET.rules} Regeln, ${SEED_RULE_SET.testCases} Testfälle`),
      );
      assert.doesNotMatch(text, /summary|createdBy|updatedByName|draft|\{"/);
    });
  });

  it('names the catalogue in English on an English screen: groups, categories, characteristics', async () => {
    const provider = adminDataProvider(suite.server, await suite.server.tokenFor('admin'));
    const product = (
      await provider.getList<AdminProduct>('products', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'id', order: 'ASC' },
        filter: { q: 'JK-180-HV-360x360' },
      })
    ).data.find((p) => p.productKey === 'JK-180-HV-360x360')!;
    await suite.visit('backoffice-catalogue-en', async (page) => {
      await page.goto(`/admin/products/${product.id}`);
      await signIn(page, 'admin');
      await page.getByRole('button', { name: 'Deutsch' }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await page.getByText('JK-180-HV louvre flap for new buildings').first().waitFor();
      await page.getByText('Tested to EN 12101-2').waitFor();
      assert.equal(await page.getByText('Lamellenklappe JK-180-HV für Neubauten').count(), 0, 'no German group name');
      await page.goto('/admin/product-groups');
      await page.getByRole('columnheader', { name: 'Description (English)' }).waitFor();
      assert.equal(await page.getByRole('columnheader', { name: 'Description (German)' }).count(), 0);
      await page.getByRole('cell', { name: 'Ventilation components' }).first().waitFor();
      // The group's form names its category under the number.
      await page.goto('/admin/product-groups/11');
      await page.locator('.MuiFormHelperText-root').filter({ hasText: 'Ventilation components' }).waitFor();
      // Its delete asks in English with the resource's name, not a placeholder; nothing is deleted here.
      // The form's own Delete (the characteristics' rows have Delete buttons of their own, labelled).
      await page.locator('button:not([aria-label])', { hasText: /^Delete$/ }).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByText('Are you sure you want to delete this Product group?').waitFor();
      assert.equal(await confirm.getByText('%{name}').count(), 0);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
    });
  });

  it('writes the audit trail readably: ids as typed, prices as money, descriptions by language, a dash for nothing', async () => {
    const provider = adminDataProvider(suite.server, await suite.server.tokenFor('admin'));
    // An accessory: a flap without a ventilation area would fail calculations, and the catalogue gate refuses it.
    const group = (await provider.getList<AdminProductGroup>('product-groups', everything)).data.find((g) => g.key === 'ACCESSORIES')!;
    const created = await provider.create<AdminProduct>('products', {
      data: {
        id: 9901,
        productKey: 'TEST-AUDIT',
        productGroupId: group.id,
        description: { de: 'Prüfling', en: 'Specimen' },
        price: 1234.5,
      },
    });
    await provider.update<AdminProduct>('products', {
      id: 9901,
      previousData: created.data,
      data: { ...created.data, price: 690, dhNo: 'DH-1', description: { de: 'Prüfling neu', en: 'Specimen new' } },
    });
    await suite.visit('backoffice-audit-readable', async (page) => {
      await page.goto('/admin/audit-events');
      await signIn(page, 'admin');
      const changed = page.getByRole('row').filter({ hasText: 'Listenpreis' }).first();
      await changed.waitFor();
      const text = await changed.innerText();
      assert.match(text, /Listenpreis \(€\): 1\.234,50\s€ → 690,00\s€/);
      assert.match(text, /Deutsch: Prüfling · Englisch: Specimen → Deutsch: Prüfling neu · Englisch: Specimen new/);
      assert.doesNotMatch(text, /\{"de"/);
      assert.match(text, /: – → DH-1/);
      const createdRow = await page.getByRole('row').filter({ hasText: 'angelegt' }).first().innerText();
      assert.match(createdRow, /9901/);
      assert.doesNotMatch(createdRow, /9\.901/);
    });
  });

  it('writes dates one way per language on every page: lists and the project page alike', async () => {
    const customer = projectsAs(suite.server, await suite.server.tokenFor('customer'));
    const project = await customer.created(newProject({ projectName: 'Datumsprobe' }));
    await suite.visit('backoffice-dates-en', async (page) => {
      await page.goto(`/admin/projects/${project.id}`);
      await signIn(page, 'admin');
      await page.getByRole('button', { name: 'Deutsch' }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await page.getByText('Datumsprobe').first().waitFor();
      const body = await page.locator('body').innerText();
      assert.match(body, /\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}/, 'day/month/year, 24 h');
      assert.doesNotMatch(body, /\d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2}:\d{2} [AP]M/, 'no American format');
    });
  });
});
