/**
 * "Why not": re-runs an evaluation while watching the rules, then answers why a product, an
 * option, a derived value or a message is missing, rule by rule: the first condition that failed
 * with its actual and expected values, the selector value that picked another case, the quantity
 * that came out <= 0, the rule that withdrew an option.
 */
import type {
  Because,
  Evaluation,
  Expectation,
  FailedCondition,
  WhyNotAnswer,
  WhyNotQuery,
  WhyNotReason,
} from '../model/evaluation.types.js';
import type { ActionDefinition, JsonValue } from '../model/rule-set.types.js';
import { argumentPath, argumentsOf, isOperation, operatorOf } from '../expressions/expression-analysis.js';
import { truthy } from '../expressions/operations.js';
import { productTarget } from '../check/static-check.js';
import type { ActionStep, CompiledRule, Frame, ProductPayload, Tracer } from '../evaluate/compiled.types.js';
import type { ExpressionMode } from '../evaluate/expression-mode.js';

const COMPARISONS = new Set(['==', '===', '!=', '!==', '<', '<=', '>', '>=']);
const NEGATED: Record<string, string> = {
  '==': '!=',
  '!=': '==',
  '===': '!==',
  '!==': '===',
  '<': '>=',
  '>=': '<',
  '>': '<=',
  '<=': '>',
  equalsAny: 'notEqualsAny',
  isEmpty: 'isNotEmpty',
};
const MIRRORED: Record<string, string> = { '<': '>', '>': '<', '<=': '>=', '>=': '<=' };

type Evaluate = (node: unknown, path: string) => unknown;

function hasOperation(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasOperation);
  return isOperation(node);
}

/** Explains why `node` (a comparison, equalsAny, isEmpty, var...) came out as it did; `negated` if it should have been falsy. */
function explainLeaf(node: unknown, path: string, evaluate: Evaluate, negated: boolean): FailedCondition {
  if (isOperation(node)) {
    const op = operatorOf(node);
    const raw = node[op];
    const args = argumentsOf(raw);
    const at = (i: number) => argumentPath(path, op, raw, i);
    const operator = (name: string) => (negated ? (NEGATED[name] ?? `not ${name}`) : name);
    if (COMPARISONS.has(op) && args.length === 2) {
      // Put the side that reads data first: `8000 < shaftHeight` reads as `shaftHeight > 8000`.
      const flip = !hasOperation(args[0]) && hasOperation(args[1]);
      const name = flip ? (MIRRORED[op] ?? op) : op;
      const [actualAt, expectedAt] = flip ? [1, 0] : [0, 1];
      return {
        path,
        condition: node,
        actual: evaluate(args[actualAt], at(actualAt)),
        expected: { operator: operator(name), value: evaluate(args[expectedAt], at(expectedAt)) },
      };
    }
    if ((op === '<' || op === '<=') && args.length === 3) {
      return {
        path,
        condition: node,
        actual: evaluate(args[1], at(1)),
        expected: {
          operator: negated ? `not between${op === '<' ? '' : ' inclusive'}` : `between${op === '<' ? '' : ' inclusive'}`,
          value: [evaluate(args[0], at(0)), evaluate(args[2], at(2))],
        },
      };
    }
    if (op === 'equalsAny') {
      const candidates = args.slice(1).map((arg, i) => evaluate(arg, at(i + 1)));
      const list = candidates.length === 1 && Array.isArray(candidates[0]) ? candidates[0] : candidates;
      return { path, condition: node, actual: evaluate(args[0], at(0)), expected: { operator: operator('equalsAny'), value: list } };
    }
    if (op === 'isEmpty') return { path, condition: node, actual: evaluate(args[0], at(0)), expected: { operator: operator('isEmpty') } };
  }
  return { path, condition: node, actual: evaluate(node, path), expected: { operator: negated ? 'falsy' : 'truthy' } };
}

/**
 * Explains a condition that came out falsy (or, with `negated`, truthy): descends into `and`,
 * `or` and `!` to the first part responsible.
 */
export function explainCondition(node: unknown, path: string, evaluate: Evaluate, negated = false): FailedCondition {
  if (!isOperation(node)) return explainLeaf(node, path, evaluate, negated);
  const op = operatorOf(node);
  const raw = node[op];
  const args = argumentsOf(raw);
  const at = (i: number) => argumentPath(path, op, raw, i);
  if (op === '!' || op === '!!') return explainCondition(args[0], at(0), evaluate, op === '!' ? !negated : negated);
  const all = (op === 'and' && !negated) || (op === 'or' && negated);
  const any = (op === 'or' && !negated) || (op === 'and' && negated);
  if (all) {
    // The first part that spoiled it.
    const i = args.findIndex((arg, j) => truthy(evaluate(arg, at(j))) === negated);
    if (i >= 0) return explainCondition(args[i], at(i), evaluate, negated);
  }
  if (any) {
    const alternatives = args.map((arg, i) => explainCondition(arg, at(i), evaluate, negated));
    return { path, condition: node, actual: evaluate(node, path), expected: { operator: negated ? 'falsy' : 'truthy' }, alternatives };
  }
  return explainLeaf(node, path, evaluate, negated);
}

type Outcome =
  | { status: 'conditionFailed'; failed: FailedCondition }
  | { status: 'selected'; value: unknown; branch: number }
  | { status: 'fired'; branch: number; because: Because }
  | { status: 'failed'; path: string; message: string };

interface Applied {
  rule: CompiledRule;
  step: ActionStep;
  payload: unknown;
  because: Because | null;
}

/** Watches an evaluation. */
class Recorder implements Tracer {
  readonly outcomes = new Map<CompiledRule, Outcome>();
  readonly selectedValues = new Map<CompiledRule, unknown>();
  readonly applied: Applied[] = [];

  constructor(private readonly mode: ExpressionMode) {}

  conditionFailed(rule: CompiledRule, index: number, frame: Frame): void {
    const definition = rule.definition;
    if (definition.kind !== 'conditional') return;
    const node = definition.when?.[index];
    const evaluate: Evaluate = (sub, path) => this.mode.expression(sub, path)(frame.data);
    this.outcomes.set(rule, { status: 'conditionFailed', failed: explainCondition(node, `${rule.path}/when/${index}`, evaluate) });
  }

  selected(rule: CompiledRule, value: unknown, branch: number): void {
    this.selectedValues.set(rule, value);
    this.outcomes.set(rule, { status: 'selected', value, branch });
  }

  fired(rule: CompiledRule, branch: number, because: Because): void {
    this.outcomes.set(rule, { status: 'fired', branch, because });
  }

  action(rule: CompiledRule, step: ActionStep, payload: unknown, because: Because | null): void {
    this.applied.push({ rule, step, payload, because });
  }

  failed(rule: CompiledRule, path: string, message: string): void {
    this.outcomes.set(rule, { status: 'failed', path, message });
  }
}

function isLiteral(node: unknown): node is JsonValue {
  return !hasOperation(node);
}

/** Could this action produce the item asked about? 'surely' if its target is literal, 'maybe' if computed. */
function relevance(action: ActionDefinition, query: WhyNotQuery): 'surely' | 'maybe' | undefined {
  if ('product' in query) {
    if ('addProducts' in action) return 'maybe';
    const key = productTarget(action)?.key;
    if (key === undefined) return undefined;
    if (!isLiteral(key)) return 'maybe';
    return key === query.product ? 'surely' : undefined;
  }
  if ('option' in query) {
    if (!('offer' in action) || action.offer !== query.option) return undefined;
    if (!isLiteral(action.values)) return 'maybe';
    return (Array.isArray(action.values) ? action.values : [action.values]).includes(query.value) ? 'surely' : undefined;
  }
  if ('derived' in query) return 'set' in action && action.set === query.derived ? 'surely' : undefined;
  return 'message' in action && action.message === query.message ? 'surely' : undefined;
}

function presence(result: Evaluation, query: WhyNotQuery): Because[] | undefined {
  if ('product' in query) return result.products.find((p) => p.productKey === query.product)?.because;
  if ('option' in query)
    return result.options[query.option]?.includes(query.value) ? (result.because.options[query.option] ?? []) : undefined;
  if ('derived' in query) return Object.hasOwn(result.derived, query.derived) ? (result.because.derived[query.derived] ?? []) : undefined;
  const messages = result.messages.filter((m) => m.key === query.message);
  return messages.length ? messages.flatMap((m) => m.because) : undefined;
}

function caseExpectation(rule: CompiledRule, branch: number): Expectation {
  const definition = rule.definition;
  if (definition.kind !== 'selector') return { operator: 'truthy' };
  const matches = definition.cases.map((c) => c.match);
  if (branch >= matches.length) return { operator: 'notEqualsAny', value: matches.flatMap((m) => (Array.isArray(m) ? m : [m])) };
  const match = matches[branch];
  return Array.isArray(match) ? { operator: 'equalsAny', value: match } : { operator: '===', value: match };
}

function firedReasons(rule: CompiledRule, query: WhyNotQuery, recorder: Recorder, from: number): WhyNotReason[] {
  const reasons: WhyNotReason[] = [];
  const base = { ruleId: rule.id, stage: rule.stage };
  recorder.applied.forEach((applied, i) => {
    if (applied.rule !== rule || !relevance(applied.step.definition, query)) return;
    const because = applied.because!;
    if ('product' in query) {
      if (applied.step.kind === 'addProducts') {
        const lines = applied.payload as ProductPayload[];
        const line = lines.find((l) => l.key === query.product);
        const path = `${applied.step.path}/addProducts`;
        if (!line)
          reasons.push({
            kind: 'otherValue',
            ...base,
            path,
            actual: lines.map((l) => l.key),
            expected: { operator: 'contains', value: query.product },
            because,
          });
        else if (line.quantity <= 0)
          reasons.push({
            kind: 'quantityNotPositive',
            ...base,
            path,
            actual: line.quantity,
            expected: { operator: '>', value: 0 },
            because,
          });
        return;
      }
      // setQuantity's payload may carry a null quantity: no adjustment, so the product stayed away.
      const { key, quantity } = applied.payload as { key: string; quantity: number | null };
      const amountPath = `${applied.step.path}/${applied.step.kind === 'topUp' ? 'minimum' : 'quantity'}`;
      if (key !== query.product)
        reasons.push({
          kind: 'otherValue',
          ...base,
          path: `${applied.step.path}/${applied.step.kind}`,
          actual: key,
          expected: { operator: '===', value: query.product },
          because,
        });
      else if (quantity === null)
        reasons.push({ kind: 'otherValue', ...base, path: amountPath, actual: null, expected: { operator: '>', value: 0 }, because });
      else if (quantity <= 0)
        reasons.push({
          kind: 'quantityNotPositive',
          ...base,
          path: amountPath,
          actual: quantity,
          expected: { operator: '>', value: 0 },
          because,
        });
    } else if ('option' in query) {
      const values = applied.payload as unknown[];
      if (!values.includes(query.value)) {
        reasons.push({
          kind: 'otherValue',
          ...base,
          path: `${applied.step.path}/values`,
          actual: values,
          expected: { operator: 'contains', value: query.value },
          because,
        });
        return;
      }
      const withdrawal = recorder.applied.slice(Math.max(i, from)).find((later) => {
        const definition = later.step.definition;
        return 'withdraw' in definition && definition.withdraw === query.option && (later.payload as unknown[]).includes(query.value);
      });
      if (withdrawal)
        reasons.push({
          kind: 'withdrawn',
          ruleId: withdrawal.rule.id,
          stage: withdrawal.rule.stage,
          path: withdrawal.step.path,
          because: withdrawal.because!,
        });
    }
  });
  return reasons;
}

function reasonsFor(rule: CompiledRule, branches: number[], query: WhyNotQuery, recorder: Recorder): WhyNotReason[] {
  const base = { ruleId: rule.id, stage: rule.stage };
  const outcome = recorder.outcomes.get(rule);
  if (!outcome) return [{ kind: 'notReached', ...base }];
  switch (outcome.status) {
    case 'conditionFailed':
      return [{ kind: 'conditionFailed', ...base, ...outcome.failed }];
    case 'failed':
      return [{ kind: 'ruleFailed', ...base, path: outcome.path, message: outcome.message }];
    case 'selected':
      return [
        {
          kind: 'caseNotMatched',
          ...base,
          path: `${rule.path}/select`,
          actual: outcome.value,
          expected: caseExpectation(rule, branches[0]),
        },
      ];
    case 'fired':
      if (!branches.includes(outcome.branch)) {
        return [
          {
            kind: 'caseNotMatched',
            ...base,
            path: `${rule.path}/select`,
            actual: recorder.selectedValues.get(rule),
            expected: caseExpectation(rule, branches[0]),
          },
        ];
      }
      return firedReasons(rule, query, recorder, 0);
  }
}

/**
 * Answers why an item is missing from the result of evaluating `rules` on `inputs`.
 * `run` evaluates with the given tracer (explanations on).
 */
export function whyNot(
  rules: readonly CompiledRule[],
  mode: ExpressionMode,
  run: (tracer: Tracer) => Evaluation,
  query: WhyNotQuery,
): WhyNotAnswer {
  const recorder = new Recorder(mode);
  const result = run(recorder);
  const present = presence(result, query);
  if (present) return { query, present: true, because: present, reasons: [] };
  // Rules whose literal target is the item; rules with computed targets count only if there are none.
  const candidates = rules.map((rule) => {
    const levels = rule.branches.map((branch) => branch.actions.map((step) => relevance(step.definition, query)));
    return { rule, levels };
  });
  const hasSure = candidates.some(({ levels }) => levels.some((branch) => branch.includes('surely')));
  const wanted = hasSure ? ['surely'] : ['surely', 'maybe'];
  const reasons: WhyNotReason[] = [];
  for (const { rule, levels } of candidates) {
    const branches = levels.map((branch, i) => (branch.some((level) => level && wanted.includes(level)) ? i : -1)).filter((i) => i >= 0);
    if (branches.length) reasons.push(...reasonsFor(rule, branches, query, recorder));
  }
  return { query, present: false, because: [], reasons: reasons.length ? reasons : [{ kind: 'noRule' }] };
}
