/**
 * Rules compiled to runnable closures: empty (skipped), conditional (all conditions hold) and
 * selector (first matching case, else the default; sealed without a match is an error).
 * A failing rule raises or is recorded according to its error level, and has no effect.
 *
 * `run` records explanations (if the frame asks) and tells a "why not" tracer what happened. It
 * serves the interpreted mode and "why not"; compiled rule sets otherwise take the fast path
 * (fast-rules.ts), which uses `becauseOf` and `applyAll` from here.
 */
import { RuleFailure } from '../model/errors.js';
import type { Because } from '../model/evaluation.types.js';
import { pointer } from '../model/json-pointer.js';
import type { JsonValue } from '../model/rule-set.types.js';
import type { Condition, Evaluator } from '../expressions/expression.types.js';
import type { BranchPlan, RulePlan } from '../check/static-check.js';
import { compileAction } from './actions.js';
import { Cases } from './cases.js';
import type { ActionStep, CompiledBranch, CompiledRule, Frame, Selection } from './compiled.types.js';
import type { ExpressionMode } from './expression-mode.js';
import { fail } from './rule-failure.js';

type Runner = (f: Frame) => void;

function compileBranch(plan: BranchPlan, mode: ExpressionMode): CompiledBranch {
  return {
    path: plan.path,
    actions: plan.actions.map((action, i) => compileAction(action, pointer(plan.path, i), mode)),
    readPaths: plan.reads,
    readers: plan.reads.map((path) => mode.reader(path)),
    readSlots: plan.reads.map((path) => mode.plainSlot(path) ?? -1),
  };
}

/** The explanation of a branch that fires: the rule and what its branch reads, as it is now. */
export function becauseOf(f: Frame, rule: CompiledRule, branch: CompiledBranch): Because {
  const reads: Record<string, unknown> = {};
  const { readers, readPaths, readSlots } = branch;
  const data = f.data;
  for (let i = 0; i < readers.length; i++) {
    const slot = readSlots[i];
    // A plain variable is its slot (missing reads as null, as the reader has it).
    const value = slot >= 0 ? data[slot] : readers[i](data);
    reads[readPaths[i]] = value === undefined ? null : value;
  }
  return { ruleId: rule.id, stage: rule.stage, reads };
}

/** Prepares every step before any applies, so a failing step leaves the rule without effect. */
export function applyAll(f: Frame, rule: CompiledRule, steps: readonly ActionStep[], because: Because | null): void {
  if (steps.length === 2) {
    const [first, second] = steps as [ActionStep, ActionStep];
    const a = first.prepare(f);
    const b = second.prepare(f);
    first.apply(f, a, because, rule);
    second.apply(f, b, because, rule);
    return;
  }
  const payloads: unknown[] = [];
  for (let i = 0; i < steps.length; i++) payloads.push(steps[i].prepare(f));
  for (let i = 0; i < steps.length; i++) steps[i].apply(f, payloads[i], because, rule);
}

/** Fires a branch, with its explanation and the tracer. */
function firing(rule: CompiledRule, index: number): Runner {
  const branch = rule.branches[index];
  const steps = branch.actions;
  if (steps.length === 1) {
    const [step] = steps as [ActionStep];
    return (f) => {
      const because = f.explain ? becauseOf(f, rule, branch) : null;
      step.run(f, because, rule);
      if (f.trace) f.trace.fired(rule, index, because!);
    };
  }
  return (f) => {
    const because = f.explain ? becauseOf(f, rule, branch) : null;
    applyAll(f, rule, steps, because);
    if (f.trace) f.trace.fired(rule, index, because!);
  };
}

function conditionalRunner(rule: CompiledRule, conditions: readonly Condition[]): Runner {
  const fire = firing(rule, 0);
  const n = conditions.length;
  // The usual rule has one condition or none: no loop for them.
  if (n === 0)
    return (f) => {
      try {
        fire(f);
      } catch (error) {
        fail(f, rule, error);
      }
    };
  if (n === 1) {
    const [condition] = conditions as [Condition];
    return (f) => {
      try {
        if (condition(f.data)) fire(f);
        else if (f.trace) f.trace.conditionFailed(rule, 0, f);
      } catch (error) {
        fail(f, rule, error);
      }
    };
  }
  return (f) => {
    try {
      const data = f.data;
      for (let i = 0; i < n; i++) {
        if (!conditions[i](data)) {
          if (f.trace) f.trace.conditionFailed(rule, i, f);
          return;
        }
      }
      fire(f);
    } catch (error) {
      fail(f, rule, error);
    }
  };
}

function selection(rule: CompiledRule, matches: JsonValue[], hasDefault: boolean, sealed: boolean): Selection {
  const [[select, selectPath]] = rule.tests as [[Evaluator, string, unknown]];
  const cases = new Cases(matches, hasDefault ? matches.length : -1);
  const shown = matches.map((m) => JSON.stringify(m)).join(', ');
  return {
    select,
    cases,
    find: (value) => cases.find(value),
    unmatched: sealed
      ? (value) =>
          new RuleFailure(
            'SEALED_SELECTOR_NO_MATCH',
            `no case of the sealed selector matches ${JSON.stringify(value) ?? String(value)} (cases: ${shown})`,
            selectPath,
          )
      : null,
  };
}

function selectorRunner(rule: CompiledRule, { select, find, unmatched }: Selection): Runner {
  const fires = rule.branches.map((_, i) => firing(rule, i));
  return (f) => {
    try {
      const value = select(f.data);
      const branch = find(value);
      if (f.trace) f.trace.selected(rule, value, branch);
      if (branch >= 0) fires[branch](f);
      else if (unmatched) throw unmatched(value);
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
  const when =
    definition.kind === 'conditional' ? (definition.when ?? []).map((node, i) => [node, pointer(plan.path, 'when', i)] as const) : [];
  const tests: [Evaluator, string, unknown][] =
    definition.kind === 'selector'
      ? [[mode.expression(definition.select, pointer(plan.path, 'select')), pointer(plan.path, 'select'), definition.select]]
      : when.map(([node, path]) => [mode.expression(node, path), path, node]);
  const rule: CompiledRule = {
    id: definition.id,
    stage: plan.stage,
    path: plan.path,
    errorLevel: definition.errorLevel ?? 'error',
    definition,
    branches: plan.branches.map((branch) => compileBranch(branch, mode)),
    tests,
    evaluateNode: (node, path, data) => mode.expression(node, path)(data),
    selection: null,
    run: () => {},
  };
  if (definition.kind === 'conditional') {
    rule.run = conditionalRunner(
      rule,
      when.map(([node, path]) => mode.condition(node, path)),
    );
  } else if (definition.kind === 'selector') {
    rule.selection = selection(
      rule,
      definition.cases.map((c) => c.match),
      definition.default !== undefined,
      definition.sealed === true,
    );
    rule.run = selectorRunner(rule, rule.selection);
  }
  return rule;
}
