/**
 * What happens when a rule fails: by its error level it raises (error) or is recorded (warn,
 * log), naming the rule, the stage and the JSON Pointer of the failing expression. Locating the
 * expression is done only after a failure, so a rule that runs keeps no bookkeeping for it.
 */
import { messageOf, RuleExecutionError, RuleFailure } from '../model/errors.js';
import { argumentPath, argumentsOf, isOperation, operatorOf } from '../expressions/expression-analysis.js';
import { SCOPED_OPERATIONS } from '../expressions/operations.js';
import type { CompiledRule, Frame } from './compiled.types.js';

function throws(run: () => unknown): boolean {
  try {
    run();
    return false;
  } catch {
    return true;
  }
}

/** The innermost operation of a failing expression whose arguments all evaluate. */
function failingNode(rule: CompiledRule, node: unknown, path: string, data: unknown): string {
  if (!isOperation(node)) return path;
  const op = operatorOf(node);
  const raw = node[op];
  const args = argumentsOf(raw);
  // The logic of map/filter/... and a var's path are not expressions over the data.
  const checked =
    op === 'var'
      ? args.slice(1).map((arg, i) => [arg, i + 1] as const)
      : SCOPED_OPERATIONS.has(op)
        ? args.filter((_, i) => i !== 1).map((arg, i) => [arg, i === 0 ? 0 : 2] as const)
        : args.map((arg, i) => [arg, i] as const);
  for (const [arg, i] of checked) {
    const at = argumentPath(path, op, raw, i);
    if (throws(() => rule.evaluateNode(arg, at, data))) return failingNode(rule, arg, at, data);
  }
  return path;
}

/**
 * Finds where a failed rule fails, by evaluating its expressions again in order and then
 * descending into the failing one (rules are atomic and expressions pure, so the data is as it
 * was). Both modes answer the same place.
 */
function locateFailure(f: Frame, rule: CompiledRule, find: (value: unknown) => number): string {
  let branch = 0;
  for (const [evaluate, path, node] of rule.tests) {
    let value: unknown;
    if (
      throws(() => {
        value = evaluate(f.data);
      })
    )
      return failingNode(rule, node, path, f.data);
    if (rule.definition.kind === 'selector') branch = find(value);
  }
  for (const step of rule.branches[branch]?.actions ?? []) {
    for (const [evaluate, path, node] of step.expressions) if (throws(() => evaluate(f.data))) return failingNode(rule, node, path, f.data);
  }
  return rule.path;
}

/**
 * Handles an error thrown while a rule ran: raises it as a RuleExecutionError (error level) or
 * records it as a problem (warn, log). `find` maps a selector's value to its branch.
 */
export function fail(f: Frame, rule: CompiledRule, error: unknown, find: (value: unknown) => number = () => 0): void {
  if (error instanceof RuleExecutionError) throw error;
  const failure =
    error instanceof RuleFailure ? error : new RuleFailure('EXPRESSION_FAILED', messageOf(error), undefined, { cause: error });
  const path = failure.path ?? locateFailure(f, rule, find);
  if (f.trace) f.trace.failed(rule, path, failure.message);
  if (rule.errorLevel === 'error') {
    throw new RuleExecutionError(failure.code, rule.id, rule.stage, path, failure.message, { cause: failure.cause ?? failure });
  }
  f.problems.push({ level: rule.errorLevel, code: failure.code, ruleId: rule.id, stage: rule.stage, path, message: failure.message });
}
