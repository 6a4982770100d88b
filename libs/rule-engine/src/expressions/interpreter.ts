/**
 * The reference path: expressions evaluated by json-logic-js itself (`jsonLogic.apply`), with
 * the engine's operations and the builtins registered through `add_operation`. Slower than the
 * compiled path; the differential tests demand both give identical results.
 *
 * json-logic-js keeps its operations in one module-wide table, so the operations of the rule set
 * being evaluated are (re)installed before each evaluation.
 */
import jsonLogic from 'json-logic-js';
import type { ResolvedBuiltin } from '../model/builtin.types.js';
import { messageOf, RuleFailure } from '../model/errors.js';
import type { Evaluator } from './expression.types.js';
import { equalsAny, isEmpty } from './operations.js';

let installed: ReadonlyMap<string, ResolvedBuiltin> | undefined;

function wrap(builtin: ResolvedBuiltin): (...args: unknown[]) => unknown {
  const { fn, name } = builtin;
  return (...args: unknown[]) => {
    try {
      return fn(...args);
    } catch (error) {
      if (error instanceof RuleFailure) throw error;
      throw new RuleFailure('BUILTIN_FAILED', `builtin '${name}' failed: ${messageOf(error)}`, undefined, { cause: error });
    }
  };
}

/** Registers `equalsAny`, `isEmpty` and the builtins with json-logic-js (skipped if already there). */
export function installOperations(builtins: ReadonlyMap<string, ResolvedBuiltin>): void {
  if (installed === builtins) return;
  jsonLogic.add_operation('equalsAny', equalsAny);
  jsonLogic.add_operation('isEmpty', isEmpty);
  for (const builtin of builtins.values()) jsonLogic.add_operation(builtin.name, wrap(builtin));
  installed = builtins;
}

/**
 * An expression evaluated by json-logic-js against the data object.
 * @example interpretExpression({ '>': [{ var: 'shaftHeight' }, 8000] })({ shaftHeight: 9000 }) // true
 */
export function interpretExpression(node: unknown): Evaluator {
  const logic = node as jsonLogic.RulesLogic;
  return (data) => jsonLogic.apply(logic, data);
}
