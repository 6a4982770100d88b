/** Why a number field's text is not a number: the spec's two generic messages. */
export type NumberEntryError = 'isRequired' | 'isNotANumber';

export type NumberEntry = { ok: true; value: number } | { ok: false; error: NumberEntryError };

const GROUPED = /^[+-]?\d{1,3}(\.\d{3})+(,\d+)?$/;
const PLAIN = /^[+-]?\d+(,\d+)?$/;

/**
 * Reads a number typed the German way: dot as thousands separator, comma for decimals, an
 * optional unit (mm, mm², m², m). "1.600" is 1600, "2,5" is 2.5, "104.000 mm²" is 104000.
 * A lone dot with three digits after it is a thousands separator, never a decimal point.
 * @example parseGermanNumber('1.600 mm') // { ok: true, value: 1600 }
 */
export function parseGermanNumber(text: string | null | undefined): NumberEntry {
  const trimmed = (text ?? '').trim().replace(/\s*(mm²|mm2|mm|m²|m2|m)$/i, '').replace(/\s/g, '');
  if (trimmed === '') return { ok: false, error: 'isRequired' };
  if (!GROUPED.test(trimmed) && !PLAIN.test(trimmed)) return { ok: false, error: 'isNotANumber' };
  const value = Number(trimmed.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(value) ? { ok: true, value } : { ok: false, error: 'isNotANumber' };
}

/**
 * Writes a number the German way, with thousands dots and at most `decimals` decimals.
 * @example formatGermanNumber(104000, { unit: 'mm²' }) // '104.000 mm²'
 */
export function formatGermanNumber(value: number, options: { decimals?: number; unit?: string } = {}): string {
  const text = new Intl.NumberFormat('de-DE', { maximumFractionDigits: options.decimals ?? 0, useGrouping: true }).format(value);
  return options.unit ? `${text} ${options.unit}` : text;
}
