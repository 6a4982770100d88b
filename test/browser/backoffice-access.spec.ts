import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { DataProvider } from 'ra-core';
import type { AdminProduct, AdminRuleSetVersion, ProjectData } from '@lsp/contracts';
import { adminDataProvider } from '../support/admin-data-provider.js';
import { animationsEnded, assertAccessible, productInBrowser, signIn } from '../support/browser.js';
import { newProject, projectsAs, resave } from '../support/projects.js';

const WIDTH = 1366;

/** Waits until react-admin has loaded what the page shows: no request under way, no spinner. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .locator('[role="progressbar"]')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  await page.getByRole('main').waitFor();
  // MUI fades and slides in what it shows: axe reads colours once they have ended.
  await animationsEnded(page);
}

const first = async (provider: DataProvider, resource: string): Promise<string> =>
  String(
    (await provider.getList(resource, { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).data[0]!
      .id,
  );

/**
 * Every page of the backoffice at a laptop's 1366 px (issue 29): no serious or critical axe-core
 * violation (WCAG 2.1 A and AA), and the projects list fits without scrolling sideways.
 */
describe('The backoffice is accessible on every page at 1366 px', () => {
  const suite = productInBrowser();

  it('passes axe-core on the dashboard, every list, every show, edit and create page, settings, the rule-set editor and projects', async () => {
    const provider = adminDataProvider(suite.server, await suite.server.tokenFor('admin'));
    // A project with a mail about it and a support ticket, so their pages have something to show.
    const customer = projectsAs(suite.server, await suite.server.tokenFor('customer'));
    const admin = projectsAs(suite.server, await suite.server.tokenFor('admin'));
    const draft = await customer.created(newProject({ projectName: 'Barrierefrei', requestType: 'OFFER' }));
    const submitted = (await (await customer.save(resave(draft, { state: 'SUBMITTED' }))).json()) as ProjectData;
    assert.equal((await admin.save(resave(submitted, { state: 'OFFER_CREATED', offerNumber: 'AN-2026-0101' }), true)).status, 200);
    const ticket = await suite.server.api('/api/support/ticket', {
      method: 'POST',
      token: await suite.server.tokenFor('customer'),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        description: 'Loading Error with Code BKCC-project',
        area: 'Web-App Support',
        subject: `Projekt ${draft.id}`,
      }),
    });
    assert.equal(ticket.status, 201);

    const ids: Record<string, string> = {};
    for (const resource of ['products', 'product-groups', 'characteristics', 'terms', 'companies', 'mails', 'tickets', 'rule-sets'])
      ids[resource] = await first(provider, resource);
    const pages: [string, string][] = [
      ['/admin/', 'the dashboard'],
      ...[
        'projects',
        'products',
        'product-groups',
        'characteristics',
        'terms',
        'settings',
        'companies',
        'mails',
        'tickets',
        'audit-events',
        'rule-sets',
      ].map((resource): [string, string] => [`/admin/${resource}`, `the ${resource} list`]),
      [`/admin/projects/${submitted.id}`, 'a project'],
      ...['products', 'product-groups', 'characteristics', 'terms', 'companies'].flatMap((resource): [string, string][] => [
        [`/admin/${resource}/${encodeURIComponent(ids[resource])}`, `a record of ${resource}`],
        [`/admin/${resource}/create`, `a new record of ${resource}`],
      ]),
      ['/admin/settings/1', 'the settings'],
      [`/admin/mails/${ids.mails}/show`, 'a mail'],
      [`/admin/tickets/${ids.tickets}/show`, 'a ticket'],
      [`/admin/rule-sets/${ids['rule-sets']}`, 'the rule-set editor'],
    ];

    await suite.visit(
      'backoffice-every-page',
      async (page) => {
        await page.goto('/admin/');
        await signIn(page, 'admin');
        // Every state's bar is named at this width (the axis used to drop names that did not fit).
        const byState = page.getByTestId('chart-by-state');
        for (const name of ['Neu', 'Entwurf', 'Übermittelt', 'Nachricht von DH', 'Angebot erstellt', 'Auftrag erhalten', 'Abgeschlossen']) {
          await byState
            .locator('text')
            .filter({ hasText: new RegExp(`^${name}$`) })
            .waitFor();
        }
        for (const [path, what] of pages) {
          await page.goto(path);
          await settled(page);
          await assertAccessible(page, `${what} (${path})`);
        }
      },
      { viewport: { width: WIDTH, height: 768 } },
    );
  });

  /** What scrolls sideways on the page: the page itself by how many pixels, and every element that scrolls. */
  const overflowOf = (page: Page) =>
    page.evaluate(() => {
      const wide = Array.from(document.querySelectorAll<HTMLElement>('*')).filter(
        (element) => element.scrollWidth > element.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(element).overflowX),
      );
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        scrolling: wide.map((element) =>
          `${element.tagName}.${element.className} +${element.scrollWidth - element.clientWidth}px`.slice(0, 120),
        ),
      };
    });

  it('fits the projects list into 1366 px: no sideways scrolling, export and pagination in view', async () => {
    await suite.visit(
      'backoffice-projects-width',
      async (page) => {
        await page.goto('/admin/projects');
        await signIn(page, 'admin');
        await settled(page);
        await page.getByRole('row').nth(1).waitFor();
        // The customer who made each project is a column, as the search finds by it.
        await page.getByRole('columnheader', { name: 'Erstellt von' }).waitFor();
        assert.deepEqual(await overflowOf(page), { page: 0, scrolling: [] }, 'nothing scrolls sideways');
        // Project numbers read on one line each, never broken at their dash.
        const idCell = page
          .getByRole('row')
          .nth(1)
          .getByRole('cell')
          .filter({ hasText: /^C\d{8}-\d+$/ });
        // However narrow the other columns squeeze it (long names, companies, offer numbers).
        const layout = await idCell.evaluate((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return {
            lines: new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size,
            wrap: getComputedStyle(cell).whiteSpace,
          };
        });
        assert.deepEqual(layout, { lines: 1, wrap: 'nowrap' }, 'the project number is one line');
        for (const target of [page.getByRole('button', { name: 'Excel-Export' }), page.getByText(/^\d+–\d+ von \d+$/)]) {
          const box = (await target.boundingBox())!;
          assert.ok(box && box.x >= 0 && box.x + box.width <= WIDTH, `${await target.innerText()} is in view (${JSON.stringify(box)})`);
        }
        await page.screenshot({ path: '/tmp/lsp-backoffice-projects-1366.png' });
      },
      { viewport: { width: WIDTH, height: 768 } },
    );
  });

  it('fits the products list and the audit trail into 1366 px: no sideways scrolling', async () => {
    // Rows for the audit trail: a new rule-set draft (the widest changes: size, status, author) and a price.
    const provider = adminDataProvider(suite.server, await suite.server.tokenFor('admin'));
    const versions = await provider.getList<AdminRuleSetVersion>('rule-sets', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const live = versions.data.find((v) => v.status === 'published')!;
    await provider.create('rule-sets', { data: { key: live.key, basedOn: live.ruleSetVersion, changeNote: 'Breite prüfen' } });
    const product = (await provider.getOne<AdminProduct>('products', { id: Number(await first(provider, 'products')) })).data;
    await provider.update('products', { id: product.id, previousData: product, data: { ...product, price: product.price + 1 } });
    await suite.visit(
      'backoffice-lists-width',
      async (page) => {
        await page.goto('/admin/products');
        await signIn(page, 'admin');
        for (const list of ['audit-events', 'products']) {
          await page.goto(`/admin/${list}`);
          await settled(page);
          await page.getByRole('row').nth(1).waitFor();
          assert.deepEqual(await overflowOf(page), { page: 0, scrolling: [] }, `nothing of ${list} scrolls sideways`);
        }
      },
      { viewport: { width: WIDTH, height: 768 } },
    );
  });
});
