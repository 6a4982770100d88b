/**
 * Money in integer cents. Amounts in currency units (12.345) become cents with half-up rounding
 * on the decimal spelling; every product of cents and a rate is rounded back to whole cents.
 */
import { multiplyRoundHalfUp, percentRound } from './exact-arithmetic.js';

/** Integer cents. */
export type Cents = number;

function requireCents(name: string, cents: unknown): number {
  if (typeof cents !== 'number' || !Number.isSafeInteger(cents)) throw new TypeError(`${name} needs whole cents, got ${String(cents)}`);
  return cents;
}

/**
 * Currency units to cents, half up.
 * @example toCents(12.345) // 1235
 * @example toCents(1.005) // 101
 */
export function toCents(amount: number): Cents {
  return multiplyRoundHalfUp(amount, 100);
}

/** Cents to currency units. @example fromCents(1235) // 12.35 */
export function fromCents(cents: Cents): number {
  return requireCents('fromCents', cents) / 100;
}

/**
 * Cents times a decimal factor (a quantity, an exchange rate), rounded half up to whole cents.
 * @example multiplyCents(2450, 0.94) // 2303
 * @example multiplyCents(900, 37.5) // 33750
 */
export function multiplyCents(cents: Cents, factor: number): Cents {
  return multiplyRoundHalfUp(requireCents('multiplyCents', cents), factor);
}

/** A percentage of an amount in cents, half up. @example percentOfCents(100000, 4.5) // 4500 */
export function percentOfCents(cents: Cents, pct: number): Cents {
  return percentRound(requireCents('percentOfCents', cents), pct);
}

/** Sum of cents. @example sumCents([100, 250]) // 350 */
export function sumCents(values: readonly Cents[]): Cents {
  return values.reduce((total, v) => total + requireCents('sumCents', v), 0);
}

/**
 * The price of one line: quantity × unit price in cents, rounded half up to whole cents. The one
 * place a line is priced: the `linesTotal` builtin the rules sum categories with and the quote's
 * printed lines (libs/domain `calculationAnswer`) both come here, so a total is always the sum of
 * its lines (docs/design.md#money).
 * @example lineTotal(900, 37.5) // 33750
 */
export function lineTotal(unitPrice: Cents, quantity: number): Cents {
  return multiplyRoundHalfUp(requireCents('lineTotal', unitPrice), quantity);
}

/** A line to price: a product key, its quantity and category. */
export interface PriceableLine {
  productKey: string;
  quantity: number;
  category: string | null;
}

/** A priced line: unit price and total in cents. */
export interface PricedLine {
  productKey: string;
  quantity: number;
  unitPrice: Cents;
  total: Cents;
  category: string | null;
}

/**
 * Lines priced from a price list in cents by product key (see `lineTotal`). A product without a
 * price is refused (`missing: 'throw'`, the default, as `linesTotal` refuses it) or priced at 0
 * (`missing: 'zero'`: the answer's lines, whose categories the rules' `linesTotal` has priced).
 * @example priceLines([{ productKey: 'RAS-PIPE', quantity: 37.5, category: 'SMOKE' }], { 'RAS-PIPE': 900 }) // [{ …, unitPrice: 900, total: 33750 }]
 */
export function priceLines(
  lines: readonly PriceableLine[],
  prices: Readonly<Record<string, Cents>>,
  missing: 'throw' | 'zero' = 'throw',
): PricedLine[] {
  return lines.map(({ productKey, quantity, category }) => {
    const unitPrice = unitPriceOf(prices, productKey, missing);
    return { productKey, quantity, unitPrice, total: lineTotal(unitPrice, quantity), category };
  });
}

/** The unit price in cents of a product key; a missing or broken price is refused (or 0 with `missing: 'zero'`). */
export function unitPriceOf(prices: unknown, productKey: unknown, missing: 'throw' | 'zero' = 'throw'): Cents {
  const price =
    prices !== null &&
    typeof prices === 'object' &&
    (typeof productKey === 'string' || typeof productKey === 'number') &&
    Object.hasOwn(prices, productKey)
      ? (prices as Record<string, unknown>)[productKey]
      : undefined;
  if (typeof price === 'number' && Number.isSafeInteger(price)) return price;
  if (missing === 'zero' && price === undefined) return 0;
  throw new TypeError(`no price in cents for product '${String(productKey)}'`);
}
