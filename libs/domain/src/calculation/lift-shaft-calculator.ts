import type { AioBasicSetComparisonData, CalculationAnswer, FormValueData } from '@lsp/contracts';
import {
  compileRuleSet,
  FormProvenance,
  runTestCases,
  type CompiledRuleSet,
  type RuleSetTestCase,
  type RuleSetTestReport,
  type TestOutcome,
} from '@lsp/rule-engine';
import { quantityFieldProductId, type CalculationCatalogue } from './catalogue.js';
import type { CostContext } from './cost-context.js';
import { aioBasicSetSmokeDetection } from './aio-basic-sets.js';
import { calculationAnswer, failedCalculationAnswer } from './calculation-answer.js';
import { calculationFailure } from './calculation-failure.js';
import { calculationInputs, testCaseFormValues, testCaseInputs } from './calculation-inputs.js';
import { LIFT_SHAFT_EXTRA_INPUTS, liftShaftBuiltins } from './lift-shaft-builtins.js';
import { testCaseCosts, testQuote, type TestPricing } from './rule-set-test-cases.js';

export interface CalculateOptions {
  changedFields?: readonly string[];
  /** Prices, currency and settings: with them the answer carries the quote. */
  costs?: CostContext;
  /** Record why each output is there (default true). */
  explain?: boolean;
  /** Called with the error when the rules fail; the answer is then empty and not ready. */
  onFailure?: (error: unknown) => void;
  /** Price each AIO Basic set on offer against its equivalent by hand (needs `costs`; default false: two evaluations more per set). */
  compareAioBasicSets?: boolean;
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
  /** The rule set's `defaults`: which fields the rules decide, the set's, adjustable quantities, reset triggers. */
  readonly provenance: FormProvenance;

  /** `validateSchema` needs `new Function` (ajv): pass false under a strict CSP (the browser). */
  constructor(
    definition: unknown,
    readonly catalogue: CalculationCatalogue,
    options: { validateSchema?: boolean } = {},
  ) {
    this.ruleSet = compileRuleSet(definition, {
      builtins: liftShaftBuiltins,
      inputs: LIFT_SHAFT_EXTRA_INPUTS,
      productKeys: catalogue.productKeys,
      validateSchema: options.validateSchema ?? true,
    });
    this.provenance = new FormProvenance(this.ruleSet.definition);
    this.adjustableFields = this.provenance.adjustableQuantities.map(({ field }) => field);
  }

  private readonly adjustableFields: readonly string[];

  /**
   * The answer for form values as a client sends them: values a person gave (no `source`, or
   * `user`), or an earlier answer's values sent back as they came, whose defaults the rules work out
   * again (docs/api.md#where-a-value-comes-from).
   */
  calculate(formValues: readonly FormValueData[], options: CalculateOptions = {}): CalculationAnswer {
    const persons = this.provenance.personsValues(formValues);
    const changedFields = options.changedFields ?? [];
    const { inputs, unknownQuantityFields } = calculationInputs(
      persons.remembered.length === 0 ? persons.values : [...persons.values, ...persons.remembered],
      this.catalogue,
      changedFields,
      options.costs,
      this.adjustableFields,
    );
    let answer: CalculationAnswer;
    try {
      const evaluation = this.ruleSet.evaluate(inputs, { explain: options.explain ?? true });
      answer = calculationAnswer(evaluation, {
        formValues: persons,
        provenance: this.provenance,
        changedFields,
        catalogue: this.catalogue,
        unknownQuantityFields,
        ...(options.costs ? { costs: options.costs } : {}),
      });
    } catch (error) {
      options.onFailure?.(error);
      return failedCalculationAnswer(
        { key: this.ruleSet.key, version: this.ruleSet.version },
        formValues,
        calculationFailure(this.ruleSet.definition, error),
      );
    }
    if (answer.costs && options.costs && options.compareAioBasicSets === true && answer.options.aioBasicSets.length > 0) {
      answer.costs.aioBasicSets = this.compareAioBasicSets(formValues, answer.options.aioBasicSets, options.costs);
    }
    return answer;
  }

  /**
   * Each set offered, priced as the whole quote the user gets by choosing it, beside the quote of
   * its equivalent by hand: what continuing without the set costs with system AIO-Basic and the
   * set's smoke detection chosen, the person's other entries as they are, but no closure quantities
   * of theirs (choosing the set resets them) and the rules choosing everything else
   * (docs/live-quote.md#aio-basic-sets).
   */
  private compareAioBasicSets(
    formValues: readonly FormValueData[],
    setKeys: readonly string[],
    costs: CostContext,
  ): AioBasicSetComparisonData[] {
    const quoteWith = (values: readonly FormValueData[], changes: Record<string, string | null>) =>
      this.calculate(
        [...values.filter((value) => !(value.key in changes)), ...Object.entries(changes).map(([key, value]) => ({ key, value }))],
        { changedFields: Object.keys(changes), costs, explain: false },
      );
    const shaft = formValues.filter((value) => quantityFieldProductId(value.key) === undefined);
    return setKeys.flatMap((setKey) => {
      const quote = quoteWith(formValues, { aioBasicSet: setKey }).costs;
      // A set the rules do not take for these entries (or that cannot be priced) is not compared.
      if (!quote || !quote.lines.some((line) => line.productKey === setKey)) return [];
      const smokeDetection = aioBasicSetSmokeDetection(setKey);
      const manual = quoteWith(shaft, { aioBasicSet: null, system: 'AIO-Basic', smokeDetection });
      const taken =
        manual.costs !== null && manual.formValues.some((value) => value.key === 'smokeDetection' && value.value === smokeDetection);
      return [
        {
          setKey,
          total: quote.categories.total,
          lines: quote.lines,
          manualTotal: taken ? manual.costs!.categories.total : null,
          manualLines: taken ? manual.costs!.lines : [],
        },
      ];
    });
  }

  /** The engine's inputs for form values (for "why not" questions and tests). */
  inputsFor(formValues: readonly FormValueData[], changedFields: readonly string[] = []): Record<string, unknown> {
    return calculationInputs(
      this.provenance.personsValues(formValues).values,
      this.catalogue,
      changedFields,
      undefined,
      this.adjustableFields,
    ).inputs;
  }

  /**
   * Runs the rule set's own test cases as calculations are run (docs/rules.md#tests-with-prices):
   * inputs are form values by key plus `changedFields`, `currency` and `nonStandardComponents`,
   * priced with `pricing` (and a case's own `prices`), so a case may expect derived cost values,
   * the quote's `costs` and its priced `lines`.
   */
  runTests(pricing: TestPricing): RuleSetTestReport {
    return runTestCases(this.ruleSet.definition.tests ?? [], (testCase) => this.testOutcome(testCase, pricing));
  }

  /** The engine's inputs of a test case, priced as `runTests` prices them (the API evaluates them once more, interpreted). */
  testInputs(testCase: RuleSetTestCase, pricing: TestPricing): Record<string, unknown> {
    return testCaseInputs(testCase.inputs, this.catalogue, this.adjustableFields, testCaseCosts(testCase, pricing, this.catalogue));
  }

  /** One test case evaluated with its products, and its answer's quote. */
  private testOutcome(testCase: RuleSetTestCase, pricing: TestPricing): TestOutcome {
    const costs = testCaseCosts(testCase, pricing, this.catalogue);
    const { formValues, changedFields } = testCaseFormValues(testCase.inputs);
    const { inputs, unknownQuantityFields } = calculationInputs(formValues, this.catalogue, changedFields, costs, this.adjustableFields);
    const evaluation = this.ruleSet.evaluate(inputs, testCase.products ? { products: testCase.products } : {});
    const answer = calculationAnswer(evaluation, {
      formValues: this.provenance.personsValues(formValues),
      provenance: this.provenance,
      changedFields,
      catalogue: this.catalogue,
      unknownQuantityFields,
      costs,
    });
    return { evaluation, quote: testQuote(answer) };
  }
}
