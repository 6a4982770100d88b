/** What the expression compiler produces and needs: shared by the compiler, its operations and the evaluation. */
import type { ResolvedBuiltin } from '../model/builtin.types.js';
import type { LooseValue } from '../model/loose-value.js';

/** A compiled expression: top level it takes the slot array, in a scope it takes the element. */
export type Evaluator = (data: LooseValue) => LooseValue;

/** Where a top-level variable lives: a slot, then property steps below it. */
export interface SlotPath {
  slot: number;
  rest: readonly string[];
}

export interface ExpressionCompilerContext {
  builtins: ReadonlyMap<string, ResolvedBuiltin>;
  /** Resolves a checked top-level variable path to its slot. */
  resolve(variablePath: string): SlotPath;
}

/** A compiled top-level expression with what its parents need to know of it. */
export interface Compiled {
  fn: Evaluator;
  constant: boolean;
  value?: unknown;
  /** Set for a plain top-level variable: parents read the slot directly instead of calling fn. */
  slot?: number;
  /** The value is always a boolean, so a condition needs no truthiness test of its own. */
  boolean?: boolean;
}

/** A compiled condition: true if the expression's value is truthy in JsonLogic's sense. */
export type Condition = (slots: LooseValue) => boolean;
