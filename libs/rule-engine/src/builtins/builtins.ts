/**
 * Builtins: functions a rule calls by name, e.g. `{"ceilDiv": [{"var": "remainingLength"}, 36000]}`.
 * The engine ships `standardBuiltins`; the domain registers more by name.
 */
import type { BuiltinDefinition, BuiltinRegistry, ResolvedBuiltin } from '../model/builtin.types.js';
import type { RuleSetProblem } from '../model/errors.js';
import type { SelectedProduct } from '../model/evaluation.types.js';
import { PRODUCT_LIST } from '../model/product-map.js';
import {
  ceilDiv,
  decimalAdd,
  decimalMultiply,
  decimalSubtract,
  floorDivide,
  mulDivCeil,
  mulDivFloor,
  mulDivRound,
  percentCeil,
  percentFloor,
  percentRound,
  roundDownToStep,
  roundHalfUp,
  roundUpToStep,
} from '../arithmetic/exact-arithmetic.js';
import { fromCents, lineTotal, multiplyCents, percentOfCents, toCents, unitPriceOf } from '../arithmetic/money.js';
import { FORBIDDEN_NAMES, isCoreOperation, UNSUPPORTED_OPERATIONS } from '../expressions/operations.js';

const BUILTIN_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function requireNumber(name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new TypeError(`${name} needs a finite number, got ${JSON.stringify(value) ?? String(value)}`);
  return value;
}

function requireArray(name: string, value: unknown): unknown[] {
  if (!Array.isArray(value)) throw new TypeError(`${name} needs a list, got ${JSON.stringify(value) ?? String(value)}`);
  return value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}

export function ownValue(record: unknown, key: unknown): unknown {
  if (!isRecord(record) || (typeof key !== 'string' && typeof key !== 'number')) return undefined;
  return Object.hasOwn(record, key) ? (record as Record<string | number, unknown>)[key] : undefined;
}

/**
 * Total of `quantity × unit price` over products (optionally of one category), each line priced
 * by arithmetic/money.ts `lineTotal`, as the quote prints it. `prices` maps product keys to unit prices in
 * cents; `products` is the engine's `products` (or a list or map of lines with productKey,
 * quantity and category).
 */
function linesTotal(products: unknown, prices: unknown, category?: unknown): number {
  const filtered = category !== undefined && category !== null;
  let total = 0;
  // The engine's own product lines (known shape, read directly); no other object has the symbol.
  const own = isRecord(products) ? (products as { [PRODUCT_LIST]?: SelectedProduct[] })[PRODUCT_LIST] : undefined;
  if (own !== undefined) {
    for (let i = 0; i < own.length; i++) {
      const line = own[i];
      if (filtered && line.category !== category) continue;
      total += lineTotal(unitPriceOf(prices, line.productKey), line.quantity);
    }
    return total;
  }
  const lines = Array.isArray(products) ? products : isRecord(products) ? Object.values(products) : products == null ? [] : undefined;
  if (!lines) throw new TypeError('linesTotal needs the products (a map or a list)');
  for (const line of lines) {
    if (filtered && ownValue(line, 'category') !== category) continue;
    total += lineTotal(unitPriceOf(prices, ownValue(line, 'productKey')), requireNumber('linesTotal', ownValue(line, 'quantity')));
  }
  return total;
}

/** Whether a value is a row: an object that is no list. */
export function isRow(value: unknown): value is Record<string, unknown> {
  return isRecord(value) && !Array.isArray(value);
}

function requireRow(name: string, row: unknown): Record<string, unknown> {
  if (!isRow(row)) throw new TypeError(`${name} needs a list of rows (objects), got ${JSON.stringify(row)}`);
  return row;
}

/** The rows as they are (none for null), checked to be a list of objects. */
export function unchecked(name: string, rows: unknown): unknown[] {
  return rows === null || rows === undefined ? [] : requireArray(name, rows);
}

function rowsOf(name: string, rows: unknown): Record<string, unknown>[] {
  const list = unchecked(name, rows);
  for (const row of list) requireRow(name, row);
  return list as Record<string, unknown>[];
}

function listOf(values: unknown): unknown[] {
  return values === null || values === undefined ? [] : Array.isArray(values) ? values : [values];
}

// How whereField compares a row's field with its operand.
export const EQUALS = 0;
export const IN = 1;
export const NOT_IN = 2;
export const AT_LEAST = 3;
export const ABOVE = 4;
export const BELOW = 5;
/** The field is a list holding all, any or none of the operand's values. */
export const HAS_ALL = 6;
export const HAS_ANY = 7;
export const HAS_NONE = 8;

/** How many of `wanted` a list field holds (a field that is no list holds none). */
export function heldCount(value: unknown, wanted: readonly unknown[]): number {
  if (!Array.isArray(value)) return 0;
  // One wanted value is the usual case: no loop for it.
  if (wanted.length === 1) return value.includes(wanted[0]) ? 1 : 0;
  let found = 0;
  for (let i = 0; i < wanted.length; i++) if (value.includes(wanted[i])) found++;
  return found;
}

const OBJECT_PROTOTYPE = Object.prototype;

/**
 * Whether a field is read from rows as json-logic-js's `var` reads a name (`row[field]`): a name
 * or index that Object.prototype does not have. Asked on every call, so a polluted prototype is
 * seen; any other field is read as an own property only (ownValue), so `constructor`, `toString`
 * and the like never reach Object.prototype.
 */
export function plainField(field: unknown): field is string | number {
  return (typeof field === 'string' || typeof field === 'number') && !(field in OBJECT_PROTOTYPE);
}

/**
 * A row's field (see plainField). The plain read is several times faster than `Object.hasOwn`
 * and a read, and the table builtins read a field of every row they visit.
 */
function fieldOf(row: Record<string | number, unknown>, field: unknown, plain: boolean): unknown {
  return plain ? row[field as string | number] : ownValue(row, field);
}

/**
 * The rows whose field passes a test against `operand` (a value, a list of values, or a number).
 * One plain loop that checks each row as it visits it (a row that is no object fails the whole
 * call): no closure per row and no second pass; the lift-shaft rules narrow the component table
 * with these a few dozen times per evaluation. `includes` matches as SameValueZero.
 */
function whereField(name: string, rows: unknown, field: unknown, test: number, operand: unknown): Record<string, unknown>[] {
  const list = unchecked(name, rows);
  const kept: Record<string, unknown>[] = [];
  const plain = plainField(field);
  for (let r = 0; r < list.length; r++) {
    const row = requireRow(name, list[r]);
    const v = fieldOf(row, field, plain);
    let keep: boolean;
    switch (test) {
      case EQUALS:
        keep = v === operand;
        break;
      case IN:
        keep = (operand as unknown[]).includes(v);
        break;
      case NOT_IN:
        keep = !(operand as unknown[]).includes(v);
        break;
      case AT_LEAST:
        keep = typeof v === 'number' && v >= (operand as number);
        break;
      case ABOVE:
        keep = typeof v === 'number' && v > (operand as number);
        break;
      case BELOW:
        keep = typeof v === 'number' && v < (operand as number);
        break;
      case HAS_ALL:
        keep = heldCount(v, operand as unknown[]) === (operand as unknown[]).length;
        break;
      case HAS_ANY:
        keep = heldCount(v, operand as unknown[]) > 0;
        break;
      default:
        keep = heldCount(v, operand as unknown[]) === 0;
    }
    if (keep) kept.push(row);
  }
  return kept;
}

/** Ascending; numbers before strings, null and missing last; stable. */
export function compareValues(a: unknown, b: unknown): number {
  const aMissing = a === null || a === undefined;
  const bMissing = b === null || b === undefined;
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The rows in ascending order of the fields, stable. Each row's keys are read once, not on every
 * comparison (a sort of n rows compares about n log n times), and row numbers are sorted, not rows.
 */
export function sortBy(rows: unknown, ...fields: unknown[]): Record<string, unknown>[] {
  const list = rowsOf('sortBy', rows);
  const n = list.length;
  const width = fields.length;
  const keys = new Array<unknown>(n * width);
  for (let f = 0; f < width; f++) {
    const field = fields[f];
    const plain = plainField(field);
    for (let r = 0; r < n; r++) keys[r * width + f] = fieldOf(list[r], field, plain);
  }
  const order = new Array<number>(n);
  for (let r = 0; r < n; r++) order[r] = r;
  order.sort((a, b) => {
    for (let f = 0; f < width; f++) {
      const x = keys[a * width + f];
      const y = keys[b * width + f];
      const c = typeof x === 'number' && typeof y === 'number' ? x - y : compareValues(x, y);
      if (c !== 0) return c;
    }
    return a - b;
  });
  const sorted = new Array<Record<string, unknown>>(n);
  for (let r = 0; r < n; r++) sorted[r] = list[order[r]]!;
  return sorted;
}

/** The field of each row (null where it has none). */
export function pluck(rows: unknown, field: unknown): unknown[] {
  const plain = plainField(field);
  return rowsOf('pluck', rows).map((row) => fieldOf(row, field, plain) ?? null);
}

/** The row filters: what each compares, and how it takes its operand (as it is, a list, a number). */
const FILTERS: Readonly<Record<string, { test: number; operand: 'value' | 'list' | 'number'; description: string }>> = {
  whereEquals: { test: EQUALS, operand: 'value', description: 'whereEquals(rows, field, value): the rows whose field equals value' },
  whereIn: { test: IN, operand: 'list', description: 'whereIn(rows, field, values): the rows whose field is one of values' },
  whereAtLeast: {
    test: AT_LEAST,
    operand: 'number',
    description: 'whereAtLeast(rows, field, value): the rows whose numeric field is >= value',
  },
  whereAbove: { test: ABOVE, operand: 'number', description: 'whereAbove(rows, field, value): the rows whose numeric field is > value' },
  whereBelow: { test: BELOW, operand: 'number', description: 'whereBelow(rows, field, value): the rows whose numeric field is < value' },
  whereNotIn: { test: NOT_IN, operand: 'list', description: 'whereNotIn(rows, field, values): the rows whose field is none of values' },
  whereHasAll: {
    test: HAS_ALL,
    operand: 'list',
    description: 'whereHasAll(rows, field, values): the rows whose list field contains every value',
  },
  whereHasAny: {
    test: HAS_ANY,
    operand: 'list',
    description: 'whereHasAny(rows, field, values): the rows whose list field contains at least one value',
  },
  whereHasNone: {
    test: HAS_NONE,
    operand: 'list',
    description: 'whereHasNone(rows, field, values): the rows whose list field contains none of values',
  },
};

/** What a row filter compares with: its operand as the filter takes it. */
export function filterOperand(name: string, kind: 'value' | 'list' | 'number', operand: unknown): unknown {
  return kind === 'list' ? listOf(operand) : kind === 'number' ? requireNumber(name, operand) : operand;
}

const rowFilters = Object.entries(FILTERS).map(([name, { test, operand, description }]) => ({
  name,
  test,
  operand,
  description,
  fn: (rows: unknown, field: unknown, value: unknown) => whereField(name, rows, field, test, filterOperand(name, operand, value)),
}));

/**
 * Table builtins: JsonLogic's filter and map see only the element, so a rule cannot compare rows
 * with its own variables there. These take the values as arguments instead.
 */
const tableBuiltins: Record<string, BuiltinDefinition> = {
  ...Object.fromEntries(rowFilters.map(({ name, fn, description }) => [name, { fn, minArgs: 3, maxArgs: 3, description }])),
  sortBy: {
    fn: sortBy,
    minArgs: 2,
    description: 'sortBy(rows, field, ...): the rows in ascending order of the fields (null last, stable)',
  },
  pluck: {
    fn: pluck,
    minArgs: 2,
    maxArgs: 2,
    description: 'pluck(rows, field): the field of each row',
  },
  containsAny: {
    fn: (list: unknown, values: unknown) => {
      const wanted = listOf(values);
      return listOf(list).some((v) => wanted.includes(v));
    },
    minArgs: 2,
    maxArgs: 2,
    description: 'containsAny(list, values): true if the list holds at least one of values (scoped logic cannot read outer variables)',
  },
  withField: {
    fn: (rows: unknown, field: unknown, value: unknown) => {
      if (typeof field !== 'string' || FORBIDDEN_NAMES.has(field))
        throw new TypeError(`withField needs a field name, got ${JSON.stringify(field)}`);
      const present = Array.isArray(rows) ? rows.filter((row) => row !== null) : rows;
      return rowsOf('withField', present).map((row) => ({ ...row, [field]: value }));
    },
    minArgs: 3,
    maxArgs: 3,
    description: 'withField(rows, field, value): copies of the rows (null rows dropped) with the field set to value',
  },
  last: {
    fn: (list: unknown) => {
      const items = list === null || list === undefined ? [] : requireArray('last', list);
      return items.length ? items[items.length - 1] : null;
    },
    minArgs: 1,
    maxArgs: 1,
    description: 'last(list): the last element, or null',
  },
  minOf: {
    fn: (rows: unknown, field: unknown) => {
      const plain = plainField(field);
      const values = rowsOf('minOf', rows)
        .map((row) => fieldOf(row, field, plain))
        .filter((v): v is number => typeof v === 'number');
      return values.length ? Math.min(...values) : null;
    },
    minArgs: 2,
    maxArgs: 2,
    description: 'minOf(rows, field): the smallest numeric field, or null',
  },
  maxOf: {
    fn: (rows: unknown, field: unknown) => {
      const plain = plainField(field);
      const values = rowsOf('maxOf', rows)
        .map((row) => fieldOf(row, field, plain))
        .filter((v): v is number => typeof v === 'number');
      return values.length ? Math.max(...values) : null;
    },
    minArgs: 2,
    maxArgs: 2,
    description: 'maxOf(rows, field): the largest numeric field, or null',
  },
  sumOf: {
    fn: (rows: unknown, field: unknown) =>
      rowsOf('sumOf', rows).reduce<number>((total, row) => {
        const v = fieldOf(row, field, plainField(field));
        return v === null || v === undefined ? total : decimalAdd(total, requireNumber('sumOf', v));
      }, 0),
    minArgs: 2,
    maxArgs: 2,
    description: 'sumOf(rows, field): the sum of a numeric field (missing counts 0), exactly',
  },
};

/** The builtins every rule set may use. */
export const standardBuiltins: Readonly<Record<string, BuiltinDefinition>> = Object.freeze({
  abs: { fn: (x: unknown) => Math.abs(requireNumber('abs', x)), minArgs: 1, maxArgs: 1, description: 'absolute value' },
  ceil: { fn: (x: unknown) => Math.ceil(requireNumber('ceil', x)), minArgs: 1, maxArgs: 1, description: 'smallest integer >= x' },
  floor: { fn: (x: unknown) => Math.floor(requireNumber('floor', x)), minArgs: 1, maxArgs: 1, description: 'largest integer <= x' },
  roundHalfUp: {
    fn: roundHalfUp,
    minArgs: 1,
    maxArgs: 2,
    description: 'round(x, digits = 0), halves away from zero, on the decimal spelling',
  },
  clamp: {
    fn: (x: unknown, low: unknown, high: unknown) =>
      Math.min(Math.max(requireNumber('clamp', x), requireNumber('clamp', low)), requireNumber('clamp', high)),
    minArgs: 3,
    maxArgs: 3,
    description: 'clamp(x, min, max)',
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
  isNumber: {
    fn: (x: unknown) => typeof x === 'number' && Number.isFinite(x),
    minArgs: 1,
    maxArgs: 1,
    description: 'true for a finite number',
  },
  coalesce: {
    fn: (...values: unknown[]) => {
      for (let i = 0; i < values.length; i++) if (values[i] !== null && values[i] !== undefined) return values[i];
      return null;
    },
    minArgs: 1,
    description: 'the first value that is not null',
  },
  count: {
    fn: (list: unknown) => (list === null || list === undefined ? 0 : requireArray('count', list).length),
    minArgs: 1,
    maxArgs: 1,
    description: 'length of a list (0 for null)',
  },
  sum: {
    fn: (list: unknown) => requireArray('sum', list).reduce<number>((total, v) => total + requireNumber('sum', v), 0),
    minArgs: 1,
    maxArgs: 1,
    description: 'sum of a list of numbers',
  },
  lookup: {
    fn: (table: unknown, key: unknown, fallback: unknown = null) => ownValue(table, key) ?? fallback,
    minArgs: 2,
    maxArgs: 3,
    description: 'lookup(table, key, fallback = null): an own entry of a table',
  },
  find: {
    fn: (rows: unknown, field: unknown, value: unknown) => requireArray('find', rows).find((row) => ownValue(row, field) === value) ?? null,
    minArgs: 3,
    maxArgs: 3,
    description: 'find(rows, field, value): the first row whose field equals value, or null',
  },
  firstAtLeast: {
    fn: (rows: unknown, field: unknown, value: unknown) => {
      const wanted = requireNumber('firstAtLeast', value);
      return (
        requireArray('firstAtLeast', rows).find((row) => {
          const v = ownValue(row, field);
          return typeof v === 'number' && v >= wanted;
        }) ?? null
      );
    },
    minArgs: 3,
    maxArgs: 3,
    description: 'firstAtLeast(rows, field, value): the first row whose field is >= value, or null (table lookup)',
  },
  linesTotal: {
    fn: linesTotal,
    minArgs: 2,
    maxArgs: 3,
    description: 'linesTotal(products, pricesInCents, category?): sum of quantity × price, each line half up to cents',
  },
  toCents: { fn: toCents, minArgs: 1, maxArgs: 1, description: 'currency units to integer cents, half up' },
  fromCents: { fn: fromCents, minArgs: 1, maxArgs: 1, description: 'integer cents to currency units' },
  multiplyCents: { fn: multiplyCents, minArgs: 2, maxArgs: 2, description: 'cents × factor, half up to whole cents' },
  percentOfCents: { fn: percentOfCents, minArgs: 2, maxArgs: 2, description: 'percent of cents, half up' },
  ...tableBuiltins,
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
