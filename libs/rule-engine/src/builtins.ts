/**
 * Builtins: functions a rule calls by name, e.g. `{"ceilDiv": [{"var": "remainingLength"}, 36000]}`.
 * The engine ships `standardBuiltins`; the domain registers more by name.
 */
import { FORBIDDEN_NAMES, UNSUPPORTED_OPERATIONS, isCoreOperation } from './operations.js';
import type { RuleSetProblem } from './errors.js';
import {
  ceilDiv, decimalAdd, decimalMultiply, decimalSubtract, floorDivide, multiplyRoundHalfUp, mulDivCeil, mulDivFloor,
  mulDivRound, percentCeil, percentFloor, percentRound, roundDownToStep, roundHalfUp, roundUpToStep,
} from './exact-arithmetic.js';
import { fromCents, multiplyCents, percentOfCents, toCents } from './money.js';
import { PRODUCT_LIST } from './frame.js';
import type { SelectedProduct } from './evaluation.types.js';

// Builtins receive evaluated JSON values of any shape and check them themselves.
export type BuiltinFunction = (...args: any[]) => unknown;

export interface BuiltinDefinition {
  fn: BuiltinFunction;
  /** Fewest arguments accepted (checked when the rule set is compiled). */
  minArgs?: number;
  /** Most arguments accepted. */
  maxArgs?: number;
  /** Pure builtins (the default) with constant arguments are computed once, at compile time. */
  pure?: boolean;
  description?: string;
}

/** Builtins by name: a function, or a definition with its arity. */
export type BuiltinRegistry = Readonly<Record<string, BuiltinFunction | BuiltinDefinition>>;

export interface ResolvedBuiltin {
  name: string;
  fn: BuiltinFunction;
  minArgs: number;
  maxArgs: number;
  pure: boolean;
}

const BUILTIN_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function requireNumber(name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new TypeError(`${name} needs a finite number, got ${JSON.stringify(value) ?? String(value)}`);
  return value;
}

function requireArray(name: string, value: unknown): unknown[] {
  if (!Array.isArray(value)) throw new TypeError(`${name} needs a list, got ${JSON.stringify(value) ?? String(value)}`);
  return value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}

function ownValue(record: unknown, key: unknown): unknown {
  if (!isRecord(record) || (typeof key !== 'string' && typeof key !== 'number')) return undefined;
  return Object.hasOwn(record, key) ? (record as Record<string | number, unknown>)[key] : undefined;
}

function priceOf(prices: unknown, productKey: unknown): number {
  const price = ownValue(prices, productKey);
  if (typeof price !== 'number' || !Number.isSafeInteger(price)) throw new TypeError(`no price in cents for product '${String(productKey)}'`);
  return price;
}

/**
 * Total of `quantity × unit price` over products (optionally of one category), each line rounded
 * half up to whole cents. `prices` maps product keys to unit prices in cents; `products` is the
 * engine's `products` (or a list or map of lines with productKey, quantity and category).
 */
function linesTotal(products: unknown, prices: unknown, category?: unknown): number {
  const filtered = category !== undefined && category !== null;
  let total = 0;
  if (isRecord(products) && PRODUCT_LIST in products) {
    // The engine's own product lines: known shape, read directly.
    for (const line of (products as { [PRODUCT_LIST]: SelectedProduct[] })[PRODUCT_LIST]) {
      if (filtered && line.category !== category) continue;
      total += multiplyRoundHalfUp(priceOf(prices, line.productKey), line.quantity);
    }
    return total;
  }
  const lines = Array.isArray(products) ? products : isRecord(products) ? Object.values(products) : products == null ? [] : undefined;
  if (!lines) throw new TypeError('linesTotal needs the products (a map or a list)');
  for (const line of lines) {
    if (filtered && ownValue(line, 'category') !== category) continue;
    total += multiplyRoundHalfUp(priceOf(prices, ownValue(line, 'productKey')), requireNumber('linesTotal', ownValue(line, 'quantity')));
  }
  return total;
}

/** The builtins every rule set may use. */
export const standardBuiltins: Readonly<Record<string, BuiltinDefinition>> = Object.freeze({
  abs: { fn: (x: unknown) => Math.abs(requireNumber('abs', x)), minArgs: 1, maxArgs: 1, description: 'absolute value' },
  ceil: { fn: (x: unknown) => Math.ceil(requireNumber('ceil', x)), minArgs: 1, maxArgs: 1, description: 'smallest integer >= x' },
  floor: { fn: (x: unknown) => Math.floor(requireNumber('floor', x)), minArgs: 1, maxArgs: 1, description: 'largest integer <= x' },
  roundHalfUp: { fn: roundHalfUp, minArgs: 1, maxArgs: 2, description: 'round(x, digits = 0), halves away from zero, on the decimal spelling' },
  clamp: {
    fn: (x: unknown, low: unknown, high: unknown) => Math.min(Math.max(requireNumber('clamp', x), requireNumber('clamp', low)), requireNumber('clamp', high)),
    minArgs: 3, maxArgs: 3, description: 'clamp(x, min, max)',
  },
  roundUpToStep: { fn: roundUpToStep, minArgs: 2, maxArgs: 2, description: 'x rounded up to a multiple of step, exactly' },
  roundDownToStep: { fn: roundDownToStep, minArgs: 2, maxArgs: 2, description: 'x rounded down to a multiple of step, exactly' },
  ceilDiv: { fn: ceilDiv, minArgs: 2, maxArgs: 2, description: 'ceil(a / b) for integers' },
  floorDiv: { fn: floorDivide, minArgs: 2, maxArgs: 2, description: 'floor(a / b) for integers' },
  mulDivCeil: { fn: mulDivCeil, minArgs: 3, maxArgs: 3, description: 'ceil(a × b / c) for integers, exactly' },
  mulDivFloor: { fn: mulDivFloor, minArgs: 3, maxArgs: 3, description: 'floor(a × b / c) for integers, exactly' },
  mulDivRound: { fn: mulDivRound, minArgs: 3, maxArgs: 3, description: 'a × b / c for integers, half up, exactly' },
  percentCeil: { fn: percentCeil, minArgs: 2, maxArgs: 2, description: 'ceil(value × percent / 100), exact for decimal percentages' },
  percentFloor: { fn: percentFloor, minArgs: 2, maxArgs: 2, description: 'floor(value × percent / 100), exactly' },
  percentRound: { fn: percentRound, minArgs: 2, maxArgs: 2, description: 'value × percent / 100, half up, exactly' },
  decimalAdd: { fn: decimalAdd, minArgs: 1, description: 'sum of decimals, exactly' },
  decimalSubtract: { fn: decimalSubtract, minArgs: 2, maxArgs: 2, description: 'a - b for decimals, exactly' },
  decimalMultiply: { fn: decimalMultiply, minArgs: 1, description: 'product of decimals, exactly' },
  isNumber: { fn: (x: unknown) => typeof x === 'number' && Number.isFinite(x), minArgs: 1, maxArgs: 1, description: 'true for a finite number' },
  coalesce: { fn: (...values: unknown[]) => values.find((v) => v !== null && v !== undefined) ?? null, minArgs: 1, description: 'the first value that is not null' },
  count: { fn: (list: unknown) => (list === null || list === undefined ? 0 : requireArray('count', list).length), minArgs: 1, maxArgs: 1, description: 'length of a list (0 for null)' },
  sum: {
    fn: (list: unknown) => requireArray('sum', list).reduce<number>((total, v) => total + requireNumber('sum', v), 0),
    minArgs: 1, maxArgs: 1, description: 'sum of a list of numbers',
  },
  lookup: {
    fn: (table: unknown, key: unknown, fallback: unknown = null) => ownValue(table, key) ?? fallback,
    minArgs: 2, maxArgs: 3, description: 'lookup(table, key, fallback = null): an own entry of a table',
  },
  find: {
    fn: (rows: unknown, field: unknown, value: unknown) => requireArray('find', rows).find((row) => ownValue(row, field) === value) ?? null,
    minArgs: 3, maxArgs: 3, description: 'find(rows, field, value): the first row whose field equals value, or null',
  },
  firstAtLeast: {
    fn: (rows: unknown, field: unknown, value: unknown) => {
      const wanted = requireNumber('firstAtLeast', value);
      return requireArray('firstAtLeast', rows).find((row) => {
        const v = ownValue(row, field);
        return typeof v === 'number' && v >= wanted;
      }) ?? null;
    },
    minArgs: 3, maxArgs: 3, description: 'firstAtLeast(rows, field, value): the first row whose field is >= value, or null (table lookup)',
  },
  linesTotal: { fn: linesTotal, minArgs: 2, maxArgs: 3, description: 'linesTotal(products, pricesInCents, category?): sum of quantity × price, each line half up to cents' },
  toCents: { fn: toCents, minArgs: 1, maxArgs: 1, description: 'currency units to integer cents, half up' },
  fromCents: { fn: fromCents, minArgs: 1, maxArgs: 1, description: 'integer cents to currency units' },
  multiplyCents: { fn: multiplyCents, minArgs: 2, maxArgs: 2, description: 'cents × factor, half up to whole cents' },
  percentOfCents: { fn: percentOfCents, minArgs: 2, maxArgs: 2, description: 'percent of cents, half up' },
});

/** Checks and normalises a registry; problems name each bad builtin. */
export function resolveBuiltins(registry: BuiltinRegistry): { builtins: Map<string, ResolvedBuiltin>; problems: RuleSetProblem[] } {
  const builtins = new Map<string, ResolvedBuiltin>();
  const problems: RuleSetProblem[] = [];
  for (const [name, entry] of Object.entries(registry)) {
    const path = `builtin:${name}`;
    if (!BUILTIN_NAME.test(name) || FORBIDDEN_NAMES.has(name)) {
      problems.push({ path, code: 'UNKNOWN_BUILTIN', message: `builtin name '${name}' is not allowed` });
      continue;
    }
    if (isCoreOperation(name) || Object.hasOwn(UNSUPPORTED_OPERATIONS, name)) {
      problems.push({ path, code: 'UNKNOWN_BUILTIN', message: `builtin '${name}' would hide the JsonLogic operation of that name` });
      continue;
    }
    const definition: BuiltinDefinition = typeof entry === 'function' ? { fn: entry } : entry;
    if (typeof definition?.fn !== 'function') {
      problems.push({ path, code: 'UNKNOWN_BUILTIN', message: `builtin '${name}' has no function` });
      continue;
    }
    builtins.set(name, {
      name,
      fn: definition.fn,
      minArgs: definition.minArgs ?? 0,
      maxArgs: definition.maxArgs ?? Number.POSITIVE_INFINITY,
      pure: definition.pure ?? true,
    });
  }
  return { builtins, problems };
}
