import { useEffect, useState } from 'react';
import type { LiveCosts } from '../engine/use-costs';
import type { CalculatorState } from '../state/calculator-state';
import type { LoadedProject } from '../state/loaded-project';
import type { CalculatorData } from '../state/use-calculator-load';
import { recalculationChanges, type Recalculation } from './RecalculationNotice';

/**
 * What RecalculationNotice tells (docs/offered-figures.md): what opening the project with today's
 * rules changed, found once from the state as opened (none for a template), and today's total of
 * the project as loaded, the first the server prices before the user changes anything.
 */
export function useRecalculation(
  data: CalculatorData,
  loaded: LoadedProject,
  asTemplate: boolean,
  state: CalculatorState,
  costs: LiveCosts,
) {
  const [changes] = useState<Recalculation | null>(() => (asTemplate ? null : recalculationChanges(data, loaded, state)));
  const [totalNow, setTotalNow] = useState<number | undefined>(undefined);
  const liveTotal =
    costs.answer?.costs?.currency === 'EUR' && !costs.loading && !state.dirty ? costs.answer.costs.categories.total : undefined;
  useEffect(() => {
    if (totalNow === undefined && liveTotal !== undefined) setTotalNow(liveTotal);
  }, [totalNow, liveTotal]);
  return { changes, totalNow };
}
