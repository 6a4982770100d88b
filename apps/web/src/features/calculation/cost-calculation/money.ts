import type { Currency } from '@lsp/contracts';

/** An amount in whole cents of the currency, in the user's language. */
export function formatMoney(cents: number, currency: Currency, language: string): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : language, { style: 'currency', currency }).format(cents / 100);
}
