import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page, Request } from 'playwright-core';
import { signIn, productInBrowser } from '../support/browser.js';
import { newProject, projectsAs } from '../support/projects.js';
import { fillBasicInput, next, tab, type } from './calculator-steps.js';

/** Step access, number entry and read-only projects in the calculator (issue 8, item 11). */
describe('The calculator: step access, number entry and read-only projects', () => {
  const suite = productInBrowser();
  const asNewVisitor = suite.visit;
  const helper = (page: Page, field: string) => page.locator(`#field-${field}-helper-text`);

  it('refuses a later step opened by address before the basic inputs are valid, and closes its tabs', () =>
    asNewVisitor('step-refused', async (page) => {
      await page.goto('/calculation/new/cost-calculation');
      await signIn(page, 'customer');
      await page.getByTestId('step-refused').getByText('Der Schritt „Kostenberechnung“ ist noch nicht möglich').waitFor();
      await page.waitForURL(`${suite.server.url}/calculation/new/basic-input`);
      for (const name of ['Konfiguration', 'Lüftungskomponenten', 'Kostenberechnung'])
        assert.equal(await tab(page, name).isDisabled(), true, name);
      // Every problem of the first step is shown, and Next stays on it.
      assert.equal(await helper(page, 'projectName').innerText(), 'ist erforderlich');
      await next(page).click({ modifiers: ['Control'] });
      assert.equal(new URL(page.url()).pathname, '/calculation/new/basic-input');
    }));

  it('reads German numbers and says what is wrong with the others', () =>
    asNewVisitor('number-entry', async (page) => {
      await page.goto('/calculation/new/basic-input');
      await signIn(page, 'customer');
      const height = 'Schachthöhe (inkl. Kopf und Grube)';
      await type(page, height, '18 Meter');
      await page.getByRole('textbox', { name: height }).blur();
      assert.equal(await helper(page, 'shaftHeight').innerText(), 'Einheit „Meter“ passt hier nicht: möglich sind mm, cm, m');
      await type(page, height, 'zwölf');
      assert.equal(await helper(page, 'shaftHeight').innerText(), 'ist keine Zahl');
      await type(page, height, '');
      assert.equal(await helper(page, 'shaftHeight').innerText(), 'ist erforderlich');
      await type(page, height, '120.001');
      assert.equal(await helper(page, 'shaftHeight').innerText(), 'muss zwischen 0 mm und 120.000 mm liegen');
      await type(page, 'Schachtbreite', '20.001 mm');
      await page.getByRole('textbox', { name: 'Schachtbreite' }).blur();
      assert.equal(await helper(page, 'shaftWidth').innerText(), 'muss zwischen 0 mm und 20.000 mm liegen');
      await type(page, 'Schachttiefe', '10.000,5');
      await page.getByRole('textbox', { name: 'Schachttiefe' }).blur();
      assert.equal(await helper(page, 'shaftDepth').innerText(), 'muss zwischen 0 mm und 10.000 mm liegen');
      // Dot thousands, comma decimals, a unit: 1.600 x 2.600,0 mm at 2.5 % is 104.000 mm².
      await type(page, height, '120.000');
      await type(page, 'Schachtbreite', '1.600');
      await type(page, 'Schachttiefe', '2.600,0 mm');
      assert.equal(await helper(page, 'shaftHeight').innerText(), 'In mm, z. B. 18.000 (oder 18 m)', 'the hint again, no problem');
      await page.getByTestId('total-lift-area').filter({ hasText: 'Erforderliche Lüftungsfläche: 104.000 mm²' }).waitFor();
      assert.equal(await page.getByRole('textbox', { name: 'Lüftungsfläche', exact: true }).inputValue(), '104.000');
      // A lone dot before three digits groups thousands: 1.6 is no number, 1.600 is sixteen hundred.
      await type(page, 'Schachtbreite', '1.6');
      assert.equal(await helper(page, 'shaftWidth').innerText(), 'ist keine Zahl');
      await page.getByTestId('total-lift-area').filter({ hasText: 'noch nicht berechenbar' }).waitFor();
    }));

  it('opens a submitted project read-only for the customer: nothing can be changed, everything can be seen', async () => {
    const projects = projectsAs(suite.server, await suite.server.tokenFor('customer'));
    const draft = await projects.created(newProject({ projectName: 'Eingereichtes Projekt', requestType: 'ORDER' }));
    const submitted = await projects.save({
      id: draft.id,
      version: draft.version,
      state: 'SUBMITTED',
      products: draft.products,
      formValues: draft.formValues,
    });
    assert.equal(submitted.status, 200);
    await asNewVisitor('read-only', async (page) => {
      await page.goto(`/calculation/${draft.id}/basic-input`);
      await signIn(page, 'customer');
      await page.getByTestId('read-only-notice').getByText('kann von Ihnen nicht mehr geändert werden').waitFor();
      assert.equal(await page.getByRole('textbox', { name: 'Projektname' }).inputValue(), 'Eingereichtes Projekt');
      assert.equal(await page.getByRole('textbox', { name: 'Projektname' }).isDisabled(), true);
      assert.equal(await page.getByRole('button', { name: 'Speichern' }).count(), 0);
      // Every step can be looked at; the costs are there, but nothing can be submitted again.
      await tab(page, 'Kostenberechnung').click();
      await page.waitForURL(`${suite.server.url}/calculation/${draft.id}/cost-calculation`);
      await page.getByTestId('cost-total').waitFor();
      assert.equal(await page.getByRole('button', { name: 'Abschließen und absenden' }).count(), 0);
      assert.equal(await page.getByRole('button', { name: 'Dokument hochladen' }).count(), 0);
    });
  });

  it('a project id that does not exist says so, not a loading error', () =>
    asNewVisitor('unknown-project', async (page) => {
      await page.goto('/calculation/C20200101-999/basic-input');
      await signIn(page, 'customer');
      await page
        .getByTestId('project-not-found')
        .getByText('Das Projekt C20200101-999 gibt es nicht, oder es ist nicht für Sie freigegeben')
        .waitFor();
      assert.equal(await page.getByText('Laden fehlgeschlagen').count(), 0);
    }));

  it('the debug view shows user, products, cables, montage and montage location', () =>
    asNewVisitor('debug-view', async (page) => {
      await page.goto('/calculation/new/basic-input#debug');
      await signIn(page, 'customer');
      await fillBasicInput(page, {
        name: 'Debug',
        postalCode: '20095',
        projectType: 'Neubau',
        position: 'Vertikal',
        height: '18.000',
        width: '1.600',
        depth: '2.600',
      });
      await page.getByTestId('debug-user').getByText('Aufzugbau Muster GmbH', { exact: false }).waitFor();
      await page.getByTestId('debug-products').getByText('BK-AIO').waitFor();
      await page.getByTestId('debug-cables').getByText('CABLE-12M').waitFor();
      await page.getByTestId('debug-montage').getByText('estimatedInstallationHours').waitFor();
      await page.getByTestId('debug-montage-location').getByText('calculated').waitFor();
    }));

  it('the quote follows the latest input: a slower answer to older input is dropped', async () => {
    const project = await projectsAs(suite.server, await suite.server.tokenFor('customer')).created(
      newProject({ projectName: 'Reisekosten' }),
    );
    await asNewVisitor('stale-costs', async (page) => {
      // The answer for Munich (travel 260) is held back until the one for Hannover (travel included) is on screen.
      const forMunich = (postData: string | null) =>
        (JSON.parse(postData ?? '{}') as { formValues?: { key: string; value: unknown }[] }).formValues?.some(
          (v) => v.key === 'montageBuildingLocation' && v.value === '80331',
        ) ?? false;
      let answerMunich!: () => void;
      const munichHeld = new Promise<void>((resolve) => (answerMunich = resolve));
      let heldForMunich: Request | undefined;
      await page.route('**/api/calculation-v1', async (route) => {
        if (forMunich(route.request().postData())) {
          heldForMunich = route.request();
          await munichHeld;
        }
        await route.continue().catch(() => undefined);
      });
      const askedForMunich = page.waitForRequest(
        (request) => request.url().endsWith('/api/calculation-v1') && forMunich(request.postData()),
      );
      await page.goto(`/calculation/${project.id}/cost-calculation`);
      await signIn(page, 'customer');
      // The planner changes the montage location while the costs for Munich are still on their way.
      await askedForMunich;
      await page.getByRole('textbox', { name: 'Postleitzahl des Montageorts' }).fill('30159');
      await page.getByTestId('cost-table').locator('[data-category="travelCosts"]').getByText('inklusive').waitFor();
      assert.ok(heldForMunich, 'the answer for Munich was held back');
      answerMunich();
      // Its answer arrives, or the page has given up on the request (null).
      await heldForMunich.response();
      // Two frames after that: time enough for the page to show the late answer, had it taken it.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      assert.match(await page.getByTestId('cost-travelCosts').innerText(), /^0,00\s€$/);
      assert.match(await page.getByTestId('cost-table').locator('[data-category="travelCosts"]').innerText(), /inklusive/);
    });
  });
});
