import { PROVIDER_TIME_ZONE, writtenLocale } from '@lsp/i18n';

/**
 * The day stored prices are of, in the screen's language and on the provider's calendar
 * (docs/dates.md): "29.11.2026", "29/11/2026" (English as written in Europe), "29.11.2026".
 */
export function pricesAsOfDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(writtenLocale(language), {
    timeZone: PROVIDER_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));
}
