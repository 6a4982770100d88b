import type { CalculationAnswer, FormValueData } from '@lsp/contracts';
import { compileRuleSet, type CompiledRuleSet, type RuleSetTestReport } from '@lsp/rule-engine';
import type { CalculationCatalogue } from './catalogue.js';
import type { CostContext } from './cost-context.js';
import { calculationAnswer, failedCalculationAnswer } from './calculation-answer.js';
import { calculationFailure } from './calculation-failure.js';
import { calculationInputs, testCaseInputs } from './calculation-inputs.js';
import { LIFT_SHAFT_EXTRA_INPUTS, liftShaftBuiltins } from './lift-shaft-builtins.js';

export interface CalculateOptions {
  changedFields?: readonly string[];
  /** Prices, currency and settings: with them the answer carries the quote. */
  costs?: CostContext;
  /** Record why each output is there (default true). */
  explain?: boolean;
  /** Called with the error when the rules fail; the answer is then empty and not ready. */
  onFailure?: (error: unknown) => void;
}

/**
 * The lift-shaft rule set compiled for one catalogue: the same code computes the answer in the
 * API and in the customer's browser.
 * @example
 * const calculator = new LiftShaftCalculator(ruleSetJson, catalogue);
 * calculator.calculate([{ key: 'country', value: 'de' }, ...]).derived.totalLiftArea
 */
export class LiftShaftCalculator {
  readonly ruleSet: CompiledRuleSet;

  /** `validateSchema` and `generateCode` need `new Function`: pass false for both under a strict CSP (the browser). */
  constructor(definition: unknown, readonly catalogue: CalculationCatalogue, options: { validateSchema?: boolean; generateCode?: boolean } = {}) {
    this.ruleSet = compileRuleSet(definition, {
      builtins: liftShaftBuiltins,
      inputs: LIFT_SHAFT_EXTRA_INPUTS,
      productKeys: catalogue.productKeys,
      validateSchema: options.validateSchema ?? true,
      generateCode: options.generateCode ?? true,
    });
  }

  calculate(formValues: readonly FormValueData[], options: CalculateOptions = {}): CalculationAnswer {
    const { inputs, unknownQuantityFields } = calculationInputs(formValues, this.catalogue, options.changedFields, options.costs);
    try {
      const evaluation = this.ruleSet.evaluate(inputs, { explain: options.explain ?? true });
      return calculationAnswer(evaluation, { formValues, catalogue: this.catalogue, unknownQuantityFields, ...(options.costs ? { costs: options.costs } : {}) });
    } catch (error) {
      options.onFailure?.(error);
      return failedCalculationAnswer({ key: this.ruleSet.key, version: this.ruleSet.version }, formValues, calculationFailure(this.ruleSet.definition, error));
    }
  }

  /** The engine's inputs for form values (for "why not" questions and tests). */
  inputsFor(formValues: readonly FormValueData[], changedFields: readonly string[] = []): Record<string, unknown> {
    return calculationInputs(formValues, this.catalogue, changedFields).inputs;
  }

  /** Runs the rule set's own test cases, whose inputs are form values by key (plus changedFields). */
  runTests(): RuleSetTestReport {
    return this.ruleSet.runTests((record) => testCaseInputs(record, this.catalogue));
  }
}
