import type { CalculationAnswer, QuantityResetReasonData } from '@lsp/contracts';
import type { FormSources, FormValues } from './form-state';

/** Why the rules took back a user's choice, in words the calculator can say (calculator.reset.because.*). */
export type ResetReason = QuantityResetReasonData;

/**
 * A choice of the user that the rules reset: a component quantity or a chosen option. `pending`
 * while the number entry that causes it is still being typed: it takes effect when the entry ends so.
 */
export type ChoiceReset =
  | { kind: 'quantity'; productKey: string; quantity: number; reason: ResetReason; pending?: boolean }
  | { kind: 'value'; field: string; from: unknown; to: unknown; reason: ResetReason; pending?: boolean }
  /**
   * A value the set (`set`, its key) had decided, now that it left: back to the rules' default, or
   * to the person's own earlier choice (`restored`). Never the person's choice taken back.
   */
  | { kind: 'setLeft'; field: string; set: string; from: unknown; to: unknown; restored: boolean; pending?: boolean }
  /**
   * A configuration entry of the person's that a chosen set (`set`) stands in for: kept, but not in
   * the quote while the set is chosen (the set skips the configuration step).
   */
  | { kind: 'setSupplies'; field: string; set: string; value: unknown; pending?: boolean }
  /** An option the person had chosen (`from`) that a chosen set (`set`) decides otherwise (`to`) while it is chosen. */
  | { kind: 'setDecides'; field: string; set: string; from: unknown; to: unknown; pending?: boolean };

/** The resets as taken effect (the entry that caused them ended). */
export const settled = (resets: readonly ChoiceReset[]): readonly ChoiceReset[] =>
  resets.some((reset) => reset.pending) ? resets.map((reset) => ({ ...reset, pending: false })) : resets;

/**
 * The user's choices that this answer takes back, as the engine says them: the quantities it reset
 * (`resets`, with their reasons), the values it newly replaced (`source: replaced`, the person's
 * value kept in `replaced`), and what a set that left had decided (back to the default or the
 * person's own choice). `before` is the values and their sources before the change; a field the
 * user changed in this very action is their own doing, not a reset.
 */
export function choiceResets(
  answer: CalculationAnswer,
  before: { values: FormValues; sources: FormSources },
  changed: readonly string[],
  /**
   * From the rule set's `defaults`: the form field choosing a set (changing it takes the set's
   * decisions along), and the person's entries a chosen set stands in for.
   */
  sets: { setField?: string; setStandsIn: readonly string[] } = { setStandsIn: [] },
): ChoiceReset[] {
  const { setField, setStandsIn } = sets;
  const resets: ChoiceReset[] = answer.resets.map(({ productKey, quantity, reason }) => ({
    kind: 'quantity',
    productKey,
    quantity,
    reason,
  }));
  const setChanged = setField !== undefined && changed.includes(setField);
  const leftSet = setChanged ? before.values[setField] : undefined;
  const chosenSet = setChanged ? answer.formValues.find(({ key }) => key === setField)?.value : undefined;
  const setChosen = typeof chosenSet === 'string' && chosenSet !== '' && (leftSet === null || leftSet === undefined || leftSet === '');
  for (const { key, value, source, replaced } of answer.formValues) {
    if (changed.includes(key)) continue;
    const earlier = before.sources[key];
    if (setChosen && (source === undefined || source === 'user') && setStandsIn.includes(key) && given(value)) {
      resets.push({ kind: 'setSupplies', field: key, set: chosenSet, value });
      continue;
    }
    if (setChosen && source === 'set' && replaced !== undefined && replaced.value !== value) {
      // The person's own choice, put aside while the set decides: said, so it does not vanish unseen.
      resets.push({ kind: 'setDecides', field: key, set: chosenSet, from: replaced.value, to: value ?? null });
      continue;
    }
    if (setChanged && earlier?.source === 'set' && source !== 'set') {
      // What the set had decided and now differs: back to the default, or to the person's own earlier choice.
      if (typeof leftSet === 'string' && leftSet !== '' && before.values[key] !== value)
        resets.push({
          kind: 'setLeft',
          field: key,
          set: leftSet,
          from: before.values[key],
          to: value ?? null,
          restored: source === 'user',
        });
      continue;
    }
    if (source !== 'replaced' || replaced === undefined) continue;
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

/** An entry that puts something in the quote: a count above 0, or a switch that is on. */
const given = (value: unknown): boolean => (typeof value === 'number' && value > 0) || value === true;

/**
 * Whether a notice from an earlier change still says what holds (docs/customer-app.md#sets-leave-cleanly):
 * a choice taken back that the rules have given back (the person's value allowed again), a set's
 * decision that no longer stands, or a set no longer chosen, is no longer news. A quantity reset
 * stays: the quantity is gone until the person gives it again.
 */
export function stillTrue(reset: ChoiceReset, values: FormValues, sources: FormSources, setField: string | undefined): boolean {
  switch (reset.kind) {
    case 'quantity':
      return true;
    case 'value':
      return sources[reset.field]?.source === 'replaced';
    case 'setLeft':
      return (values[reset.field] ?? null) === reset.to;
    case 'setSupplies':
      return setField !== undefined && values[setField] === reset.set;
    case 'setDecides':
      return setField !== undefined && values[setField] === reset.set && sources[reset.field]?.source === 'set';
    default: {
      const unknown: never = reset;
      return Boolean(unknown);
    }
  }
}
