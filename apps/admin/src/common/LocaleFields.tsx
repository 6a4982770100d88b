import { DateField, NumberField, useLocaleState, type DateFieldProps, type NumberFieldProps } from 'react-admin';
import { EURO } from './euro';

/** The backoffice's language decides how numbers and dates read, not the browser's (3.128,73 € in German). */
export function useDisplayLocale(): string {
  const [locale] = useLocaleState();
  return locale === 'de' ? 'de-DE' : 'en-GB';
}

/** An amount in euros, formatted for the backoffice's language. */
export function EuroField(props: Omit<NumberFieldProps, 'options' | 'locales'>) {
  return <NumberField {...props} options={EURO} locales={useDisplayLocale()} />;
}

/**
 * A moment as every backoffice screen writes it: one format per language, de 26.11.2026, 14:58:15,
 * en 26/11/2026, 14:58:15 (the same as LocalDateField with showTime).
 */
export function formatDateTime(value: string | number | Date, displayLocale: string): string {
  return new Date(value).toLocaleString(displayLocale);
}

/** formatDateTime in the screen's language. */
export function useDateTime(): (value: string | number | Date) => string {
  const displayLocale = useDisplayLocale();
  return (value) => formatDateTime(value, displayLocale);
}

/** An amount in euros in the screen's language, always with two decimals and €: 1.234,50 € / €1,234.50. */
export function formatEuro(value: number, displayLocale: string): string {
  return value.toLocaleString(displayLocale, EURO);
}

/** A date (and time, with `showTime`), formatted for the backoffice's language. */
export function LocalDateField(props: Omit<DateFieldProps, 'locales'>) {
  return <DateField {...props} locales={useDisplayLocale()} />;
}
