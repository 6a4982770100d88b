import { quoteEntryProblems } from '@lsp/domain';
import { focusField } from '../fields/focus-field';
import { calculationFailure } from '../messages/CalculationFailure';
import type { CalculatorState } from '../state/calculator-state';

type NonStandardPart = 'description' | 'price' | 'quantity';

/** The field key of a non-standard row's description, price or quantity (the input's id is `field-{key}`). */
export const nonStandardField = (index: number, part: NonStandardPart): string => `nonStandard.${index + 1}.${part}`;

/** The row number and part of a non-standard field key, if it is one. */
export function parseNonStandardField(field: string): { row: number; part: NonStandardPart } | undefined {
  const match = /^nonStandard\.(\d+)\.(description|price|quantity)$/.exec(field);
  return match ? { row: Number(match[1]), part: match[2] as NonStandardPart } : undefined;
}

/** Why the entries cannot be saved or taken on to the next step. */
export interface EntryRefusal {
  /** Fields holding invalid or missing entries, in the order the form shows them. */
  fields: readonly string[];
  /** The rules failed on the current entries. */
  calculationFailed: boolean;
}

/** Fields in the order the form shows them (the first is the one to correct first); fields not on screen last. */
export function fieldsInFormOrder(fields: readonly string[]): string[] {
  const inputs = [...document.querySelectorAll('input, textarea, [role="combobox"]')];
  const position = (field: string) => {
    const input = document.getElementById(`field-${field}`) ?? document.querySelector(`[data-field="${field}"]`);
    return input ? inputs.indexOf(input) : Number.MAX_SAFE_INTEGER;
  };
  return [...fields].sort((a, b) => position(a) - position(b));
}

/** What stands in the way of the current entries: null when nothing does. */
export function entryRefusal(state: CalculatorState): EntryRefusal | null {
  // A non-standard row without description or with no valid price would be dropped or priced wrong: refuse it too.
  const nonStandard = state.nonStandardComponents.flatMap((component, index) => [
    ...(component.description.trim() === '' ? [nonStandardField(index, 'description')] : []),
    ...(component.priceInvalid ? [nonStandardField(index, 'price')] : []),
    ...(component.quantityInvalid ? [nonStandardField(index, 'quantity')] : []),
  ]);
  const fields = fieldsInFormOrder([...Object.keys({ ...quoteEntryProblems(state.values), ...state.textProblems }), ...nonStandard]);
  const calculationFailed = calculationFailure(state.answer) !== undefined;
  return fields.length === 0 && !calculationFailed ? null : { fields, calculationFailed };
}

/** Moves the focus to the first field to correct (or the one the failed calculation names), once it shows its problem. */
export function focusFirst(refusal: EntryRefusal, state: CalculatorState): void {
  const first = refusal.fields[0] ?? calculationFailure(state.answer)?.field;
  if (first) window.setTimeout(() => focusField(first));
}
