// Entering values key by key, as a person types them (the calculator's browser tests of issue 21).
import type { Page } from 'playwright-core';
import { choose, type Shaft } from './calculator-steps.js';

/** Clicks a text field by its label, empties it and types `text` key by key. */
export async function typeKeys(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Delete');
  await field.pressSequentially(text);
}

/** The basic inputs of a shaft, typed key by key (German numbers, German labels). */
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
