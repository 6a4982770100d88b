import { useMemo } from 'react';
import { usePreferences } from '../../../core/preferences/PreferencesProvider';
import { useCalculatorLookups } from './calculator-lookups';
import type { CalculatorContextValue } from './calculator-context';
import type { CalculatorData } from './use-calculator-load';

type ContextParts = Pick<CalculatorContextValue, 'state' | 'act' | 'editable' | 'problems' | 'serverProblems' | 'costs' | 'priceable'>;

/** What every tab reads from the calculator's context: the parts given, the loaded data's lookups, and the quote to show. */
export function useContextValue(data: CalculatorData, asTemplate: boolean, parts: ContextParts): CalculatorContextValue {
  const { state, act, editable, problems, serverProblems, costs, priceable } = parts;
  const { currency } = usePreferences();
  const lookups = useCalculatorLookups(data);
  // A submitted project shows the figures it was submitted with, as its documents print them (docs/offered-figures.md).
  const kept = !editable && !asTemplate ? (data.project?.pricedQuote?.costs?.[currency] ?? null) : null;
  return useMemo(
    () => ({
      state,
      act,
      editable,
      problems,
      serverProblems,
      costs,
      quote: kept ?? (priceable ? (costs.answer?.costs ?? null) : null),
      priceable,
      ...lookups,
    }),
    [state, act, editable, problems, serverProblems, costs, lookups, kept, priceable],
  );
}
