/**
 * The fast path: compiled rule sets evaluated without a "why not" tracer (with or without
 * explanations), the case that runs on every keystroke and thousands of times a second on the
 * server.
 *
 * Why a second way to run the same rules: run as closures (rules.ts), every layer (rule, its
 * condition, its action, the action's value) is a call V8 cannot inline, because one call site
 * serves closures of many kinds. Here a rule and each of its actions is a record of one fixed
 * shape, and one function runs them all, switching on their kinds: a variable tested or compared
 * with constants, a constant or a variable set, a literal option list, a product with a literal
 * key run inline; anything else calls its compiled closure. Semantics and failures are those of
 * the closures (the same helpers do the work); the differential tests compare both paths.
 */
import type { Because } from '../model/evaluation.types.js';
import { pointer } from '../model/json-pointer.js';
import type { MessageLevel } from '../model/rule-set.types.js';
import { type Operand, read } from '../expressions/operands.js';
import type { ActionStep, CompiledBranch, CompiledRule, Frame } from './compiled.types.js';
import type { ExpressionMode } from './expression-mode.js';
import { actionOperand, holds, type Test, testOf } from './fast-operands.js';
import { literalOptionValues, offer, withdraw } from './option-lists.js';
import { addProduct, finiteNumber, productKey, topUpProduct } from './product-lines.js';
import { fail } from './rule-failure.js';
import { applyAll, becauseOf } from './rules.js';

// What an action does.
const SET = 0;
const OFFER = 1;
const WITHDRAW = 2;
const ADD = 3;
const TOP_UP = 4;
const MESSAGE = 5;
/** Any other action: its compiled step runs. */
const STEP = 6;

/** One action. Fields a kind does not use hold null, -1 or ''; one class, so one shape. */
class FastAction {
  kind = STEP;
  /** SET: the value's slot; OFFER, WITHDRAW: the list's slot. */
  target = -1;
  /** SET: the index of the derived name (its "is set" mark). */
  index = -1;
  /** SET: the derived name (its explanation's key). */
  name = '';
  /** OFFER, WITHDRAW: the list name. */
  list = '';
  /** OFFER, WITHDRAW: the checked literal values. */
  values: readonly unknown[] | null = null;
  /** SET: the value; ADD, TOP_UP: the product key. */
  a: Operand | null = null;
  /** ADD, TOP_UP: the quantity or minimum. */
  b: Operand | null = null;
  keyPath = '';
  amountPath = '';
  /** ADD, TOP_UP: how a failure names the amount ('a quantity', 'a minimum'). */
  what = '';
  /** ADD, TOP_UP: the product category. */
  category: string | null = null;
  /** MESSAGE: its key, level and field. */
  message = '';
  level: MessageLevel = 'info';
  field: string | null = null;

  constructor(readonly step: ActionStep) {}
}

function productAction(
  action: FastAction,
  kind: typeof ADD | typeof TOP_UP,
  key: unknown,
  amount: unknown,
  category: string | undefined,
  mode: ExpressionMode,
): void {
  const { step } = action;
  action.kind = kind;
  action.keyPath = pointer(step.path, kind === ADD ? 'addProduct' : 'topUp');
  action.amountPath = pointer(step.path, kind === ADD ? 'quantity' : 'minimum');
  action.what = kind === ADD ? 'a quantity' : 'a minimum';
  // The step's closures, compiled already, serve the forms that are not inline.
  action.a = actionOperand(key, step.expressions[0][0], mode);
  action.b = actionOperand(amount === undefined ? 1 : amount, step.expressions[1][0], mode);
  action.category = category ?? null;
}

function fastAction(step: ActionStep, mode: ExpressionMode): FastAction {
  const action = new FastAction(step);
  const definition = step.definition;
  if ('set' in definition) {
    action.kind = SET;
    action.name = definition.set;
    action.index = mode.derivedNames.indexOf(definition.set);
    action.target = mode.derivedTargets[action.index] as number;
    action.a = actionOperand(definition.value, step.expressions[0][0], mode);
  } else if ('offer' in definition || 'withdraw' in definition) {
    const list = 'offer' in definition ? definition.offer : definition.withdraw;
    const values = literalOptionValues(definition.values, pointer(step.path, 'values'));
    if (values) {
      action.kind = 'offer' in definition ? OFFER : WITHDRAW;
      action.list = list;
      action.target = mode.writeTarget(`options.${list}`) as number;
      action.values = values;
    }
  } else if ('addProduct' in definition) {
    productAction(action, ADD, definition.addProduct, definition.quantity, definition.category, mode);
  } else if ('topUp' in definition) {
    productAction(action, TOP_UP, definition.topUp, definition.minimum, definition.category, mode);
  } else if ('message' in definition && Object.keys(definition.params ?? {}).length === 0) {
    action.kind = MESSAGE;
    action.message = definition.message;
    action.level = definition.level;
    action.field = definition.field ?? null;
  }
  return action;
}

/**
 * Carries out one action (a rule's only one: nothing to prepare before the others); `because` is
 * its explanation, or null when the evaluation explains nothing.
 */
function act(f: Frame, a: FastAction, s: unknown[], because: Because | null, rule: CompiledRule): void {
  switch (a.kind) {
    case SET:
      s[a.target] = read(a.a!, s);
      f.derivedSet[a.index] = 1;
      if (because) f.derivedBecause[a.name] = [because];
      return;
    case OFFER:
      offer(f, a.list, a.target, a.values!, because);
      return;
    case WITHDRAW:
      withdraw(f, a.list, a.target, a.values!, because);
      return;
    case ADD:
    case TOP_UP: {
      const key = productKey(f, read(a.a!, s), a.keyPath);
      const amount = finiteNumber(read(a.b!, s), a.amountPath, a.what);
      if (a.kind === ADD) addProduct(f, key, amount, a.category, because);
      else topUpProduct(f, key, amount, a.category, because);
      return;
    }
    case MESSAGE:
      f.messages.push({ level: a.level, key: a.message, params: {}, field: a.field, because: because ? [because] : [] });
      return;
    default:
      if (because) a.step.run(f, because, rule);
      else a.step.quiet(f);
  }
}

/**
 * A branch: its only action; or two values set (computed both before either is stored, so a
 * failure leaves neither); or several actions, all prepared before any applies.
 */
class FastBranch {
  readonly all: readonly ActionStep[];
  readonly single: FastAction | null;
  readonly pair: readonly [FastAction, FastAction] | null;

  constructor(
    readonly compiled: CompiledBranch,
    mode: ExpressionMode,
  ) {
    const all = compiled.actions;
    this.all = all;
    const actions = all.length <= 2 ? all.map((step) => fastAction(step, mode)) : [];
    this.single = actions.length === 1 ? actions[0] : null;
    this.pair = actions.length === 2 && actions.every((action) => action.kind === SET) ? (actions as [FastAction, FastAction]) : null;
  }
}

/** Sets two derived values; both are computed first. */
function setPair(f: Frame, [a, b]: readonly [FastAction, FastAction], s: unknown[], because: Because | null): void {
  const first = read(a.a!, s);
  const second = read(b.a!, s);
  s[a.target] = first;
  f.derivedSet[a.index] = 1;
  s[b.target] = second;
  f.derivedSet[b.index] = 1;
  if (because) {
    f.derivedBecause[a.name] = [because];
    f.derivedBecause[b.name] = [because];
  }
}

// What a rule checks before it acts.
const ALWAYS = 0;
const TESTS = 1;
const SELECT = 2;

/** One rule; one class, so one shape. */
export class FastRule {
  constructor(
    readonly rule: CompiledRule,
    readonly kind: number,
    readonly tests: readonly Test[],
    readonly select: Operand | null,
    readonly branches: readonly FastBranch[],
  ) {}
}

/**
 * The fast form of a compiled rule (compiled mode only: the operands read slots).
 * @example runFast(frame, rules.map((rule) => fastRule(rule, mode)))
 */
export function fastRule(rule: CompiledRule, mode: ExpressionMode): FastRule {
  const branches = rule.branches.map((branch) => new FastBranch(branch, mode));
  const definition = rule.definition;
  if (definition.kind === 'selector') {
    return new FastRule(rule, SELECT, [], actionOperand(definition.select, rule.tests[0][0], mode), branches);
  }
  const when = definition.kind === 'conditional' ? (definition.when ?? []) : [];
  const tests = when.map((node, i) => testOf(node, pointer(rule.path, 'when', i), mode));
  return new FastRule(rule, tests.length ? TESTS : ALWAYS, tests, null, branches);
}

function allHold(tests: readonly Test[], s: unknown[]): boolean {
  for (let i = 0; i < tests.length; i++) if (!holds(tests[i], s)) return false;
  return true;
}

/**
 * Runs rules in order; a failing rule raises or is recorded by its error level, as on the closure
 * path. The try block spans the loop, not each rule, so the loop stays tight; after a recorded
 * failure the loop resumes with the next rule. A branch that fires is explained (becauseOf, before
 * its actions change anything) if the frame asks for explanations.
 */
export function runFast(f: Frame, rules: readonly FastRule[]): void {
  const s = f.data as unknown[];
  const explain = f.explain;
  let i = 0;
  while (i < rules.length) {
    try {
      for (; i < rules.length; i++) {
        const r = rules[i];
        let branch: FastBranch;
        if (r.kind === SELECT) {
          const value = read(r.select!, s);
          const { cases, unmatched } = r.rule.selection!;
          const index = cases.find(value);
          if (index < 0) {
            if (unmatched) throw unmatched(value);
            continue;
          }
          branch = r.branches[index]!;
        } else {
          if (r.kind === TESTS && !allHold(r.tests, s)) continue;
          branch = r.branches[0]!;
        }
        const because = explain ? becauseOf(f, r.rule, branch.compiled) : null;
        if (branch.single) act(f, branch.single, s, because, r.rule);
        else if (branch.pair) setPair(f, branch.pair, s, because);
        else applyAll(f, r.rule, branch.all, because);
      }
    } catch (error) {
      const { rule } = rules[i];
      i++;
      fail(f, rule, error, rule.selection?.find);
    }
  }
}
