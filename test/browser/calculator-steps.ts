// Steps a user takes in the calculator, shared by the calculator's browser tests (German texts).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { pickOption } from '../support/browser.js';

const run = promisify(execFile);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Picks a value in an MUI select by the field's label and the option's text. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  // An MUI select is named by its label followed by the value shown.
  await page.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(label)}(\\s|$)`) }).click();
  await pickOption(page, { name: option, exact: true });
}

/**
 * Types into a text field as a person does: click it, select all and delete, then key by key, so
 * the calculator sees every intermediate value (a postal code is 8, 80, 803, …).
 */
export async function type(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Delete');
  await field.pressSequentially(text);
}

export async function check(page: Page, label: string, on = true): Promise<void> {
  await page.getByRole('checkbox', { name: label, exact: true }).setChecked(on);
}

export interface Shaft {
  name: string;
  country?: string;
  postalCode: string;
  buildingType?: string;
  projectType: string;
  position: string;
  machineRoom?: string;
  height: string;
  width: string;
  depth: string;
}

/** Fills the basic inputs of a shaft the way a user types them (German numbers). */
export async function fillBasicInput(page: Page, shaft: Shaft): Promise<void> {
  // The first calculator a freshly started product opens loads the rules, the catalogue and the
  // prices cold; with four spec files on two cores that once took longer than a click's 15 s.
  await page.getByRole('textbox', { name: 'Projektname', exact: true }).waitFor({ timeout: 60_000 });
  await type(page, 'Projektname', shaft.name);
  if (shaft.country) await choose(page, 'Land', shaft.country);
  await type(page, 'Postleitzahl des Gebäudes', shaft.postalCode);
  await choose(page, 'Gebäudeart', shaft.buildingType ?? 'Wohngebäude');
  await choose(page, 'Projektart', shaft.projectType);
  await choose(page, 'Einbaulage', shaft.position);
  if (shaft.machineRoom) await choose(page, 'Maschinenraum', shaft.machineRoom);
  await type(page, 'Schachthöhe (inkl. Kopf und Grube)', shaft.height);
  await type(page, 'Schachtbreite', shaft.width);
  await type(page, 'Schachttiefe', shaft.depth);
}

/**
 * From tab 1 to tab 3 for a shaft of 1.600 × 2.600 mm (104.000 mm²), as a user goes: the AIO set
 * dialog skipped with Ctrl, point detectors chosen on tab 2. Leaving tab 1 saves the project.
 */
export async function toVentilationComponents(page: Page, shaft: Shaft): Promise<void> {
  await fillBasicInput(page, shaft);
  await page.getByTestId('total-lift-area').filter({ hasText: '104.000 mm²' }).waitFor();
  await next(page).click({ modifiers: ['Control'] });
  await page.waitForURL(savedTab('configuration'));
  await choose(page, 'Raucherkennung', 'Punktmelder');
  await next(page).click();
  await page.waitForURL(savedTab('ventilation-components'));
}

/** A ventilation component's quantity field on tab 3, typed key by key. */
export async function typeQuantity(page: Page, product: RegExp, quantity: string): Promise<void> {
  const field = page.getByTestId('ventilation-candidates').getByRole('textbox', { name: product });
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.press('Backspace');
  await field.pressSequentially(quantity);
}

export const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(name) });
/**
 * Waits until a tab takes clicks. Between leaving a step and showing the next, every tab is
 * disabled for a moment, and the address changes before the next step shows.
 */
export async function tabEnabled(page: Page, name: string): Promise<void> {
  await tab(page, name).and(page.locator(':enabled')).waitFor();
}
export const next = (page: Page) => page.getByRole('button', { name: 'Weiter', exact: true });
export const previous = (page: Page) => page.getByRole('button', { name: 'Zurück', exact: true });

/** The path of a saved project's tab, e.g. /calculation/C20261120-3/configuration. */
export const savedTab = (form: string) => new RegExp(`/calculation/C\\d{8}-\\d+/${form}$`);

/** The project id in the address. */
export const projectIdOf = (page: Page): string => /\/calculation\/(C\d{8}-\d+)\//.exec(page.url())?.[1] ?? '';

/**
 * How long a browser test waits for a PDF or Excel download: the first PDF starts the server's
 * Chromium, which on a 2-core machine running the suite beside it took more than 15 s.
 */
export const DOWNLOAD_TIMEOUT = 60_000;

/** Downloads by the button named and answers the PDF's text in reading order, whitespace (also no-break spaces) as one space. */
export async function downloadedPdfText(page: Page, button = 'PDF herunterladen'): Promise<string> {
  const download = page.waitForEvent('download', { timeout: DOWNLOAD_TIMEOUT });
  await page.getByRole('button', { name: button }).click();
  const file = await (await download).path();
  const { stdout } = await run('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-']);
  return stdout.replace(/[\s\u00a0\u202f]+/g, ' ');
}
