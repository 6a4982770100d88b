// Typing as a person types, key by key (issue 21): helpers of the calculator's saving tests.
import type { Page } from 'playwright-core';
import { choose, type Shaft } from './calculator-steps.js';

/** Clicks a text field, clears it with the keyboard and types `text` one key at a time. */
export async function typeKeys(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.press('Backspace');
  await field.pressSequentially(text);
}

/** The basic inputs of a shaft, typed key by key (German numbers). */
export async function typeBasicInput(page: Page, shaft: Shaft): Promise<void> {
  await typeKeys(page, 'Projektname', shaft.name);
  if (shaft.country) await choose(page, 'Land', shaft.country);
  await typeKeys(page, 'Postleitzahl des Gebäudes', shaft.postalCode);
  await choose(page, 'Gebäudeart', shaft.buildingType ?? 'Wohngebäude');
  await choose(page, 'Projektart', shaft.projectType);
  await choose(page, 'Einbaulage', shaft.position);
  if (shaft.machineRoom) await choose(page, 'Maschinenraum', shaft.machineRoom);
  await typeKeys(page, 'Schachthöhe (inkl. Kopf und Grube)', shaft.height);
  await typeKeys(page, 'Schachtbreite', shaft.width);
  await typeKeys(page, 'Schachttiefe', shaft.depth);
}

/** A ventilation component's quantity field on tab 3, typed key by key. */
export async function typeQuantity(page: Page, product: RegExp, quantity: string): Promise<void> {
  const field = page.getByTestId('ventilation-candidates').getByRole('spinbutton', { name: product });
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.press('Backspace');
  await field.pressSequentially(quantity);
}
