import type { NumberLocale } from '@lsp/domain';

export type CountProblem = 'wholeNumber' | 'outOfRange';

/** What a count field makes of the text typed: a count, nothing yet (empty), or why it is none. */
export type CountEntry = { count: number } | { empty: true } | { problem: CountProblem };

/** Thousands grouped as the screen's language writes them: "1.000" (de), "1,000" (en), "1 000" (pl, and a space in all three). */
const GROUPED: Record<NumberLocale, RegExp> = {
  de: /^[1-9]\d{0,2}(?:[.\u0020\u00a0\u202f]\d{3})+$/,
  en: /^[1-9]\d{0,2}(?:[,\u0020\u00a0\u202f]\d{3})+$/,
  pl: /^[1-9]\d{0,2}(?:[\u0020\u00a0\u202f]\d{3})+$/,
};

/**
 * Reads a whole count as a person types it, in the screen's language. "2,5", "1.5", "3 Stk" or
 * "-2" are no count: they are refused with a reason (no whole number; "-2" out of range, as is a
 * count above `max`), never read as 25, 15 or 3. Thousands may be grouped as the language groups
 * them: "1.000" on a German screen is a thousand (out of range where at most 999 are taken), not
 * "no whole number". Leading zeros are fine ("04" is 4).
 * @example countEntry('2,5', 999) // { problem: 'wholeNumber' }
 * @example countEntry('1.000', 999, 'de') // { problem: 'outOfRange' }
 */
export function countEntry(typed: string, max: number, locale: NumberLocale = 'de'): CountEntry {
  const text = typed.trim();
  if (text === '') return { empty: true };
  const sign = /^[-\u2212]\s*/.exec(text);
  const body = sign ? text.slice(sign[0].length) : text;
  if (!/^\d+$/.test(body) && !GROUPED[locale].test(body)) return { problem: 'wholeNumber' };
  // "-2" is a whole number, only below 0: it is said to be out of range, not "no whole number".
  if (sign) return { problem: 'outOfRange' };
  const count = Number(body.replace(/\D/g, ''));
  return count > max ? { problem: 'outOfRange' } : { count };
}
