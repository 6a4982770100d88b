/**
 * Numbers as people read and write them in the planner's languages. German and Polish write a
 * decimal comma, English a decimal point; thousands are grouped with a dot (de), a comma (en) or a
 * space (pl, and the narrow no-break space `Intl.NumberFormat` writes). A space also groups
 * thousands in German and English, as SI writing does. Units typed after a number are converted
 * to the unit the form stores (mm, mm², kg), never dropped.
 */

/** The languages whose way of writing numbers the planner reads. */
export type NumberLocale = 'de' | 'en' | 'pl';

/**
 * The number style of a screen language: French and Dutch screens show English texts and so
 * English numbers; anything unknown is German, the default language.
 * @example numberLocaleOf('en-GB') // 'en'
 */
export function numberLocaleOf(language: string | null | undefined): NumberLocale {
  const base = (language ?? '').toLowerCase().split(/[-_]/)[0];
  if (base === 'pl') return 'pl';
  if (base === 'en' || base === 'fr' || base === 'nl') return 'en';
  return 'de';
}

/** What a typed quantity measures, by the unit its form value is stored in. */
export type Dimension = 'length' | 'area' | 'mass' | 'count';

/** Units a person may type for each dimension, with the power of ten to the stored unit. */
const UNITS: Record<Dimension, Readonly<Record<string, number>>> = {
  length: { mm: 0, cm: 1, m: 3 },
  area: { 'mm²': 0, mm2: 0, 'cm²': 2, cm2: 2, 'm²': 6, m2: 6 },
  mass: { kg: 0, t: 3 },
  count: {},
};

/** The units accepted for a dimension, as shown in messages (the superscript spellings only). */
export function acceptedUnits(dimension: Dimension): string[] {
  return Object.keys(UNITS[dimension]).filter((unit) => !/\d$/.test(unit));
}

export type NumberEntryError = 'isRequired' | 'isNotANumber' | 'unit';

export type NumberEntry =
  | { ok: true; value: number }
  | { ok: false; error: 'isRequired' | 'isNotANumber' }
  /** A unit of another dimension or none the planner knows: `accepted` lists those it takes. */
  | { ok: false; error: 'unit'; unit: string; accepted: string[] };

const SPACES = '\\u0020\\u00a0\\u202f\\u2009';
const SEPARATORS: Record<NumberLocale, { group: string; decimal: string }> = {
  de: { group: `[.${SPACES}]`, decimal: ',' },
  en: { group: `[,${SPACES}]`, decimal: '\\.' },
  pl: { group: `[${SPACES}]`, decimal: ',' },
};

/**
 * Sign, digits (plain or grouped by three) and decimals, then the rest (a unit, perhaps). A grouped
 * number never starts with 0: German `0.135` is an English decimal typed by habit, not 135.
 */
const NUMBER_PATTERNS: Record<NumberLocale, RegExp> = Object.fromEntries(
  Object.entries(SEPARATORS).map(([locale, { group, decimal }]) => [
    locale,
    new RegExp(`^([+\\-\\u2212]?)([1-9]\\d{0,2}(?:${group}\\d{3})+|\\d+)(?:${decimal}(\\d*))?(?:[${SPACES}]*([^\\d${SPACES}].*))?$`),
  ]),
) as Record<NumberLocale, RegExp>;

/** A unit is letters, perhaps with a superscript or digit power (m², m2). */
const UNIT = /^[a-zµ]+[²³23]?$/i;

/**
 * Reads a number typed in the screen's language, with an optional unit of its dimension, and
 * answers it in the stored unit (mm, mm², kg). A lone separator with three digits after it is a
 * thousands separator, never a decimal one; a decimal separator with nothing after it yet (`1,`
 * while typing `1,6`) reads as the whole number. Conversions are exact decimal shifts.
 * @example parseNumber('1,6 m', 'de', 'length') // { ok: true, value: 1600 }
 * @example parseNumber('1,234.5', 'en') // { ok: true, value: 1234.5 }
 * @example parseNumber('1 234,5', 'pl') // { ok: true, value: 1234.5 }
 */
export function parseNumber(text: string | null | undefined, locale: NumberLocale, dimension: Dimension = 'count'): NumberEntry {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { ok: false, error: 'isRequired' };
  const match = NUMBER_PATTERNS[locale].exec(trimmed);
  if (!match) return { ok: false, error: 'isNotANumber' };
  const [, sign = '', whole = '', fraction = '', unitText] = match;
  let shift = 0;
  if (unitText !== undefined) {
    const unit = unitText.trim();
    if (!UNIT.test(unit)) return { ok: false, error: 'isNotANumber' };
    const known = Object.entries(UNITS[dimension]).find(([name]) => name.toLowerCase() === unit.toLowerCase());
    if (!known) return { ok: false, error: 'unit', unit, accepted: acceptedUnits(dimension) };
    shift = known[1];
  }
  const digits = whole.replace(/\D/g, '');
  const value = Number(`${sign === '' || sign === '+' ? '' : '-'}${digits}.${fraction || '0'}e${shift}`);
  return Number.isFinite(value) ? { ok: true, value: value + 0 } : { ok: false, error: 'isNotANumber' };
}

const FORMATS = new Map<string, Intl.NumberFormat>();

/** The `Intl` tag of a number locale: German as in Germany, English with grouping commas, Polish. */
const INTL_TAGS: Record<NumberLocale, string> = { de: 'de-DE', en: 'en-GB', pl: 'pl-PL' };

/**
 * Writes a number in the screen's language, grouped by thousands, with at most `decimals`
 * decimals (default 0) and at least `minimumDecimals`, and an optional unit after a space.
 * @example formatNumber(104000, 'de', { unit: 'mm²' }) // '104.000 mm²'
 * @example formatNumber(1234.5, 'en', { decimals: 2 }) // '1,234.5'
 */
export function formatNumber(
  value: number,
  locale: NumberLocale,
  options: { decimals?: number; minimumDecimals?: number; unit?: string } = {},
): string {
  const maximumFractionDigits = options.decimals ?? 0;
  const minimumFractionDigits = Math.min(options.minimumDecimals ?? 0, maximumFractionDigits);
  const cacheKey = `${locale}/${minimumFractionDigits}/${maximumFractionDigits}`;
  let format = FORMATS.get(cacheKey);
  if (!format) {
    format = new Intl.NumberFormat(INTL_TAGS[locale], { minimumFractionDigits, maximumFractionDigits, useGrouping: true });
    FORMATS.set(cacheKey, format);
  }
  const text = format.format(value);
  return options.unit ? `${text} ${options.unit}` : text;
}
