/**
 * Operands: how a compiled operation reads an argument. A constant and a plain top-level variable
 * (its slot) are read inline; anything else is a call of its compiled closure.
 *
 * Why: in a tree of closures every argument is a call V8 cannot inline, since one call site
 * serves closures of every kind; most arguments are constants and variables, and `read` (one
 * small function, always the same) is inlined where it is used.
 */
import type { LooseValue } from '../model/loose-value.js';
import type { Evaluator } from './expression.types.js';

export const CONSTANT = 0;
export const SLOT = 1;
export const CLOSURE = 2;

/** One class, so every operand has the same shape for V8. */
export class Operand {
  constructor(
    readonly kind: typeof CONSTANT | typeof SLOT | typeof CLOSURE,
    /** SLOT: where the variable lives. */
    readonly slot: number,
    /** CONSTANT: the (frozen) value. */
    readonly value: unknown,
    /** CLOSURE: the compiled expression. */
    readonly fn: Evaluator | null,
  ) {}
}

/** The operand's value; a missing variable reads as null, as json-logic-js's `var` has it. */
export function read(o: Operand, data: LooseValue): LooseValue {
  if (o.kind === CONSTANT) return o.value;
  if (o.kind === SLOT) {
    const v = data[o.slot];
    return v === undefined ? null : v;
  }
  return o.fn!(data);
}
