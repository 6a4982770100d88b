import type { Currency, Language } from '@lsp/contracts';
import { fromCents } from '@lsp/domain';

/** Languages the documents have labels for; French and Dutch read English. */
export type DocumentLanguage = 'de' | 'en' | 'pl';

export function documentLanguage(lang: Language): DocumentLanguage {
  return lang === 'de' || lang === 'pl' ? lang : 'en';
}

/** The Intl locale of a document: German and Polish as written there, English the British way (day before month). */
export function documentLocale(lang: Language): string {
  return { de: 'de-DE', en: 'en-GB', pl: 'pl-PL' }[documentLanguage(lang)];
}

/** Dates and times on documents are the provider's wall clock, whatever the server's time zone. */
export const DOCUMENT_TIME_ZONE = 'Europe/Berlin';

/** Formats numbers, money and dates for one document; build one per document, not per cell. */
export class LocaleFormat {
  readonly locale: string;
  private readonly moneyFormat: Intl.NumberFormat;
  private readonly numberFormat: Intl.NumberFormat;
  private readonly dateFormat: Intl.DateTimeFormat;
  private readonly dateTimeFormat: Intl.DateTimeFormat;
  private readonly calendarDateFormat: Intl.DateTimeFormat;
  private readonly plurals: Intl.PluralRules;

  constructor(lang: Language, currency: Currency) {
    this.locale = documentLocale(lang);
    this.moneyFormat = new Intl.NumberFormat(this.locale, {
      style: 'currency',
      currency,
      useGrouping: true,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    // Grouped from 1 000 on in Polish too, as the screen and the document's drawing write it (formatNumber of
    // libs/domain): Polish's own rule leaves four digits ungrouped, and the table said 1600 beside the drawing's 1 600.
    this.numberFormat = new Intl.NumberFormat(this.locale, { maximumFractionDigits: 2, useGrouping: true });
    this.dateFormat = new Intl.DateTimeFormat(this.locale, { dateStyle: 'medium', timeZone: DOCUMENT_TIME_ZONE });
    // A calendar date is a UTC midnight: formatting it in UTC keeps the day whatever the zone.
    this.calendarDateFormat = new Intl.DateTimeFormat(this.locale, { dateStyle: 'medium', timeZone: 'UTC' });
    this.dateTimeFormat = new Intl.DateTimeFormat(this.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: DOCUMENT_TIME_ZONE });
    this.plurals = new Intl.PluralRules(this.locale);
  }

  /** @example new LocaleFormat('de', 'EUR').cents(123456) // '1.234,56 €' */
  cents(cents: number): string {
    return this.moneyFormat.format(fromCents(cents));
  }

  /** @example new LocaleFormat('en', 'EUR').number(18000, 'mm') // '18,000 mm' */
  number(value: number, unit?: string): string {
    const text = this.numberFormat.format(value);
    return unit ? `${text} ${unit}` : text;
  }

  date(value: Date): string {
    return this.dateFormat.format(value);
  }

  /** A calendar date (UTC midnight, e.g. from `validUntil`): @example new LocaleFormat('de', 'EUR').calendarDate(new Date('2027-01-05')) // '05.01.2027' */
  calendarDate(value: Date): string {
    return this.calendarDateFormat.format(value);
  }

  dateTime(value: Date): string {
    return this.dateTimeFormat.format(value);
  }

  /** The plural category of a count in this locale (Polish has one, few, many and other). */
  plural(count: number): Intl.LDMLPluralRule {
    return this.plurals.select(count);
  }
}

const WALL_CLOCKS = new Map<string, Intl.DateTimeFormat>();
/** The zone's offset from UTC by zone and UTC hour: offsets change on the hour at most, and a list export asks per row. */
const OFFSETS = new Map<string, number>();

/**
 * The same wall-clock time as a Date whose UTC fields read like the provider's local time, for
 * spreadsheet cells (exceljs writes a Date's UTC fields, spreadsheets know no time zones).
 */
export function wallClock(value: Date, timeZone: string = DOCUMENT_TIME_ZONE): Date {
  const hour = Math.floor(value.getTime() / 3_600_000);
  const key = `${timeZone}@${hour}`;
  let offset = OFFSETS.get(key);
  if (offset === undefined) {
    let format = WALL_CLOCKS.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
      WALL_CLOCKS.set(timeZone, format);
    }
    const start = new Date(hour * 3_600_000);
    const parts = format.formatToParts(start);
    const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
    offset = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - start.getTime();
    if (OFFSETS.size > 20_000) OFFSETS.clear();
    OFFSETS.set(key, offset);
  }
  return new Date(value.getTime() + offset);
}

/**
 * The last day of validity: the day the quote is made (the provider's calendar, Europe/Berlin)
 * plus the validity weeks, as a calendar date (midnight UTC; format it with `calendarDate`).
 * @example validUntil(new Date('2026-11-24T23:30:00Z'), 6) // 2027-01-05 (made on 25.11.2026 in Berlin)
 */
export function validUntil(madeAt: Date, weeks: number): Date {
  const day = wallClock(madeAt);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + weeks * 7));
}
