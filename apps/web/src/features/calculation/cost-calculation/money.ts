import type { Currency } from '@lsp/contracts';
import { fromCents } from '@lsp/domain';

/** An amount in whole cents of the currency, in the user's language; `signed` writes + before a rise (a difference). */
export function formatMoney(cents: number, currency: Currency, language: string, signed = false): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : language, {
    style: 'currency',
    currency,
    // Grouped from 1 000 on in Polish too, like every other number on the screen (docs/numbers-and-units.md).
    useGrouping: true,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(fromCents(cents));
}
