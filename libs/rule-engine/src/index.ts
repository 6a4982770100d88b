/**
 * @lsp/rule-engine: staged, data-driven rule sets as versioned JSON, evaluated identically in
 * Node and the browser (pure TypeScript, no eval of any text), fast (compiled once per version to
 * closures) and
 * explainable (every output says which rule made it and what it read; "why not" answers what
 * is missing).
 *
 * @example
 * import { compileRuleSet } from '@lsp/rule-engine';
 * const ruleSet = compileRuleSet(json);                  // throws RuleSetError with JSON paths
 * const result = ruleSet.evaluate({ country: 'de', shaftHeight: 18000 });
 * result.options.smokeDetection;                        // ['POINTDETECTOR', 'SDLF1', 'RAS']
 * result.products;                                      // [{ productKey, quantity, estimatedQuantity, category, because }]
 * ruleSet.whyNot(inputs, { product: 'BATTERY-PACK' });  // the first failing condition, actual and expected
 */
export { compileRuleSet, validateRuleSet, RuleSetCache, type CompileOptions, type CompiledRuleSet } from './compile/compile-rule-set.js';
export type { EvaluationMode } from './evaluate/expression-mode.js';
export type {
  Because,
  Evaluation,
  EvaluateOptions,
  Expectation,
  FailedCondition,
  RuleMessage,
  SelectedProduct,
  WhyNotAnswer,
  WhyNotQuery,
  WhyNotReason,
} from './model/evaluation.types.js';
export type {
  ActionDefinition,
  AddProductAction,
  AddProductsAction,
  ConditionalRule,
  EmptyRule,
  ErrorLevel,
  Expression,
  InitialProduct,
  JsonValue,
  MessageAction,
  MessageLevel,
  OfferAction,
  RuleDefinition,
  RuleSetDefinition,
  RuleSetDefaults,
  DefaultFieldDefinition,
  ExpectedLine,
  RuleSetTestCase,
  SelectorCase,
  SelectorRule,
  SetAction,
  SetQuantityAction,
  StageDefinition,
  TopUpAction,
  WithdrawAction,
} from './model/rule-set.types.js';
export {
  RuleExecutionError,
  RuleSetError,
  type ExecutionErrorCode,
  type ExecutionProblem,
  type ProblemCode,
  type RuleSetProblem,
} from './model/errors.js';
export { standardBuiltins } from './builtins/builtins.js';
export type { BuiltinDefinition, BuiltinFunction, BuiltinRegistry } from './model/builtin.types.js';
export {
  runTestCases,
  type RuleSetTestReport,
  type TestCaseResult,
  type TestMismatch,
  type TestOutcome,
  type TestQuote,
} from './tests/rule-set-tests.js';
export {
  ceilDiv,
  decimalAdd,
  decimalMultiply,
  decimalSubtract,
  floorDivide,
  multiplyRoundHalfUp,
  mulDivCeil,
  mulDivFloor,
  mulDivRound,
  percentCeil,
  percentFloor,
  percentRound,
  roundDownToStep,
  roundHalfUp,
  roundUpToStep,
} from './arithmetic/exact-arithmetic.js';
export {
  fromCents,
  lineTotal,
  multiplyCents,
  percentOfCents,
  priceLines,
  sumCents,
  toCents,
  unitPriceOf,
  type Cents,
  type PriceableLine,
  type PricedLine,
} from './arithmetic/money.js';
export { ruleSetSchema } from './model/rule-set.schema.js';
export { STANDARD_STAGES } from './check/static-check.js';
export { equalsAny, isEmpty, truthy } from './expressions/operations.js';
export { FormProvenance, type PersonsValues, type ReplacedReason, type SourcedValue, type ValueSource } from './evaluate/provenance.js';
