/**
 * The JSON shape of a rule set, as TypeScript types. The JSON Schema in
 * `rules/rule-set.schema.json` is the authority; these types mirror it.
 */

/** Any JSON value. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** A JsonLogic expression (json-logic-js semantics plus the engine's operations and builtins). */
export type Expression = JsonValue;

/** What happens when a rule fails while running: `error` raises, `warn` and `log` record and go on. */
export type ErrorLevel = 'error' | 'warn' | 'log';

/** Level of a message a rule emits for the user. */
export type MessageLevel = 'error' | 'warning' | 'info' | 'hint';

export interface RuleSetDefinition {
  $schema?: string;
  /** Stable name of the rule set, e.g. `lift-shaft`. */
  key: string;
  /** Version number, 1 and up; a published version never changes. */
  version: number;
  title?: string;
  description?: string;
  /** Named values (tables, limits) every stage may read. */
  constants?: Record<string, JsonValue>;
  /** Evaluated in this order; later stages see what earlier ones produced. */
  stages: StageDefinition[];
  /** Golden cases: inputs and the outputs they must give. */
  tests?: RuleSetTestCase[];
  /** Form fields the rules choose until a person chooses their own (provenance of form values). */
  defaults?: RuleSetDefaults;
}

/** A form field the rules decide, and the derived value holding the rules' value for it. */
export interface DefaultFieldDefinition {
  field: string;
  value: string;
  /** A chosen set decides it; leaving the set returns it to the default or the person's choice. */
  setDecides?: boolean;
  /** An input that receives the value this field had in the answer sent back (the rules compare with it). */
  remembered?: string;
}

/** What the rules decide of the form, stated as data (docs/rules.md#defaults-are-rules). */
export interface RuleSetDefaults {
  description?: string;
  fields: DefaultFieldDefinition[];
  /** The derived value naming the chosen set; empty without one. */
  set?: string;
  /** Products whose quantity a person may set by hand, and the form field holding it. */
  adjustableQuantities?: { field: string; product: string }[];
  /** The constant listing the fields whose change resets the component quantities a person gave. */
  quantityResetTriggers?: string;
  /**
   * The person's entries a chosen set stands in for: kept while the set is chosen, but not quoted
   * (the set brings its own); the answer of a change that chooses a set names those given.
   */
  setStandsIn?: string[];
}

export interface StageDefinition {
  name: string;
  description?: string;
  /** Input names this stage may read from here on (form values and the like). */
  inputs?: string[];
  rules: RuleDefinition[];
}

interface RuleBase {
  /** Unique within the rule set; named in explanations and errors. */
  id: string;
  description?: string;
  /** Default `error`. */
  errorLevel?: ErrorLevel;
}

export interface EmptyRule extends RuleBase {
  kind: 'empty';
}

export interface ConditionalRule extends RuleBase {
  kind: 'conditional';
  /** All must be truthy (JsonLogic truthiness) for the actions to run; none means always. */
  when?: Expression[];
  then: ActionDefinition[];
}

export interface SelectorRule extends RuleBase {
  kind: 'selector';
  /** Its value picks the first case whose `match` equals it (`===`). */
  select: Expression;
  cases: SelectorCase[];
  /** Runs when no case matches. */
  default?: ActionDefinition[];
  /** A sealed selector with no matching case is an error (and has no default). */
  sealed?: boolean;
}

export interface SelectorCase {
  /** A literal, or a list of literals any of which matches. */
  match: JsonValue;
  description?: string;
  then: ActionDefinition[];
}

export type RuleDefinition = EmptyRule | ConditionalRule | SelectorRule;

/** Sets a derived value that later rules read by name. */
export interface SetAction {
  set: string;
  value: Expression;
}

/** Adds values (a list or one value) to an option list `options.<name>`, keeping the order and skipping repeats. */
export interface OfferAction {
  offer: string;
  values: Expression;
}

/** Removes values from an option list. */
export interface WithdrawAction {
  withdraw: string;
  values: Expression;
}

/** Adds a quantity (default 1) of a product; a quantity <= 0 does nothing. */
export interface AddProductAction {
  addProduct: Expression;
  quantity?: Expression;
  category?: string;
}

/** Raises a product's quantities to at least `minimum`. */
export interface TopUpAction {
  topUp: Expression;
  minimum: Expression;
  category?: string;
}

/**
 * Adds several products at once: the expression gives a list of `[productKey, quantity]` pairs
 * (or `{productKey, quantity}` rows), each added as by `addProduct`.
 */
export interface AddProductsAction {
  addProducts: Expression;
  category?: string;
}

/**
 * Sets the ordered quantity of a product (a user's adjustment), leaving the estimated quantity
 * the rules computed; null leaves it alone. A product not yet there is added with estimated 0.
 */
export interface SetQuantityAction {
  setQuantity: Expression;
  quantity: Expression;
  category?: string;
}

/** Emits a message for the user. */
export interface MessageAction {
  message: string;
  level: MessageLevel;
  params?: Record<string, Expression>;
  field?: string;
}

export type ActionDefinition =
  SetAction | OfferAction | WithdrawAction | AddProductAction | AddProductsAction | TopUpAction | SetQuantityAction | MessageAction;

export interface InitialProduct {
  productKey: string;
  quantity: number;
  estimatedQuantity?: number;
  category?: string | null;
}

export interface RuleSetTestCase {
  name: string;
  description?: string;
  inputs: Record<string, JsonValue>;
  /** Products present before the rules run (e.g. quantities the user adjusted). */
  products?: InitialProduct[];
  /**
   * List prices in cents by product key for this case, over the prices the domain runs its tests
   * with (a domain that prices its evaluations passes them on; the engine alone prices nothing).
   */
  prices?: Record<string, number>;
  expect: {
    /** Each listed derived value must equal. */
    derived?: Record<string, JsonValue>;
    /** Each listed option list must equal, in order. */
    options?: Record<string, JsonValue[]>;
    /** The complete product list: product key to quantity. */
    products?: Record<string, number>;
    /** The complete list of message keys, in any order. */
    messages?: string[];
    /** Each listed figure of the priced quote must equal: category totals in cents, and what else the domain says of it. */
    costs?: Record<string, JsonValue>;
    /** Each listed priced line, by product key: the fields given (quantity, unitPrice, total in cents) must equal. */
    lines?: Record<string, ExpectedLine>;
  };
}

/** A priced line a test case expects; fields left out are not compared. */
export interface ExpectedLine {
  quantity?: number;
  unitPrice?: number;
  total?: number;
}
