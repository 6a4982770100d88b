import { parseNumber, formatNumber, type NumberEntry } from './number-format.js';

/**
 * Reads a number typed the German way: `parseNumber` in German, with lengths and areas in mm and
 * mm² (`1,6 m` is 1600, `1 m²` is 1000000). Kept for callers that always read German.
 * @example parseGermanNumber('1.600 mm') // { ok: true, value: 1600 }
 */
export function parseGermanNumber(text: string | null | undefined, dimension: 'length' | 'area' | 'count' = 'count'): NumberEntry {
  return parseNumber(text, 'de', dimension);
}

/**
 * Writes a number the German way: `formatNumber` in German.
 * @example formatGermanNumber(104000, { unit: 'mm²' }) // '104.000 mm²'
 */
export function formatGermanNumber(value: number, options: { decimals?: number; unit?: string } = {}): string {
  return formatNumber(value, 'de', options);
}
