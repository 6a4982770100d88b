import { PROVIDER_TIME_ZONE, zoneNamedFor } from '@lsp/i18n';
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
 * A moment as every backoffice screen writes it: one format per language, on Berlin's clock as the
 * quote documents and the customer app (docs/dates.md), de 26.11.2026, 14:58:15, en 26/11/2026,
 * 14:58:15 (the same as LocalDateField with showTime), with the zone named ("MEZ") on a device
 * whose clock differs.
 */
export function formatDateTime(value: string | number | Date, displayLocale: string): string {
  const moment = new Date(value);
  return moment.toLocaleString(displayLocale, providerZoneOptions(moment, true));
}

/** Berlin's clock, and its zone's name where this device reads another (docs/dates.md). */
function providerZoneOptions(moment: Date, withTime: boolean): Intl.DateTimeFormatOptions {
  const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return { timeZone: PROVIDER_TIME_ZONE, ...(withTime && zoneNamedFor(moment, deviceZone) ? { timeZoneName: 'short' } : {}) };
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
export function LocalDateField(props: Omit<DateFieldProps, 'locales' | 'options'>) {
  return <DateField {...props} locales={useDisplayLocale()} options={providerZoneOptions(new Date(), props.showTime === true)} />;
}
