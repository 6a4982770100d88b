/**
 * Rules compiled to runnable closures: empty (skipped), conditional (all conditions hold) and
 * selector (first matching case, else the default; sealed without a match is an error).
 * A failing rule raises or is recorded according to its error level, and has no effect.
 */
import { compileAction, type ActionStep } from './actions.js';
import { RuleExecutionError, RuleFailure, messageOf } from './errors.js';
import type { Because } from './evaluation.types.js';
import type { Evaluator } from './expression-compiler.js';
import type { ExpressionMode } from './expression-mode.js';
import type { Frame } from './frame.js';
import { pointer } from './json-pointer.js';
import { SCOPED_OPERATIONS, truthy } from './operations.js';
import { argumentPath, argumentsOf, isOperation, operatorOf } from './expression-analysis.js';
import type { ErrorLevel, JsonValue, RuleDefinition } from './rule-set.types.js';
import type { BranchPlan, RulePlan } from './static-check.js';

export interface CompiledBranch {
  path: string;
  actions: ActionStep[];
  readPaths: string[];
  readers: Evaluator[];
}

export interface CompiledRule {
  id: string;
  stage: string;
  path: string;
  errorLevel: ErrorLevel;
  definition: RuleDefinition;
  branches: CompiledBranch[];
  /** Conditions (conditional) or the select expression (selector), with their JSON Pointers and JsonLogic. */
  tests: [Evaluator, string, unknown][];
  /** Evaluates any checked sub-expression over the frame's data (to locate failures). */
  evaluateNode: (node: unknown, path: string, data: unknown) => unknown;
  run(frame: Frame): void;
}

function compileBranch(plan: BranchPlan, mode: ExpressionMode): CompiledBranch {
  return {
    path: plan.path,
    actions: plan.actions.map((action, i) => compileAction(action, pointer(plan.path, i), mode)),
    readPaths: plan.reads,
    readers: plan.reads.map((path) => mode.reader(path)),
  };
}

function becauseOf(f: Frame, rule: CompiledRule, branch: CompiledBranch): Because {
  const reads: Record<string, unknown> = {};
  const { readers, readPaths } = branch;
  for (let i = 0; i < readers.length; i++) reads[readPaths[i]!] = readers[i]!(f.data);
  return { ruleId: rule.id, stage: rule.stage, reads };
}

function runBranch(f: Frame, rule: CompiledRule, index: number): void {
  const branch = rule.branches[index]!;
  const because = f.explain ? becauseOf(f, rule, branch) : null;
  const steps = branch.actions;
  if (steps.length === 1) {
    steps[0]!.run(f, because, rule);
  } else if (steps.length === 2) {
    const [first, second] = steps as [ActionStep, ActionStep];
    const a = first.prepare(f);
    const b = second.prepare(f);
    first.apply(f, a, because, rule);
    second.apply(f, b, because, rule);
  } else {
    const payloads: unknown[] = [];
    for (let i = 0; i < steps.length; i++) payloads.push(steps[i]!.prepare(f));
    for (let i = 0; i < steps.length; i++) steps[i]!.apply(f, payloads[i], because, rule);
  }
  if (f.trace) f.trace.fired(rule, index, because!);
}

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
  const checked = op === 'var' ? args.slice(1).map((arg, i) => [arg, i + 1] as const)
    : SCOPED_OPERATIONS.has(op) ? args.filter((_, i) => i !== 1).map((arg, i) => [arg, i === 0 ? 0 : 2] as const)
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
 * was). Both modes answer the same place; the run itself keeps no bookkeeping.
 */
function locateFailure(f: Frame, rule: CompiledRule, find: (value: unknown) => number): string {
  let branch = 0;
  for (const [evaluate, path, node] of rule.tests) {
    let value: unknown;
    if (throws(() => { value = evaluate(f.data); })) return failingNode(rule, node, path, f.data);
    if (rule.definition.kind === 'selector') branch = find(value);
  }
  for (const step of rule.branches[branch]?.actions ?? []) {
    for (const [evaluate, path, node] of step.expressions) if (throws(() => evaluate(f.data))) return failingNode(rule, node, path, f.data);
  }
  return rule.path;
}

function fail(f: Frame, rule: CompiledRule, error: unknown, find: (value: unknown) => number = () => 0): void {
  if (error instanceof RuleExecutionError) throw error;
  const failure = error instanceof RuleFailure ? error : new RuleFailure('EXPRESSION_FAILED', messageOf(error), undefined, { cause: error });
  const path = failure.path ?? locateFailure(f, rule, find);
  if (f.trace) f.trace.failed(rule, path, failure.message);
  if (rule.errorLevel === 'error') {
    throw new RuleExecutionError(failure.code, rule.id, rule.stage, path, failure.message, { cause: failure.cause ?? failure });
  }
  f.problems.push({ level: rule.errorLevel, code: failure.code, ruleId: rule.id, stage: rule.stage, path, message: failure.message });
}

/** Runs the single action of a branch (the common case) without the general machinery. */
function singleActionRunner(rule: CompiledRule, branch: CompiledBranch, index = 0): (f: Frame) => void {
  const step = branch.actions[0]!;
  return (f) => {
    const because = f.explain ? becauseOf(f, rule, branch) : null;
    step.run(f, because, rule);
    if (f.trace) f.trace.fired(rule, index, because!);
  };
}

function conditionalRunner(rule: CompiledRule): (f: Frame) => void {
  const conditions = rule.tests.map(([evaluate]) => evaluate);
  const n = conditions.length;
  const falsy = (f: Frame, i: number) => { if (f.trace) f.trace.conditionFailed(rule, i, f); };
  const branch = rule.branches[0]!;
  const fire = branch.actions.length === 1 ? singleActionRunner(rule, branch) : (f: Frame) => runBranch(f, rule, 0);
  if (n === 0) {
    return (f) => { try { fire(f); } catch (error) { fail(f, rule, error); } };
  }
  if (n === 1) {
    const [c0] = conditions as [Evaluator];
    return (f) => {
      try {
        if (!truthy(c0(f.data))) return falsy(f, 0);
        fire(f);
      } catch (error) {
        fail(f, rule, error);
      }
    };
  }
  return (f) => {
    try {
      const data = f.data;
      for (let i = 0; i < n; i++) if (!truthy(conditions[i]!(data))) return falsy(f, i);
      fire(f);
    } catch (error) {
      fail(f, rule, error);
    }
  };
}

/** Finds the branch of the first case matching a value (`===`); -1 if none. */
function caseFinder(matches: JsonValue[]): (value: unknown) => number {
  const index = new Map<unknown, number>();
  matches.forEach((match, i) => {
    for (const literal of Array.isArray(match) ? match : [match]) if (!index.has(literal)) index.set(literal, i);
  });
  // Map uses SameValueZero, which matches NaN with NaN; === never does.
  return (value) => (value !== value ? -1 : index.get(value) ?? -1);
}

function selectorRunner(rule: CompiledRule, matches: JsonValue[], hasDefault: boolean, sealed: boolean): (f: Frame) => void {
  const [[select, selectPath]] = rule.tests as [[Evaluator, string, unknown]];
  const found = caseFinder(matches);
  const defaultIndex = hasDefault ? matches.length : -1;
  const find = (value: unknown) => { const branch = found(value); return branch < 0 ? defaultIndex : branch; };
  const fires = rule.branches.map((branch, i) =>
    branch.actions.length === 1 ? singleActionRunner(rule, branch, i) : (f: Frame) => runBranch(f, rule, i));
  return (f) => {
    try {
      const value = select(f.data);
      const branch = find(value);
      if (f.trace) f.trace.selected(rule, value, branch);
      if (branch >= 0) fires[branch]!(f);
      else if (sealed) {
        throw new RuleFailure(
          'SEALED_SELECTOR_NO_MATCH',
          `no case of the sealed selector matches ${JSON.stringify(value) ?? String(value)} (cases: ${matches.map((m) => JSON.stringify(m)).join(', ')})`,
          selectPath,
        );
      }
    } catch (error) {
      fail(f, rule, error, find);
    }
  };
}

/**
 * Compiles a planned rule.
 * @example compileRule(plan, mode).run(frame)
 */
export function compileRule(plan: RulePlan, mode: ExpressionMode): CompiledRule {
  const definition = plan.rule;
  const tests: [Evaluator, string, unknown][] = definition.kind === 'conditional'
    ? (definition.when ?? []).map((condition, i) => {
      const path = pointer(plan.path, 'when', i);
      return [mode.expression(condition, path), path, condition];
    })
    : definition.kind === 'selector'
      ? [[mode.expression(definition.select, pointer(plan.path, 'select')), pointer(plan.path, 'select'), definition.select]]
      : [];
  const rule: CompiledRule = {
    id: definition.id,
    stage: plan.stage,
    path: plan.path,
    errorLevel: definition.errorLevel ?? 'error',
    definition,
    branches: plan.branches.map((branch) => compileBranch(branch, mode)),
    tests,
    evaluateNode: (node, path, data) => mode.expression(node, path)(data),
    run: () => {},
  };
  if (definition.kind === 'conditional') rule.run = conditionalRunner(rule);
  else if (definition.kind === 'selector') {
    rule.run = selectorRunner(rule, definition.cases.map((c) => c.match), definition.default !== undefined, definition.sealed === true);
  }
  return rule;
}
