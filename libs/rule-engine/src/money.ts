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
