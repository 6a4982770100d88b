/**
 * What a builtin is, as the registry declares it and as the expression compiler calls it. The
 * standard builtins themselves are in builtins/.
 */
import type { LooseValue } from './loose-value.js';

// Builtins receive evaluated JSON values of any shape and check them themselves.
export type BuiltinFunction = (...args: LooseValue[]) => unknown;

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
