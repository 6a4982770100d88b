import type { ExecutionProblem } from './errors.js';
import type { InitialProduct, JsonValue, MessageLevel } from './rule-set.types.js';

/** Why an output is there: the rule, its stage, and the variables it read with their values then. */
export interface Because {
  ruleId: string;
  stage: string;
  /** Variable path to its value when the rule ran, e.g. `{ shaftHeight: 98000 }`. */
  reads: Record<string, unknown>;
}

export interface SelectedProduct {
  productKey: string;
  /** The quantity ordered (the user may adjust it). */
  quantity: number;
  /** The quantity the rules computed. */
  estimatedQuantity: number;
  category: string | null;
  because: Because[];
}

export interface RuleMessage {
  level: MessageLevel;
  key: string;
  params: Record<string, unknown>;
  field: string | null;
  because: Because[];
}

/** The outcome of evaluating a rule set. Values may be shared and frozen: treat it as read-only. */
export interface Evaluation {
  ruleSet: { key: string; version: number };
  /** Derived values by name. */
  derived: Record<string, unknown>;
  /** Option lists by name, in display order. */
  options: Record<string, unknown[]>;
  /** Products in the order first added. */
  products: SelectedProduct[];
  messages: RuleMessage[];
  /** Why each derived value and option list is what it is. */
  because: { derived: Record<string, Because[]>; options: Record<string, Because[]> };
  /** Failures of rules whose error level is warn or log. */
  problems: ExecutionProblem[];
}

export interface EvaluateOptions {
  /** Products present before the rules run (e.g. quantities the user adjusted). */
  products?: readonly InitialProduct[];
  /** Record `because` on every output (default true). */
  explain?: boolean;
  /** Stop after this stage (e.g. 'options' to compute only the choices). */
  until?: string;
  /** Known product keys; adding any other is an error. Defaults to the compile option. */
  productKeys?: ReadonlySet<string>;
}

/** What a "why not" question asks about. */
export type WhyNotQuery = { product: string } | { option: string; value: JsonValue } | { derived: string } | { message: string };

/** The value a failing condition wanted. */
export interface Expectation {
  operator: string;
  value?: unknown;
}

/** The first condition of a rule that did not hold, with what it found and what it wanted. */
export interface FailedCondition {
  /** JSON Pointer of the failing (sub-)condition. */
  path: string;
  condition: unknown;
  actual: unknown;
  expected: Expectation;
  /** For a failing `or`: why each alternative failed. */
  alternatives?: FailedCondition[];
}

export type WhyNotReason =
  | ({ kind: 'conditionFailed'; ruleId: string; stage: string } & FailedCondition)
  | { kind: 'caseNotMatched'; ruleId: string; stage: string; path: string; actual: unknown; expected: Expectation }
  | { kind: 'quantityNotPositive'; ruleId: string; stage: string; path: string; actual: number; expected: Expectation; because: Because }
  | { kind: 'otherValue'; ruleId: string; stage: string; path: string; actual: unknown; expected: Expectation; because: Because }
  | { kind: 'withdrawn'; ruleId: string; stage: string; path: string; because: Because }
  | { kind: 'ruleFailed'; ruleId: string; stage: string; path: string; message: string }
  | { kind: 'notReached'; ruleId: string; stage: string }
  | { kind: 'noRule' };

export interface WhyNotAnswer {
  query: WhyNotQuery;
  /** True if the item is there after all; then `because` says why. */
  present: boolean;
  because: Because[];
  /** For an absent item: one reason per rule that could have produced it, in rule order. */
  reasons: WhyNotReason[];
}
