/**
 * Rules compiled to runnable closures: empty (skipped), conditional (all conditions hold) and
 * selector (first matching case, else the default; sealed without a match is an error).
 * A failing rule raises or is recorded according to its error level, and has no effect.
 *
 * `run` records explanations (if the frame asks) and tells a "why not" tracer what happened. It
 * serves the interpreted mode and "why not"; compiled rule sets otherwise take the fast path
 * (fast-rules.ts), which uses `becauseOf` and `applyAll` from here.
 */
import { compileAction, type ActionStep } from './actions.js';
import { RuleFailure } from './errors.js';
import type { Because } from './evaluation.types.js';
import type { Condition, Evaluator } from './expression-compiler.js';
import type { ExpressionMode } from './expression-mode.js';
import type { Frame } from './frame.js';
import { pointer } from './json-pointer.js';
import { fail } from './rule-failure.js';
import type { ErrorLevel, JsonValue, RuleDefinition } from './rule-set.types.js';
import type { BranchPlan, RulePlan } from './static-check.js';

export interface CompiledBranch {
  path: string;
  actions: ActionStep[];
  readPaths: string[];
  readers: Evaluator[];
  /** The slot of each read that is a plain variable (read without a call), else -1. */
  readSlots: number[];
}

/** A selector's cases: finds the branch of the first case matching a value (`===`). */
export class Cases {
  private readonly literals: unknown[] = [];
  private readonly branches: number[] = [];
  /** For many literals: a hash look-up. A few (the usual) are found faster by comparing. */
  private readonly index: Map<unknown, number> | null;

  constructor(
    matches: readonly JsonValue[],
    private readonly defaultBranch: number,
  ) {
    matches.forEach((match, i) => {
      for (const literal of Array.isArray(match) ? match : [match]) {
        if (!this.literals.includes(literal)) {
          this.literals.push(literal);
          this.branches.push(i);
        }
      }
    });
    this.index = this.literals.length > 8 ? new Map(this.literals.map((literal, i) => [literal, this.branches[i]])) : null;
  }

  /** The branch for a value: its case, else the default, else -1. */
  find(value: unknown): number {
    const { index, literals } = this;
    if (index) {
      // Map uses SameValueZero, which matches NaN with NaN; === never does.
      const branch = value !== value ? undefined : index.get(value);
      return branch ?? this.defaultBranch;
    }
    for (let i = 0; i < literals.length; i++) if (literals[i] === value) return this.branches[i];
    return this.defaultBranch;
  }
}

export interface Selection {
  select: Evaluator;
  cases: Cases;
  /** The branch for a value (cases.find as a function). */
  find: (value: unknown) => number;
  /** The error of a sealed selector without a match, or null if a value without a match does nothing. */
  unmatched: ((value: unknown) => RuleFailure) | null;
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
  /** A selector's case look-up and sealed check; null for other rules. */
  selection: Selection | null;
  /** Runs the rule with explanations (if the frame asks for them) and the frame's tracer. */
  run(frame: Frame): void;
}

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
