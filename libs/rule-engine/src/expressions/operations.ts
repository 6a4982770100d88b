/**
 * The JsonLogic operations a rule set may use, with json-logic-js semantics, plus the engine's
 * own `equalsAny` and `isEmpty`. Builtins (registered by name) come on top of these.
 */
import type { LooseValue } from '../model/loose-value.js';

/** Names that must never be reached through a variable path or used as a name. */
export const FORBIDDEN_NAMES: ReadonlySet<string> = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

/** Roots the engine owns: `options.<list>` and `products.<key>.<field>`. */
export const RESERVED_ROOTS: ReadonlySet<string> = new Set(['options', 'products']);

/** JsonLogic truthiness: an empty array is falsy, everything else as in JavaScript. */
export function truthy(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : !!value;
}

export interface OperationArity {
  min: number;
  max: number;
}

const many = Number.POSITIVE_INFINITY;

/** json-logic-js operations supported, with the number of arguments the engine accepts. */
export const CORE_OPERATIONS: Readonly<Record<string, OperationArity>> = {
  var: { min: 1, max: 2 },
  if: { min: 2, max: many },
  '?:': { min: 2, max: many },
  and: { min: 1, max: many },
  or: { min: 1, max: many },
  '!': { min: 1, max: 1 },
  '!!': { min: 1, max: 1 },
  '==': { min: 2, max: 2 },
  '===': { min: 2, max: 2 },
  '!=': { min: 2, max: 2 },
  '!==': { min: 2, max: 2 },
  '>': { min: 2, max: 2 },
  '>=': { min: 2, max: 2 },
  '<': { min: 2, max: 3 },
  '<=': { min: 2, max: 3 },
  '+': { min: 1, max: many },
  '*': { min: 1, max: many },
  '-': { min: 1, max: 2 },
  '/': { min: 2, max: 2 },
  '%': { min: 2, max: 2 },
  min: { min: 1, max: many },
  max: { min: 1, max: many },
  in: { min: 2, max: 2 },
  cat: { min: 1, max: many },
  substr: { min: 2, max: 3 },
  merge: { min: 1, max: many },
  map: { min: 2, max: 2 },
  filter: { min: 2, max: 2 },
  all: { min: 2, max: 2 },
  some: { min: 2, max: 2 },
  none: { min: 2, max: 2 },
  reduce: { min: 2, max: 3 },
  equalsAny: { min: 2, max: many },
  isEmpty: { min: 1, max: 1 },
};

/** Operations whose second argument runs once per element of the first (its `var`s read the element). */
export const SCOPED_OPERATIONS: ReadonlySet<string> = new Set(['map', 'filter', 'all', 'some', 'none', 'reduce']);

/** json-logic-js operations refused in rule sets, and why. */
export const UNSUPPORTED_OPERATIONS: Readonly<Record<string, string>> = {
  log: 'it writes to the console; rules have no side effects',
  missing: 'it reads variables named at run time, which cannot be checked; use isEmpty',
  missing_some: 'it reads variables named at run time, which cannot be checked; use isEmpty',
};

export function isCoreOperation(name: string): boolean {
  return Object.hasOwn(CORE_OPERATIONS, name);
}

/**
 * True if `value` equals (`===`) one of the candidates, given either as further arguments or as
 * one list: `{"equalsAny": [{"var": "country"}, "de", "at"]}` or `{"equalsAny": [{"var": "country"}, ["de", "at"]]}`.
 */
export function equalsAny(value: unknown, ...candidates: unknown[]): boolean {
  const list = candidates.length === 1 && Array.isArray(candidates[0]) ? (candidates[0] as unknown[]) : candidates;
  return list.indexOf(value) !== -1;
}

/** True for null, undefined, '', NaN, an empty array and an object without own keys. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** parseFloat as json-logic-js applies it, fast for numbers (parseFloat(-0) is 0). */
export function toNumber(value: LooseValue): number {
  return typeof value === 'number' ? (value === 0 ? 0 : value) : parseFloat(value);
}

/** json-logic-js `in`: membership in an array or substring of a string. */
export function jsonLogicIn(a: unknown, b: LooseValue): boolean {
  if (!b || typeof b.indexOf === 'undefined') return false;
  return b.indexOf(a) !== -1;
}

/** json-logic-js `substr`, where a negative length cuts from the end. */
export function jsonLogicSubstr(source: unknown, start: number, end?: number): string {
  if (end !== undefined && end < 0) {
    const temp = String(source).substr(start);
    return temp.substr(0, temp.length + end);
  }
  return String(source).substr(start, end);
}

/** json-logic-js `merge`: concatenates arrays, one level deep. */
export function jsonLogicMerge(...values: unknown[]): unknown[] {
  return values.reduce<unknown[]>((a, b) => a.concat(b), []);
}

/** Deep-freezes a value computed once and shared between evaluations. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
