import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { pickOption, productInBrowser, signIn } from '../support/browser.js';
import { choose, fillBasicInput, next, savedTab, tab, toVentilationComponents, type } from './calculator-steps.js';

/**
 * The calculator typed as a person types it (issue 21, points 1, 2 and 8): key by key, in German
 * and in English, with tabs left and re-entered.
 */
describe('The calculator typed key by key', () => {
  const suite = productInBrowser();
  const asNewVisitor = suite.visit;

  const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
  /** The helper text under a field: its problem or warning. */
  const helperOf = async (page: Page, label: string) => {
    const id = await field(page, label).getAttribute('id');
    return page.locator(`#${id}-helper-text`);
  };
  const isZero = (amount: string) => /^[^1-9]*$/.test(amount);
  /** The costs tab's montage, commissioning and travel costs, once the quote came back. */
  async function montageCosts(page: Page): Promise<string[]> {
    await page.getByTestId('cost-total').waitFor();
    return Promise.all(
      ['assemblyCosts', 'installationCosts', 'travelCosts'].map((category) => page.getByTestId(`cost-${category}`).innerText()),
    );
  }
  async function switchLanguage(page: Page, current: string, option: string): Promise<void> {
    await page.getByRole('combobox', { name: current }).click();
    await pickOption(page, { name: option });
  }

  it('a German project typed key by key reaches the costs with montage at 80331, also after leaving and re-entering tabs', () =>
    asNewVisitor('typing-montage', async (page) => {
      await page.goto('/calculation/new/basic-input');
      await signIn(page, 'customer');
      await toVentilationComponents(page, {
        name: 'Getippt',
        postalCode: '80331',
        projectType: 'Neubau',
        position: 'Vertikal',
        height: '18.000',
        width: '1.600',
        depth: '2.600',
      });
      await next(page).click();
      await page.waitForURL(savedTab('cost-calculation'));
      assert.equal(await field(page, 'Postleitzahl des Montageorts').inputValue(), '80331');
      assert.equal(await (await helperOf(page, 'Postleitzahl des Montageorts')).count(), 0, 'the montage postal code is not marked');
      for (const amount of await montageCosts(page)) assert.ok(!isZero(amount), `montage is priced: ${amount}`);

      await tab(page, 'Basisdaten').click();
      await page.waitForURL(savedTab('basic-input'));
      assert.equal(await field(page, 'Postleitzahl des Gebäudes').inputValue(), '80331');
      await tab(page, 'Kostenberechnung').click();
      await page.waitForURL(savedTab('cost-calculation'));
      assert.equal(await field(page, 'Postleitzahl des Montageorts').inputValue(), '80331');
      for (const amount of await montageCosts(page)) assert.ok(!isZero(amount), `montage is still priced: ${amount}`);

      // The user's own montage code stays theirs when the building's code is edited afterwards.
      await type(page, 'Postleitzahl des Montageorts', '20095');
      await tab(page, 'Basisdaten').click();
      await page.waitForURL(savedTab('basic-input'));
      await type(page, 'Postleitzahl des Gebäudes', '24103');
      await tab(page, 'Kostenberechnung').click();
      await page.waitForURL(savedTab('cost-calculation'));
      assert.equal(await field(page, 'Postleitzahl des Montageorts').inputValue(), '20095');
    }));

  it('converts 1,6 m to 1.600 mm, refuses 18500,5 mm with a reason that "Weiter" repeats, and warns about a 400 mm width', () =>
    asNewVisitor('typing-units', async (page) => {
      await page.goto('/calculation/new/basic-input');
      await signIn(page, 'customer');
      await fillBasicInput(page, {
        name: 'Einheiten',
        postalCode: '80331',
        projectType: 'Neubau',
        position: 'Vertikal',
        height: '18.000',
        width: '1,6 m',
        depth: '2.600',
      });
      await page.getByTestId('total-lift-area').filter({ hasText: '104.000 mm²' }).waitFor();
      assert.equal(await field(page, 'Schachtbreite').inputValue(), '1.600', 'the width is shown in mm once the field is left');

      await type(page, 'Schachtbreite', '1,6 m²');
      await field(page, 'Schachttiefe').click();
      await (await helperOf(page, 'Schachtbreite')).filter({ hasText: 'Einheit „m²“ passt hier nicht: möglich sind mm, cm, m' }).waitFor();

      await type(page, 'Schachtbreite', '400');
      await field(page, 'Schachttiefe').click();
      await (
        await helperOf(page, 'Schachtbreite')
      )
        .filter({ hasText: 'Ungewöhnlich klein (unter 500 mm) – in Millimetern eingegeben?' })
        .waitFor();

      await type(page, 'Schachthöhe (inkl. Kopf und Grube)', '18500,5');
      await next(page).click({ modifiers: ['Control'] });
      const reason = 'Schachthöhe (inkl. Kopf und Grube): muss in ganzen Millimetern angegeben werden (ohne Nachkommastellen)';
      await page
        .getByTestId('step-blockers')
        .filter({ hasText: 'Bitte prüfen Sie diese Angaben, bevor es weitergeht:' })
        .filter({ hasText: reason })
        .waitFor();
      await (
        await helperOf(page, 'Schachthöhe (inkl. Kopf und Grube)')
      )
        .filter({ hasText: 'muss in ganzen Millimetern angegeben werden' })
        .waitFor();
      assert.match(page.url(), /\/calculation\/new\/basic-input$/, 'still on the first tab');

      await type(page, 'Schachthöhe (inkl. Kopf und Grube)', '18,5 m');
      await type(page, 'Schachtbreite', '160 cm');
      await page.getByTestId('total-lift-area').filter({ hasText: '104.000 mm²' }).waitFor();
      assert.equal(await page.getByTestId('step-blockers').count(), 0, 'the reason goes once the entries are right');
      await next(page).click({ modifiers: ['Control'] });
      await page.waitForURL(savedTab('configuration'));
    }));

  it('an English screen reads and shows English numbers, and a language switch shows typed numbers anew', () =>
    asNewVisitor('typing-english', async (page) => {
      await page.goto('/calculation/new/basic-input');
      await signIn(page, 'customer');
      await switchLanguage(page, 'Sprache', 'English');
      await type(page, 'Project name', 'Typed in English');
      await type(page, 'Postal code of the building', '80331');
      await choose(page, 'Building type', 'Residential');
      await choose(page, 'Project type', 'New building');
      await choose(page, 'Installation position', 'Vertical');
      await type(page, 'Shaft height (incl. head and pit)', '18,000.5');
      await type(page, 'Shaft width', '1,600');
      await type(page, 'Shaft depth', '2.6 m');
      await page.getByTestId('total-lift-area').filter({ hasText: 'Required ventilation area: 104,000 mm²' }).waitFor();
      await (
        await helperOf(page, 'Shaft height (incl. head and pit)')
      )
        .filter({ hasText: 'must be whole millimetres (no decimals)' })
        .waitFor();
      await type(page, 'Shaft height (incl. head and pit)', '18,000');
      assert.equal(await field(page, 'Shaft depth').inputValue(), '2,600', 'the depth is shown in mm once the field is left');

      await switchLanguage(page, 'Language', 'Deutsch');
      await page.getByTestId('total-lift-area').filter({ hasText: 'Erforderliche Lüftungsfläche: 104.000 mm²' }).waitFor();
      assert.deepEqual(
        await Promise.all(
          ['Schachthöhe (inkl. Kopf und Grube)', 'Schachtbreite', 'Schachttiefe'].map((label) => field(page, label).inputValue()),
        ),
        ['18.000', '1.600', '2.600'],
      );
      await switchLanguage(page, 'Sprache', 'English');
      assert.equal(await field(page, 'Shaft width').inputValue(), '1,600');

      const nextStep = page.getByRole('button', { name: 'Next', exact: true });
      await nextStep.click({ modifiers: ['Control'] });
      await page.waitForURL(savedTab('configuration'));
      await choose(page, 'Smoke detection', 'Point detectors');
      await nextStep.click();
      await page.waitForURL(savedTab('ventilation-components'));
      await page.getByTestId('ventilation-candidates').getByText('104,000 mm²').first().waitFor();
      await nextStep.click();
      await page.waitForURL(savedTab('cost-calculation'));
      assert.equal(await field(page, 'Postal code of the installation site').inputValue(), '80331');
      for (const amount of await montageCosts(page)) assert.ok(!isZero(amount), `montage is priced: ${amount}`);
    }));
});
