import { useCallback, type RefObject } from 'react';
import type { CalculatorAction, CalculatorState } from '../state/calculator-state';
import { entryRefusal, focusFirst, type EntryRefusal } from './entry-refusal';

/**
 * Why the current entries cannot be saved, asked before a save and before leaving a step: when
 * they cannot, the fields are shown with their problems and the first gets the focus.
 */
export function useEntryRefusal(stateRef: RefObject<CalculatorState>, act: (action: CalculatorAction) => CalculatorState) {
  return useCallback((): EntryRefusal | null => {
    const refused = entryRefusal(stateRef.current);
    if (refused) {
      act({ type: 'show-all-problems' });
      focusFirst(refused, stateRef.current);
    }
    return refused;
  }, [act, stateRef]);
}
