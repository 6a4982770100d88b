import type { CalculationAnswer, QuantityResetReasonData } from '@lsp/contracts';
import type { FormSources } from './form-state';

/** Why the rules took back a user's choice, in words the calculator can say (calculator.reset.because.*). */
export type ResetReason = QuantityResetReasonData;

/**
 * A choice of the user that the rules reset: a component quantity or a chosen option. `pending`
 * while the number entry that causes it is still being typed: it takes effect when the entry ends so.
 */
export type ChoiceReset =
  | { kind: 'quantity'; productKey: string; quantity: number; reason: ResetReason; pending?: boolean }
  | { kind: 'value'; field: string; from: unknown; to: unknown; reason: ResetReason; pending?: boolean };

/** The resets as taken effect (the entry that caused them ended). */
export const settled = (resets: readonly ChoiceReset[]): readonly ChoiceReset[] =>
  resets.some((reset) => reset.pending) ? resets.map((reset) => ({ ...reset, pending: false })) : resets;

/**
 * The user's choices that this answer takes back, as the engine says them: the quantities it reset
 * (`resets`, with their reasons) and the values it newly replaced (`source: replaced`, the person's
 * value kept in `replaced`). `before` is where each value came from before the change; a field the
 * user changed in this very action is their own doing, not a reset.
 */
export function choiceResets(answer: CalculationAnswer, before: FormSources, changed: readonly string[]): ChoiceReset[] {
  const resets: ChoiceReset[] = answer.resets.map(({ productKey, quantity, reason }) => ({ kind: 'quantity', productKey, quantity, reason }));
  for (const { key, value, source, replaced } of answer.formValues) {
    if (source !== 'replaced' || replaced === undefined || changed.includes(key)) continue;
    const earlier = before[key];
    if (earlier?.source === 'replaced' && earlier.replaced?.value === replaced.value) continue;
    resets.push({
      kind: 'value',
      field: key,
      from: replaced.value,
      to: value ?? null,
      reason: answer.derived.totalLiftArea === null ? { kind: 'noArea' } : { kind: 'unavailable' },
    });
  }
  return resets;
}
