import { isDeepStrictEqual } from 'node:util';
import { Injectable } from '@nestjs/common';
import type { CalculationAnswer, CalculationRequest, RuleSetCheckAnswer, RuleSetFuzzReport, RuleSetTestRun } from '@lsp/contracts';
import { LIFT_SHAFT_EXTRA_INPUTS, calculationCatalogue, liftShaftBuiltins, type CalculationCatalogue } from '@lsp/domain';
import {
  compileRuleSet,
  validateRuleSet,
  type CompiledRuleSet,
  type RuleSetDefinition,
  type RuleSetTestCase,
  type TestCaseResult,
} from '@lsp/rule-engine';
import { CalculationService, type CalculationBench, type RuleSetChoice } from '../../calculation/calculation.service.js';
import type { AnswerChange } from '../../calculation/bulk/answer-comparison.js';
import { runBulkTask, type SnapshotData } from '../../calculation/bulk/bulk-tasks.js';
import { EvaluationPool } from '../../calculation/bulk/evaluation-pool.js';
import { CatalogueCache } from '../../products/catalogue-cache.js';
import { ProductsService } from '../../products/products.service.js';

const engineOptions = (catalogue: CalculationCatalogue) => ({
  builtins: liftShaftBuiltins,
  inputs: LIFT_SHAFT_EXTRA_INPUTS,
  productKeys: catalogue.productKeys,
});

/** Where two values first differ, as a path (`derived.flapSize`, `products.2.quantity`), or undefined. */
export function firstDifference(a: unknown, b: unknown, path = ''): string | undefined {
  if (isDeepStrictEqual(a, b)) return undefined;
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const key of keys) {
      const found = firstDifference(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        path ? `${path}.${key}` : key,
      );
      if (found) return found;
    }
  }
  return path || '(the whole result)';
}

function outcome(ruleSet: CompiledRuleSet, inputs: Record<string, unknown>, options: object): { value?: unknown; error?: string } {
  try {
    return { value: ruleSet.evaluate(inputs, options) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** A test case's engine inputs, or undefined when they cannot be made (a currency that is none, say): the run reports that error. */
function preparedInputs(bench: CalculationBench, testCase: RuleSetTestCase): Record<string, unknown> | undefined {
  try {
    return bench.calculator.testInputs(testCase, bench.pricing);
  } catch {
    return undefined;
  }
}

const caseResult = (result: TestCaseResult) => ({
  name: result.name,
  passed: result.passed,
  mismatches: result.mismatches,
  ...(result.error ? { error: result.error } : {}),
});

/**
 * What the backoffice does with a version before publishing it: check it (schema, expressions,
 * variables, product keys of the catalogue of now), run its test cases in both evaluation modes,
 * and calculate a form with it ("try it").
 */
/** How long the impact analysis evaluates before it lets waiting requests in. */
const SLICE_MS = 3;

@Injectable()
export class RuleSetWorkbench {
  constructor(
    private readonly calculation: CalculationService,
    private readonly products: ProductsService,
    private readonly catalogueCache: CatalogueCache,
    private readonly pool: EvaluationPool,
  ) {}

  async catalogue(): Promise<CalculationCatalogue> {
    return calculationCatalogue(await this.products.catalogueTables());
  }

  /** Schema, compilation, the static variable check and literal product keys, with JSON Pointers. */
  async check(content: unknown): Promise<RuleSetCheckAnswer> {
    const catalogue = await this.catalogue();
    return validateRuleSet(content, engineOptions(catalogue));
  }

  /** A bench for a version that passed `check`. */
  bench(choice: RuleSetChoice): Promise<CalculationBench> {
    return this.calculation.bench(choice);
  }

  /** The catalogue, prices and settings of now as plain data, for the evaluation pool's threads. */
  async snapshot(): Promise<SnapshotData> {
    const { id, catalogue, listPriceCents, settings } = await this.catalogueCache.snapshot();
    return { id, catalogue, listPriceCents, settings };
  }

  /**
   * Requests compared between two versions, on the API's own thread in slices of a few
   * milliseconds, other requests answered between them. On a worker thread the analysis cost a
   * thread's heap (60–110 MB at its peak) whose pages stayed with the process after the thread
   * ended, returned by V8 only slowly: the analysis peaked at 373–379 MB at 100 000 projects and left
   * 250 MB behind (docs/memory.md#after-a-job). Here its garbage is the API's and goes back. With
   * `afterSnapshot`, the second is evaluated with that catalogue (a proposed catalogue change,
   * docs/rules.md#catalogue-changes).
   */
  async compare(
    snapshot: SnapshotData,
    before: RuleSetChoice,
    after: RuleSetChoice,
    requests: Iterable<CalculationRequest>,
    afterSnapshot?: SnapshotData,
  ): Promise<AnswerChange[]> {
    const data = (choice: RuleSetChoice) => ({ cacheId: choice.cacheId, definition: choice.definition });
    const [published, draft] = [data(before), data(after)];
    const changes: AnswerChange[] = [];
    let slice = performance.now();
    for (const request of requests) {
      changes.push(
        ...runBulkTask({
          kind: 'compare',
          snapshot,
          before: published,
          after: draft,
          requests: [request],
          ...(afterSnapshot ? { afterSnapshot } : {}),
        }),
      );
      if (performance.now() - slice >= SLICE_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        slice = performance.now();
      }
    }
    return changes;
  }

  /** Ends the worker threads once their tasks are done: a bulk job is over (docs/memory.md#after-a-job). */
  endThreads(): void {
    this.pool.retire();
  }

  /** Random valid inputs through a version, on a worker thread (the publish gate's and impact analysis' fuzzing). */
  async fuzz(choice: RuleSetChoice, runs: number, seed: number, snapshot?: SnapshotData): Promise<RuleSetFuzzReport> {
    return this.pool.run({
      kind: 'fuzz',
      snapshot: snapshot ?? (await this.snapshot()),
      ruleSet: { cacheId: choice.cacheId, definition: choice.definition },
      runs,
      seed,
    });
  }

  /**
   * Runs the test cases with the compiled rules, priced with the catalogue's list prices and the
   * settings of now as a calculation is (docs/rules.md#tests-with-prices), and each case's inputs
   * once more through json-logic-js (the interpreted reference): both must give the identical evaluation.
   */
  async tests(choice: RuleSetChoice): Promise<RuleSetTestRun> {
    const bench = await this.bench(choice);
    const report = bench.calculator.runTests(bench.pricing);
    const interpreted = compileRuleSet(choice.definition, { ...engineOptions(bench.catalogue), mode: 'interpreted' });
    const cases = (choice.definition.tests ?? []).map((testCase, index) => {
      const inputs = preparedInputs(bench, testCase);
      // A case that cannot be prepared failed in the run already, with that error: nothing to compare.
      if (!inputs) return { ...caseResult(report.cases[index]), agrees: true };
      const options = testCase.products ? { products: testCase.products } : {};
      const compiled = outcome(bench.calculator.ruleSet, inputs, options);
      const reference = outcome(interpreted, inputs, options);
      const failed = compiled.error !== undefined || reference.error !== undefined;
      const where = failed ? undefined : firstDifference(compiled.value, reference.value);
      const difference = failed
        ? compiled.error === reference.error
          ? undefined
          : `compiled and interpreted disagree: compiled ${compiled.error ? `fails (${compiled.error})` : 'runs'}, interpreted ${reference.error ? `fails (${reference.error})` : 'runs'}`
        : where && `compiled and interpreted differ at ${where}`;
      return {
        ...caseResult(report.cases[index]),
        agrees: difference === undefined,
        ...(difference ? { disagreement: difference } : {}),
      };
    });
    return { passed: report.passed, failed: report.failed, disagreements: cases.filter((c) => !c.agrees).length, cases };
  }

  /** The full answer, with explanations, for a form evaluated with this version. */
  async try(choice: RuleSetChoice, request: CalculationRequest): Promise<{ answer: CalculationAnswer; error?: string }> {
    const result = (await this.bench(choice)).evaluate(request);
    return {
      answer: result.answer,
      ...(result.failed ? { error: result.error instanceof Error ? result.error.message : String(result.error) } : {}),
    };
  }
}

export type { RuleSetDefinition };
