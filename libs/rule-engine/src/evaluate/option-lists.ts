/**
 * Option lists of an evaluation: offering adds values not yet there (in order), withdrawing
 * removes them. Expressions read a list as `options.<list>`: in compiled mode it lives in its
 * slot, and `frame.options` is filled from the slots when the evaluation ends (one store per list
 * instead of one per change, each a look-up by name); in interpreted mode it lives in
 * `frame.options`, which is part of json-logic-js's data.
 */
import type { Because } from '../model/evaluation.types.js';
import { isOperation } from '../expressions/expression-analysis.js';
import type { Frame } from './compiled.types.js';
import { invalid, show } from './product-lines.js';

/** The values an offer or withdrawal computed: a list of scalars, or one scalar. */
export function optionValues(values: unknown, path: string): unknown[] {
  const list = Array.isArray(values) ? values : values === null || values === undefined ? undefined : [values];
  if (!list) throw invalid(path, `option values must be a list or a value, got ${show(values)}`);
  for (const value of list) {
    if (value === null || typeof value === 'object')
      throw invalid(path, `option values must be strings, numbers or booleans, got ${show(value)}`);
  }
  return list;
}

/**
 * The checked values of a literal list or scalar, or undefined if they are computed (or would fail
 * the check, which is then left to the rule's run, as for computed ones).
 */
export function literalOptionValues(node: unknown, path: string): unknown[] | undefined {
  if (isOperation(node) || (Array.isArray(node) && node.some(isOperation))) return undefined;
  try {
    return optionValues(node, path);
  } catch {
    return undefined;
  }
}

function record(f: Frame, list: string, target: number | string | null, next: unknown[], because: Because | null): void {
  if (typeof target === 'number') {
    if (f.data[target] === undefined) f.optionSlots.push(target);
    f.data[target] = next;
  } else {
    f.options[list] = next;
  }
  if (because) (f.optionsBecause[list] ??= []).push(because);
}

/** The list as it is; read from its slot when it has one (a look-up by name costs more). */
function currentList(f: Frame, list: string, target: number | string | null): unknown[] | undefined {
  return typeof target === 'number' ? f.data[target] : f.options[list];
}

/** Offers values in list `list` (whose place in the data is `target`). */
export function offer(f: Frame, list: string, target: number | string | null, given: readonly unknown[], because: Because | null): void {
  const current = currentList(f, list, target);
  const next = current ? current.slice() : [];
  for (let i = 0; i < given.length; i++) if (!next.includes(given[i])) next.push(given[i]);
  if (!current || next.length !== current.length) record(f, list, target, next, because);
}

/** Withdraws values from list `list`. */
export function withdraw(f: Frame, list: string, target: number | string | null, given: readonly unknown[], because: Because | null): void {
  const current = currentList(f, list, target);
  if (!current) return;
  const next = current.filter((value) => !given.includes(value));
  if (next.length !== current.length) record(f, list, target, next, because);
}
