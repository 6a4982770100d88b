import type { CalculationAnswer, FormValueData } from '@lsp/contracts';
import { LiftShaftCalculator } from '@lsp/domain';
import type { BrowserRuleSet } from '../api/calculation-api';

/** Performance mark names: the bench measures a keystroke to the options on screen with them. */
export const MARKS = {
  keystroke: 'calculator:keystroke',
  evaluated: 'calculator:evaluated',
  painted: 'calculator:painted',
  /** From the key event to the DOM showing the new options (layout effect after the commit). */
  measure: 'calculator:keystroke-to-options',
  /** From the key event to the rules' answer. */
  evaluationMeasure: 'calculator:keystroke-to-answer',
} as const;

/**
 * The published rule set compiled once in this browser: options, selected products and messages
 * come from it at every keystroke, with no network round trip (issue item 8). The schema was
 * checked by the API when the rule set was saved; ajv's validator needs eval, which the app's
 * Content-Security-Policy forbids, so it is not run again here. The engine's code generator
 * (evaluations on the server) needs it too: the browser evaluates through closures.
 */
export function browserCalculator(published: Pick<BrowserRuleSet, 'ruleSet' | 'catalogue'>): LiftShaftCalculator {
  return new LiftShaftCalculator(published.ruleSet, published.catalogue, { validateSchema: false });
}

/** One evaluation, logged to the console when the rules fail (the answer is then empty and not ready). */
export function evaluate(
  calculator: LiftShaftCalculator,
  formValues: readonly FormValueData[],
  changedFields: readonly string[],
): CalculationAnswer {
  return calculator.calculate(formValues, {
    changedFields,
    onFailure: (error) => console.error('The calculation rules failed', error),
  });
}
