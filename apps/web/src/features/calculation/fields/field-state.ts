import { fieldWarning, isRequiredField } from '@lsp/domain';
import { useCalculator, type CalculatorContextValue } from '../state/calculator-context';
import { useCalculatorTexts } from './texts';

export type Act = CalculatorContextValue['act'];

/**
 * What a field shows, read from the calculator by the field's thin wrapper. The wrapper hands it as
 * plain values to a memoised view, which renders again only when they change, not at every
 * keystroke in another field.
 */
export function useFieldState(field: string, withProblem = false) {
  const { state, act, editable, problems, serverProblems } = useCalculator();
  const { fieldLabel, problemText, warningText, serverProblemText } = useCalculatorTexts();
  const shown = state.showAllProblems || state.touched[field] === true;
  const server = serverProblems[field];
  return {
    value: state.values[field] ?? null,
    /** The text typed into a number field. */
    typed: state.texts[field] ?? '',
    label: fieldLabel(field),
    /** Marked with an asterisk and `aria-required`. */
    required: isRequiredField(field, state.values),
    disabled: !editable,
    // This browser's check first; else what the server refused in the value the field still holds.
    problem:
      (withProblem && shown ? problemText(problems[field]) : undefined) ??
      (server && server.value === state.values[field] ? serverProblemText(server) : undefined),
    /** A valid value that is unlikely meant so (a width in metres); it never blocks. */
    warning: withProblem && shown ? warningText(fieldWarning(field, state.values[field])) : undefined,
    act,
  };
}

/** Sets one form value. */
export function setValue(act: Act, field: string, value: unknown): void {
  act({ type: 'change', changes: { [field]: value } });
}
