import { LiftShaftCalculator, type CalculationCatalogue } from '@lsp/domain';
import type { RuleSetDefinition } from '@lsp/rule-engine';

/**
 * Compiled calculators by rule-set version and catalogue snapshot: compiling takes milliseconds,
 * evaluating microseconds, so each pair is compiled once. A catalogue changed in the backoffice
 * is a new snapshot (CatalogueCache) and gets its own calculator; the oldest are dropped.
 */
export class CalculatorCache {
  private readonly entries = new Map<string, LiftShaftCalculator>();

  constructor(private readonly capacity = 8) {}

  /**
   * `ruleSetId` names the rule set's content (`key@version` when published, a checksum for
   * drafts); `catalogueId` the snapshot the catalogue belongs to.
   */
  get(definition: RuleSetDefinition, catalogue: CalculationCatalogue, ruleSetId: string, catalogueId: number): LiftShaftCalculator {
    const id = `${ruleSetId}#${catalogueId}`;
    let calculator = this.entries.get(id);
    if (calculator) {
      this.entries.delete(id);
    } else {
      calculator = new LiftShaftCalculator(definition, catalogue);
      if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    }
    this.entries.set(id, calculator);
    return calculator;
  }
}
