import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { ProjectData } from '@lsp/contracts';
import { pickOption, productInBrowser, signIn } from '../support/browser.js';
import { newProject, projectsAs, resave } from '../support/projects.js';

/**
 * What runs past the screen's side: the page itself, or a box inside it that scrolls sideways
 * (a table wider than its card). Each with what it is, for the failure message.
 */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement!;
    if (root.scrollWidth > root.clientWidth + 1) found.push(`the page: ${root.scrollWidth} px in ${root.clientWidth}`);
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const style = getComputedStyle(element);
      if (!['auto', 'scroll'].includes(style.overflowX) || element.clientWidth === 0) continue;
      if (element.scrollWidth > element.clientWidth + 1)
        found.push(
          `${element.tagName.toLowerCase()}.${Array.from(element.classList).slice(0, 2).join('.')}: ${element.scrollWidth} px in ${element.clientWidth}`,
        );
    }
    return found;
  });
}

const LISTS = [
  'projects',
  'products',
  'product-groups',
  'characteristics',
  'companies',
  'settings',
  'terms',
  'mails',
  'tickets',
  'audit-events',
  'rule-sets',
];

describe('The backoffice on a tablet and a phone', () => {
  const suite = productInBrowser();

  it('every list fits 768 px without scrolling sideways', () =>
    suite.visit(
      'backoffice-768',
      async (page) => {
        await page.goto('/admin/');
        await signIn(page, 'admin');
        const overflowing: Record<string, string[]> = {};
        for (const list of LISTS) {
          await page.goto(`/admin/${list}`);
          await page.locator('.RaList-main, .RaEdit-main, main').first().waitFor();
          await page.waitForLoadState('networkidle');
          const found = await sidewaysOverflow(page);
          if (found.length) overflowing[list] = found;
        }
        assert.deepEqual(overflowing, {});
      },
      { viewport: { width: 768, height: 1024 } },
    ));

  it('the product form fits a 1280 px desk beside the menu, its buttons on screen', () =>
    suite.visit(
      'backoffice-product-1280',
      async (page) => {
        await page.goto('/admin/products/1001');
        await signIn(page, 'admin');
        // The whole form, not the list it came from: measured once its last button and its group's characteristics are there.
        await page.getByRole('button', { name: 'Löschen' }).waitFor();
        await page.getByText('Merkmale der Gruppe', { exact: false }).waitFor();
        await page.waitForLoadState('networkidle');
        // A product group with six characteristics once laid them in one row and widened the form to 1731 px.
        assert.deepEqual(await sidewaysOverflow(page), []);
        for (const name of ['Speichern', 'Löschen']) {
          const box = await page.getByRole('button', { name }).boundingBox();
          assert.ok(box && box.x + box.width <= 1280, `${name} on screen: ${JSON.stringify(box)}`);
        }
      },
      { viewport: { width: 1280, height: 800 } },
    ));

  it('a project is read and its state changed at 360 px', async () => {
    const customer = projectsAs(suite.server, await suite.server.tokenFor('customer'));
    const draft = await customer.created(newProject({ requestType: 'OFFER', projectName: 'Schmales Telefon' }));
    const submitted = (await (await customer.save(resave(draft, { state: 'SUBMITTED' }))).json()) as ProjectData;
    await suite.visit(
      'backoffice-360',
      async (page) => {
        await page.goto(`/admin/projects/${submitted.id}`);
        await signIn(page, 'admin');
        await page.getByText(`${submitted.id} · Schmales Telefon`).waitFor();
        await page.getByTestId('project-offered').waitFor();
        assert.deepEqual(await sidewaysOverflow(page), [], 'the project page');
        await page.getByRole('combobox', { name: 'Status' }).click();
        await pickOption(page, { name: 'Angebot erstellt' });
        await page.getByRole('textbox', { name: 'Angebotsnummer', exact: true }).pressSequentially('AN-360-1');
        await page.getByTestId('project-save').click();
        await page.getByTestId('save-without-mail').click();
        await page.getByText('Eintrag aktualisiert').waitFor();
        assert.deepEqual(await sidewaysOverflow(page), [], 'the project page after the move');
      },
      { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
    );
    const moved = (await (await customer.get(submitted.id)).json()) as ProjectData;
    assert.equal(moved.state, 'OFFER_CREATED');
  });
});
