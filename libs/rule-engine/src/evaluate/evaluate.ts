/**
 * Runs compiled rules over inputs, stage by stage, in order: later stages see what earlier
 * ones produced (derived values, option lists, products).
 */
import type { Because, EvaluateOptions, Evaluation, SelectedProduct } from '../model/evaluation.types.js';
import type { InitialProduct } from '../model/rule-set.types.js';
import type { CompiledRule, Frame, Tracer } from './compiled.types.js';
import type { ExpressionMode } from './expression-mode.js';
import { type FastRule, runFast } from './fast-rules.js';
import { createFrame } from './frame.js';

export interface CompiledStage {
  name: string;
  rules: CompiledRule[];
  /** The same rules for the fast path (fast-rules.ts); null in interpreted mode. */
  fast: FastRule[] | null;
}

export interface RuleProgram {
  key: string;
  version: number;
  mode: ExpressionMode;
  stages: CompiledStage[];
  productKeys: ReadonlySet<string> | undefined;
  /** Makers of the derived record and of the products map (roomy-objects.ts). */
  newDerivedRecord: () => Record<string, unknown>;
  newProductMap: () => Record<string, SelectedProduct>;
}

function seedProducts(f: Frame, products: readonly InitialProduct[]): void {
  for (const given of products) {
    const { productKey, quantity } = given;
    const estimatedQuantity = given.estimatedQuantity ?? quantity;
    if (typeof productKey !== 'string' || productKey === '') throw new TypeError('an initial product needs a productKey');
    if (!Number.isFinite(quantity) || !Number.isFinite(estimatedQuantity))
      throw new TypeError(`initial product '${productKey}' needs finite quantities`);
    if (f.productMap[productKey] !== undefined) throw new TypeError(`initial product '${productKey}' is listed twice`);
    const product: SelectedProduct = { productKey, quantity, estimatedQuantity, category: given.category ?? null, because: [] };
    f.productMap[productKey] = product;
    f.products.push(product);
  }
}

/** The derived values rules set, in the order the rule set first sets them. */
function derivedValues(f: Frame, mode: ExpressionMode, derived: Record<string, unknown>): Record<string, unknown> {
  const { derivedNames, derivedTargets } = mode;
  const { derivedSet, data } = f;
  for (let i = 0; i < derivedSet.length; i++) if (derivedSet[i] === 1) derived[derivedNames[i]] = data[derivedTargets[i]];
  return derived;
}

/** Evaluates a program; `trace` watches it for "why not" answers. */
export function evaluateProgram(
  program: RuleProgram,
  inputs: Readonly<Record<string, unknown>>,
  options: EvaluateOptions = {},
  trace: Tracer | null = null,
): Evaluation {
  if (inputs === null || typeof inputs !== 'object') throw new TypeError('inputs must be an object of input names to values');
  const { until } = options;
  if (until !== undefined && !program.stages.some((stage) => stage.name === until)) throw new RangeError(`unknown stage '${until}'`);
  program.mode.beforeEvaluate();
  const { mode } = program;
  const explain = trace !== null || (options.explain ?? true);
  // Without explanations the because record stays empty: no room needed.
  const derivedBecause = (explain ? program.newDerivedRecord() : {}) as Record<string, Because[]>;
  const f = createFrame(
    explain,
    options.productKeys ?? program.productKeys,
    trace,
    mode.derivedNames.length,
    program.newProductMap(),
    derivedBecause,
  );
  if (options.products) seedProducts(f, options.products);
  f.data = program.mode.createData(f, inputs);
  const stages = program.stages;
  for (let s = 0; s < stages.length; s++) {
    const { rules, fast, name } = stages[s];
    // A tracer ("why not") watches the rule closures; other evaluations take the fast path.
    if (fast && trace === null) runFast(f, fast);
    else for (let i = 0; i < rules.length; i++) rules[i].run(f);
    if (name === until) break;
  }
  mode.collectOptions(f);
  return {
    ruleSet: { key: program.key, version: program.version },
    derived: derivedValues(f, mode, program.newDerivedRecord()),
    options: f.options,
    products: f.products,
    messages: f.messages,
    because: { derived: f.derivedBecause, options: f.optionsBecause },
    problems: f.problems,
  };
}
