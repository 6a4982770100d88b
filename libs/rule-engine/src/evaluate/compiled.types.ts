/**
 * The shapes of a compiled rule set at work: the frame one evaluation writes into, compiled rules
 * and their action steps, and the tracer a "why not" run watches them with. Types only, so every
 * file of the evaluation can name them without importing another's code.
 */
import type { ExecutionProblem, RuleFailure } from '../model/errors.js';
import type { Because, RuleMessage, SelectedProduct } from '../model/evaluation.types.js';
import type { LooseValue } from '../model/loose-value.js';
import type { ActionDefinition, ErrorLevel, RuleDefinition } from '../model/rule-set.types.js';
import type { Evaluator } from '../expressions/expression.types.js';
import type { Cases } from './cases.js';

/** Hooks a "why not" run uses to watch the rules; null in ordinary evaluations. */
export interface Tracer {
  conditionFailed(rule: CompiledRule, index: number, frame: Frame): void;
  /** `branch` is the index into the rule's branches, or -1 if no case matched and there is no default. */
  selected(rule: CompiledRule, value: unknown, branch: number): void;
  fired(rule: CompiledRule, branch: number, because: Because): void;
  action(rule: CompiledRule, step: ActionStep, payload: unknown, because: Because | null): void;
  failed(rule: CompiledRule, path: string, message: string): void;
}

export interface Frame {
  /** What expressions read: the slot array (compiled) or the json-logic data object (interpreted). */
  data: LooseValue;
  explain: boolean;
  /** Which derived values (by index in the mode's derivedNames) rules have set; the values live in data. */
  derivedSet: number[];
  derivedBecause: Record<string, Because[]>;
  options: Record<string, unknown[]>;
  /** Compiled mode: the slots of the option lists, in the order first offered (see option-lists.ts). */
  optionSlots: number[];
  optionsBecause: Record<string, Because[]>;
  /** Products by key (nothing from Object.prototype, so any key is safe), read by rules as `products.<key>.<field>` and by the engine. */
  productMap: Record<string, SelectedProduct | undefined>;
  products: SelectedProduct[];
  messages: RuleMessage[];
  problems: ExecutionProblem[];
  productKeys: ReadonlySet<string> | undefined;
  trace: Tracer | null;
}

export interface CompiledBranch {
  path: string;
  actions: ActionStep[];
  readPaths: string[];
  readers: Evaluator[];
  /** The slot of each read that is a plain variable (read without a call), else -1. */
  readSlots: number[];
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

export type ActionKind = 'set' | 'offer' | 'withdraw' | 'addProduct' | 'addProducts' | 'topUp' | 'setQuantity' | 'message';

export interface ActionStep {
  kind: ActionKind;
  path: string;
  definition: ActionDefinition;
  /** The step's expressions with their JSON Pointers and JsonLogic, to locate a failure. */
  expressions: [Evaluator, string, unknown][];
  prepare(frame: Frame): unknown;
  apply(frame: Frame, payload: unknown, because: Because | null, rule: CompiledRule): void;
  /** prepare then apply. */
  run(frame: Frame, because: Because | null, rule: CompiledRule): void;
  /** prepare then apply, without explanation or tracer (the `explain: false` path). */
  quiet(frame: Frame): void;
}

export interface ProductPayload {
  key: string;
  quantity: number;
}
