import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { asNewVisitor as visit, launchBrowser, signIn, type TestBrowser } from '../support/browser.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { check, choose, fillBasicInput, next, previous, projectIdOf, savedTab, tab, type } from './calculator-steps.js';

/**
 * Complete journeys through the calculator as `customer` (issue 8, item 11): from the first field
 * to 'Submitted!', in headless Chromium against the built app and the real API.
 */
describe('The calculator: complete journeys in the browser', () => {
  let server: TestServer;
  let chromium: TestBrowser;

  before(async () => {
    [server, chromium] = await Promise.all([startTestServer(), launchBrowser()]);
  });

  after(async () => {
    await chromium?.close();
    await server?.close();
  });

  const asNewVisitor = (name: string, steps: (page: Page) => Promise<void>) => visit(chromium.browser, server.url, name, steps);

  it('(a) a new building in Germany with point detectors, through to the PDF download and submit; then admin sees it submitted', async () => {
    let projectId = '';
    await asNewVisitor('journey-a', async (page) => {
      await page.goto('/calculation/new/basic-input');
      await signIn(page, 'customer');
      await fillBasicInput(page, { name: 'Neubau Musterstraße', postalCode: '80331', projectType: 'Neubau', position: 'Vertikal', height: '18.000', width: '1.600', depth: '2.600' });
      await page.getByTestId('total-lift-area').filter({ hasText: '104.000 mm²' }).waitFor();
      // Ctrl skips the AIO Basic set dialog; leaving the first tab saves the new project.
      await next(page).click({ modifiers: ['Control'] });
      await page.waitForURL(savedTab('configuration'));
      projectId = projectIdOf(page);
      assert.match(projectId, /^C\d{8}-\d+$/);
      await choose(page, 'Raucherkennung', 'Punktmelder');
      await page.getByTestId('selected-products').locator('[data-product-key="POINT-DETECTOR"]').waitFor();
      await next(page).click();
      await page.waitForURL(savedTab('ventilation-components'));
      const recommended = page.getByTestId('ventilation-candidates').locator('tr', { has: page.getByTestId('recommended') });
      assert.equal(await recommended.getAttribute('data-product-key'), 'JK-180-HV-360x360');
      await next(page).click();
      await page.waitForURL(savedTab('cost-calculation'));
      await page.getByTestId('cost-total').waitFor();
      assert.match(await page.getByTestId('cost-total').innerText(), /€/);
      await page.getByTestId('offer-validity').getByText('6 Wochen').waitFor();
      await page.getByTestId('delivery-time').getByText('15 Arbeitstage').waitFor();

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'PDF herunterladen' }).click();
      const pdf = await download;
      assert.match(pdf.suggestedFilename(), /\.pdf$/);
      const bytes = readFileSync((await pdf.path())!);
      assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');

      await page.getByRole('button', { name: 'Abschließen und absenden' }).click();
      const dialog = page.getByRole('dialog', { name: 'Geschafft!' });
      await choose(page, 'Art der Anfrage', 'Angebotsanfrage');
      await dialog.getByRole('textbox', { name: 'Anmerkungen' }).fill('Bitte mit Montage anbieten.');
      await dialog.getByRole('button', { name: 'Senden' }).click();
      await dialog.getByRole('button', { name: 'Übermittelt!' }).waitFor();
      await page.getByTestId('project-state').filter({ hasText: 'Eingereicht' }).waitFor();
    });
    await asNewVisitor('journey-a-admin', async (page) => {
      await page.goto(`/calculation/${projectId}/cost-calculation`);
      await signIn(page, 'admin');
      await page.getByTestId('project-state').filter({ hasText: 'Eingereicht' }).waitFor();
      assert.equal(await page.getByRole('textbox', { name: 'Projektname' }).count(), 0, 'the admin lands on the costs');
      await tab(page, 'Basisdaten').click();
      assert.equal(await page.getByRole('textbox', { name: 'Projektname' }).inputValue(), 'Neubau Musterstraße');
    });
  });
});
