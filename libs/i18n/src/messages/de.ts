import { deCalculator } from './de-calculator.js';
import { deShell } from './de-shell.js';

/**
 * All German texts, the source catalogue: every other catalogue has exactly these keys (a type
 * error otherwise). Placeholders use i18next's `{{name}}` syntax. The customer app loads the two
 * parts separately (the calculator's with the calculator), the API reads them whole.
 */
export const de = { ...deShell, ...deCalculator } as const;
