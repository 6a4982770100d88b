import { useMemo } from 'react';
import { formValidity, problemsOfForm, quoteEntryProblems, stepAccess } from '@lsp/domain';
import type { CalculatorState } from './calculator-state';

/**
 * One validity (docs/live-quote.md#one-validity): the entries' problems the fields show, the save
 * refuses and the quote lists; whether the entries can be priced; each form's validity and so
 * which steps may be opened (docs/design.md#calculator-steps).
 */
export function useEntryValidity(state: CalculatorState) {
  const problems = useMemo(() => ({ ...quoteEntryProblems(state.values), ...state.textProblems }), [state.values, state.textProblems]);
  // A value the form refuses is never priced: no price while a basic input is missing or refused.
  const priceable = state.answer.ready && Object.keys(problemsOfForm(problems, 'basicInput')).length === 0;
  const validity = useMemo(() => {
    const judged = formValidity(state.values, state.answer);
    const clear = (form: 'basicInput' | 'configuration') => Object.keys(problemsOfForm(problems, form)).length === 0;
    return {
      ...judged,
      basicInput: judged.basicInput && clear('basicInput'),
      configuration: judged.configuration && clear('configuration'),
    };
  }, [state.values, state.answer, problems]);
  const access = stepAccess(validity, state.values);
  return { problems, priceable, validity, access };
}
