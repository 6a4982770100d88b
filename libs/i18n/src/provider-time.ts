/**
 * The provider's zone (docs/dates.md): quote documents state their time in it, and so does every
 * screen, so the PDF, the calculator, the explorer and the backoffice tell one moment alike.
 */
export const PROVIDER_TIME_ZONE = 'Europe/Berlin';

/** How much of a moment to write. `saved`: the time alone when it is today in Berlin, else date and time. */
export type MomentStyle = 'date' | 'dateTime' | 'saved';

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at that moment, as Intl writes it ("GMT+01:00"). */
function offsetAt(zone: string, moment: Date): string {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormats.set(zone, format);
  }
  return format.formatToParts(moment).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * Whether a device in `deviceZone` reads Berlin's clock differently at that moment: only then is
 * the zone written beside a time. Vienna, Warsaw or Zurich keep Berlin's clock and see no zone; a
 * laptop in UTC or Lisbon sees "MEZ"/"CET".
 */
export function zoneNamedFor(moment: Date, deviceZone: string): boolean {
  return offsetAt(deviceZone, moment) !== offsetAt(PROVIDER_TIME_ZONE, moment);
}

/**
 * The locale a language's moments are written in, the quote documents' own: English as written in
 * Europe (24 hours, day before month), so "Saved 14:32" on screen is the PDF's "14:32".
 */
const WRITTEN_LOCALES: Record<string, string> = { de: 'de-DE', en: 'en-GB', pl: 'pl-PL' };
export const writtenLocale = (language: string): string => WRITTEN_LOCALES[language.slice(0, 2)] ?? language;

const deviceZoneOf = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: PROVIDER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * Berlin's zone by its name in the screen's language, standard or summer time: Intl's own short
 * names are "GMT+1" in English, which reads like a device setting, not a place.
 */
const ZONE_NAMES: Record<string, readonly [standard: string, summer: string]> = {
  de: ['MEZ', 'MESZ'],
  en: ['CET', 'CEST'],
  pl: ['CET', 'CEST'],
};

function zoneName(moment: Date, language: string): string {
  const [standard, summer] = ZONE_NAMES[language.slice(0, 2)] ?? ZONE_NAMES.en;
  return offsetAt(PROVIDER_TIME_ZONE, moment) === 'GMT+02:00' ? summer : standard;
}

/**
 * A stored moment (UTC) in the screen's language on Berlin's clock (de "26.11.2026, 14:32", en
 * "26 Nov 2026, 14:32"), with the zone named where the device's clock differs ("14:32 MEZ").
 * A date alone is Berlin's calendar day and names no zone.
 */
export function providerMoment(
  value: string | number | Date,
  language: string,
  style: MomentStyle = 'dateTime',
  { now = new Date(), deviceZone = deviceZoneOf() }: { now?: Date; deviceZone?: string } = {},
): string {
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return '';
  const timeZone = PROVIDER_TIME_ZONE;
  const locale = writtenLocale(language);
  if (style === 'date') return new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium' }).format(moment);
  const today = style === 'saved' && berlinDay.format(moment) === berlinDay.format(now);
  const written = new Intl.DateTimeFormat(
    locale,
    today ? { timeZone, hour: '2-digit', minute: '2-digit' } : { timeZone, dateStyle: 'medium', timeStyle: 'short' },
  ).format(moment);
  // dateStyle and timeZoneName do not go together in Intl: the zone's name follows the time.
  return zoneNamedFor(moment, deviceZone) ? `${written} ${zoneName(moment, language)}` : written;
}
