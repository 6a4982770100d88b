import type { CalculationRequest, RuleSetFuzzReport } from '@lsp/contracts';
import { LiftShaftCalculator, type CalculationCatalogue } from '@lsp/domain';
import type { RuleSetDefinition } from '@lsp/rule-engine';
import { fuzz } from '../../admin/rule-sets/rule-set-fuzzer.js';
import { evaluateRequest, type PricingInputs } from '../evaluate-request.js';
import { answerChange, type AnswerChange } from './answer-comparison.js';

/** The catalogue, prices and settings of one snapshot, as a worker thread receives them (plain data). */
export interface SnapshotData extends PricingInputs {
  id: number;
  catalogue: CalculationCatalogue;
}

/** A rule set to evaluate, named as the calculator cache names it (`key@version`, or a draft's checksum). */
export interface RuleSetData {
  cacheId: string;
  definition: RuleSetDefinition;
}

/**
 * Work for a worker thread: requests compared between two rule sets (or, with `afterSnapshot`,
 * between two catalogues: docs/rules.md#catalogue-changes), or random inputs through one.
 */
export type BulkTask =
  | {
      kind: 'compare';
      snapshot: SnapshotData;
      before: RuleSetData;
      after: RuleSetData;
      requests: CalculationRequest[];
      afterSnapshot?: SnapshotData;
    }
  | { kind: 'fuzz'; snapshot: SnapshotData; ruleSet: RuleSetData; runs: number; seed: number };

export type BulkResult<T extends BulkTask> = T extends { kind: 'compare' } ? AnswerChange[] : RuleSetFuzzReport;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Compiled calculators of this thread, by rule set and snapshot: a task carries the rule sets'
 * content, but each is compiled once per thread, not per task.
 */
const calculators = new Map<string, LiftShaftCalculator>();
function calculatorFor(ruleSet: RuleSetData, snapshot: SnapshotData): LiftShaftCalculator {
  const id = `${ruleSet.cacheId}#${snapshot.id}`;
  let calculator = calculators.get(id);
  if (!calculator) {
    calculator = new LiftShaftCalculator(ruleSet.definition, snapshot.catalogue);
    if (calculators.size >= 4) calculators.delete(calculators.keys().next().value as string);
    calculators.set(id, calculator);
  }
  return calculator;
}

/** Runs one task; what the pool's worker threads do (and what runs in process when asked). */
export function runBulkTask<T extends BulkTask>(task: T): BulkResult<T> {
  if (task.kind === 'compare') {
    const afterSnapshot = task.afterSnapshot ?? task.snapshot;
    const before = calculatorFor(task.before, task.snapshot);
    const after = calculatorFor(task.after, afterSnapshot);
    return task.requests.map((request) => {
      const published = evaluateRequest(before, task.snapshot, request, false);
      const draft = evaluateRequest(after, afterSnapshot, request, false);
      return answerChange(published.answer, draft.answer, draft.failed ? message(draft.error) : undefined, published.failed);
    }) as BulkResult<T>;
  }
  const calculator = calculatorFor(task.ruleSet, task.snapshot);
  const bench = {
    catalogue: task.snapshot.catalogue,
    evaluate: (request: CalculationRequest) => evaluateRequest(calculator, task.snapshot, request, false),
  };
  return fuzz(bench, task.runs, task.seed) as BulkResult<T>;
}
