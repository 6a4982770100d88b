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

/** A date (and time, with `showTime`), formatted for the backoffice's language. */
export function LocalDateField(props: Omit<DateFieldProps, 'locales'>) {
  return <DateField {...props} locales={useDisplayLocale()} />;
}
