import type { Catalogue } from '../catalogue.js';
import type { de } from './de.js';
import { enCalculator } from './en-calculator.js';
import { enShell } from './en-shell.js';

/** All English texts. Falls back to German. */
export const en: Catalogue<typeof de> = { ...enShell, ...enCalculator };
