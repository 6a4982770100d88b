import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { animationsEnded, pickOption, productInBrowser, signIn } from '../support/browser.js';
import { choose, fillBasicInput, next, savedTab, tab } from './calculator-steps.js';

/** Screenshots of the explanations, to look at after a run. */
const SHOTS = path.join(tmpdir(), 'lsp-explanations');

/** What must never be read in "Why?": JSON, braces, internal names (camelCase, rule ids), undefined or NaN. */
const NOT_PLAIN: readonly [string, RegExp][] = [
  ['JSON or braces', /[{}[\]"]/],
  ['an internal name', /\b[a-z]+[A-Z][A-Za-z]*\b/],
  ['a rule id', /\b[a-z]+(-[a-z0-9]+)+\b/],
  ['undefined or NaN', /\b(undefined|NaN|null)\b/],
];

/** Opens "Why?" of a row (or the button named), answers the popover's text and closes it. */
async function readWhy(page: Page, button: ReturnType<Page['getByRole']>): Promise<string> {
  await button.click();
  const dialog = page.getByRole('dialog', { name: /^(Warum|Why)/ });
  await dialog.waitFor();
  const text = await dialog.innerText();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return text;
}

/** Every "Why?" on the tab in view, each checked for plain words; answers how many. */
async function checkEveryWhy(page: Page, tabName: string): Promise<number> {
  const buttons = page.getByRole('button', { name: /^Warum: / });
  const count = await buttons.count();
  for (let index = 0; index < count; index += 1) {
    const text = await readWhy(page, buttons.nth(index));
    for (const [what, pattern] of NOT_PLAIN) assert.doesNotMatch(text, pattern, `${tabName}, "Why?" ${index + 1} shows ${what}: ${text}`);
  }
  return count;
}

/** A screenshot to look at, once the popover has finished fading in. */
async function shot(page: Page, name: string): Promise<void> {
  await animationsEnded(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const recommendedWhy = (page: Page) =>
  page
    .getByTestId('ventilation-candidates')
    .locator('tr', { has: page.getByTestId('recommended') })
    .getByRole('button', { name: /^(Warum|Why)/ });

/** Issue 21, point 7: "Why?" reads as sentences with the user's own figures, in the screen's language. */
describe('The calculator: "Why?" in plain words', () => {
  const suite = productInBrowser();

  it('explains the recommended flap and the point detectors with the typed figures, every "Why?" in plain words, and in English', () =>
    suite.visit('why-germany', async (page) => {
      mkdirSync(SHOTS, { recursive: true });
      await page.goto('/calculation/new/basic-input');
      await signIn(page, 'customer');
      await fillBasicInput(page, {
        name: 'Erklärung Neubau',
        postalCode: '80331',
        projectType: 'Neubau',
        position: 'Vertikal',
        height: '18.500',
        width: '1.600',
        depth: '2.600',
      });
      await page.getByTestId('total-lift-area').filter({ hasText: '104.000 mm²' }).waitFor();
      await next(page).click({ modifiers: ['Control'] });
      await page.waitForURL(savedTab('configuration'));
      await choose(page, 'Raucherkennung', 'Punktmelder');
      const detectors = page.getByTestId('selected-products').locator('[data-product-key="POINT-DETECTOR"]');
      await detectors.getByTestId('quantity').filter({ hasText: '2' }).waitFor();
      assert.match(
        await readWhy(page, detectors.getByRole('button', { name: /^Warum/ })),
        /1 Punktmelder je angefangene 12\.000 mm Schachthöhe: 18\.500 mm → 2\./,
      );
      let opened = await checkEveryWhy(page, 'Konfiguration');

      await next(page).click();
      await page.waitForURL(savedTab('ventilation-components'));
      await recommendedWhy(page).click();
      const why = page.getByRole('dialog', { name: /^Warum/ });
      await why
        .getByText('104.000 mm² nötig (2,5 % von 1.600 × 2.600 mm) → kleinste passende Klappe 360 × 360 (104.000 mm²).', { exact: true })
        .waitFor();
      await shot(page, 'why-flap-de');
      await page.keyboard.press('Escape');
      opened += await checkEveryWhy(page, 'Lüftungskomponenten');

      await next(page).click();
      await page.waitForURL(savedTab('cost-calculation'));
      await page.getByTestId('cost-total').waitFor();
      opened += await checkEveryWhy(page, 'Kostenberechnung');
      await page
        .getByTestId('selected-products')
        .locator('[data-product-key="CABLE-6M"]')
        .getByRole('button', { name: /^Warum/ })
        .click();
      await page
        .getByRole('dialog', { name: /^Warum/ })
        .getByText('Ein Motorkabel (6 m) je Verschluss (Lüftungsklappe oder Jalousie): Verschlüsse 1 → 1.', { exact: true })
        .waitFor();
      await shot(page, 'why-cable-de');
      await page.keyboard.press('Escape');
      assert.ok(opened >= 12, `only ${opened} "Why?" buttons on tabs 2 to 4`);

      // The same explanation in English, with English number format.
      await page.getByRole('combobox', { name: 'Sprache' }).click();
      await pickOption(page, { name: 'English' });
      await tab(page, 'Ventilation components').click();
      await page.waitForURL(savedTab('ventilation-components'));
      await recommendedWhy(page).click();
      await page
        .getByRole('dialog', { name: /^Why/ })
        .getByText('104,000 mm² needed (2.5 % of 1,600 × 2,600 mm) → smallest fitting flap 360 × 360 (104,000 mm²).', { exact: true })
        .waitFor();
      await shot(page, 'why-flap-en');
    }));

  it('explains the 100.000 mm² minimum for the Vienna customer at 1 %', () =>
    suite.visit('why-vienna', async (page) => {
      await page.goto('/calculation/new/basic-input');
      await signIn(page, 'vienna');
      await page.getByRole('combobox', { name: /^Land Österreich/ }).waitFor();
      await fillBasicInput(page, {
        name: 'Wien Erklärung',
        postalCode: '1100',
        projectType: 'Neubau',
        position: 'Vertikal',
        height: '18.500',
        width: '1.600',
        depth: '2.600',
      });
      await choose(page, 'Lüftungsfläche (Anteil der Schachtgrundfläche)', '1,0 %');
      await page.getByTestId('total-lift-area').filter({ hasText: '100.000 mm²' }).waitFor();
      await next(page).click({ modifiers: ['Control'] });
      await page.waitForURL(savedTab('configuration'));
      await next(page).click();
      await page.waitForURL(savedTab('ventilation-components'));
      await recommendedWhy(page).click();
      await page
        .getByRole('dialog', { name: /^Warum/ })
        .getByText(
          '1 % von 1.600 × 2.600 mm = 41.600 mm², mindestens 100.000 mm² nach Bauordnung → 100.000 mm² nötig → kleinste passende Klappe 360 × 360 (104.000 mm²).',
          { exact: true },
        )
        .waitFor();
      await shot(page, 'why-vienna');
    }));
});
