import { createHash } from 'node:crypto';
import { LiftShaftCalculator, type CalculationCatalogue } from '@lsp/domain';
import type { RuleSetDefinition } from '@lsp/rule-engine';

/**
 * Compiled calculators by rule-set version and catalogue content: compiling takes milliseconds,
 * evaluating microseconds, so each pair is compiled once. A catalogue edited in the backoffice
 * has another fingerprint and gets its own calculator.
 */
export class CalculatorCache {
  private readonly entries = new Map<string, LiftShaftCalculator>();

  constructor(private readonly capacity = 8) {}

  /** `ruleSetId` names the rule set's content: `key@version` when published, a checksum for drafts. */
  get(definition: RuleSetDefinition, catalogue: CalculationCatalogue, ruleSetId = `${definition.key}@${definition.version}`): LiftShaftCalculator {
    const fingerprint = createHash('sha256').update(JSON.stringify(catalogue)).digest('base64url');
    const id = `${ruleSetId}#${fingerprint}`;
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
