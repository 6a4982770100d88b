import type { Language } from '../languages.js';

/** Thousands and decimal separators of the screen's language (pl groups with a plain space, as the catalogues write it). */
const SEPARATORS: Readonly<Record<Language, { group: string; decimal: string }>> = {
  de: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
  pl: { group: ' ', decimal: ',' },
  fr: { group: ',', decimal: '.' },
  nl: { group: ',', decimal: '.' },
};

/**
 * Writes a figure in the language's number format with at most `decimals` decimals; four-digit
 * numbers are grouped too, so that 1.600 × 2.600 mm reads the same in every sentence.
 * @example
 * formatNumber(104000, 'de'); // '104.000'
 * formatNumber(2.5, 'en'); // '2.5'
 * formatNumber(104000, 'pl'); // '104 000'
 */
export function formatNumber(value: number, language: Language, decimals = 2): string {
  const { group, decimal } = SEPARATORS[language] ?? SEPARATORS.en;
  const rounded = Number(value.toFixed(decimals));
  const [whole = '0', fraction] = Math.abs(rounded).toString().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${rounded < 0 ? '-' : ''}${grouped}${fraction ? decimal + fraction : ''}`;
}
