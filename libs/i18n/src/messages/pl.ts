import type { Catalogue } from '../catalogue.js';
import type { de } from './de.js';
import { plCalculator } from './pl-calculator.js';
import { plShell } from './pl-shell.js';

/** All Polish texts. Falls back to English. */
export const pl: Catalogue<typeof de> = { ...plShell, ...plCalculator };
