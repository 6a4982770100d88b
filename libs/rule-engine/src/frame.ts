/** The working state of one evaluation. Internal. */
import type { ExecutionProblem } from './errors.js';
import type { Because, RuleMessage, SelectedProduct } from './evaluation.types.js';
import type { ActionStep } from './actions.js';
import type { CompiledRule } from './rules.js';
import type { LooseValue } from './loose-value.js';

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

/**
 * The products map that rules read (`products.<key>`) carries the ordered product list under this
 * symbol, out of reach of variable paths, so builtins such as linesTotal iterate it cheaply.
 */
export const PRODUCT_LIST: unique symbol = Symbol('productList');

/**
 * The prototype of every products map: empty, frozen and without a prototype of its own, so no
 * key reaches Object.prototype. Why not `Object.create(null)`: such an object starts as a slow
 * dictionary, and adding a product to it costs several times more than to an ordinary object.
 */
export const PRODUCT_MAP_PROTOTYPE: object = Object.freeze(Object.create(null));

/**
 * `productMap` is a new, empty object whose prototype is PRODUCT_MAP_PROTOTYPE; `derivedBecause`
 * a new, empty plain object (both with room for many properties: roomy-objects.ts).
 */
export function createFrame(
  explain: boolean,
  productKeys: ReadonlySet<string> | undefined,
  trace: Tracer | null,
  derivedCount: number,
  productMap: Record<string, SelectedProduct>,
  derivedBecause: Record<string, Because[]>,
): Frame {
  const products: SelectedProduct[] = [];
  Object.defineProperty(productMap, PRODUCT_LIST, { value: products });
  return {
    data: null,
    explain,
    // An array of small integers: allocating a typed array costs several times more.
    derivedSet: new Array<number>(derivedCount).fill(0),
    derivedBecause,
    options: {},
    optionSlots: [],
    optionsBecause: {},
    productMap,
    products,
    messages: [],
    problems: [],
    productKeys,
    trace,
  };
}
