import type { CalculationAnswer, CalculationRequest } from '@lsp/contracts';
import { costContext, type LiftShaftCalculator } from '@lsp/domain';
import type { CalculationSettings } from '../products/catalogue-cache.js';

/** What a request evaluates with besides the compiled rules: prices and settings of one catalogue snapshot. */
export interface PricingInputs {
  listPriceCents: Readonly<Record<string, number>>;
  settings: CalculationSettings;
}

/**
 * One request through a compiled calculator, as a customer's calculation evaluates it. Free of
 * the application's services, so worker threads (bulk evaluation) run exactly the same code.
 */
export function evaluateRequest(
  calculator: LiftShaftCalculator,
  pricing: PricingInputs,
  request: CalculationRequest,
  explain: boolean,
  onFailure?: (error: unknown) => void,
): { answer: CalculationAnswer; failed: boolean; error?: unknown } {
  let failure: { error: unknown } | undefined;
  const { exchangeRates, offerValidityWeeks, deliveryWorkdays } = pricing.settings;
  const answer = calculator.calculate(request.formValues, {
    changedFields: request.changedFields ?? [],
    explain,
    compareAioBasicSets: request.compareAioBasicSets === true,
    costs: costContext(request, pricing.listPriceCents, { exchangeRates, offerValidityWeeks, deliveryWorkdays }),
    onFailure: (error) => {
      failure = { error };
      onFailure?.(error);
    },
  });
  return { answer, failed: failure !== undefined, ...(failure ? { error: failure.error } : {}) };
}
