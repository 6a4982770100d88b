import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@lsp/contracts';
import { numberLocaleOf } from '@lsp/domain';
import { calculatorReducer, initialState } from './calculator-reducer';
import type { CalculatorAction, CalculatorState } from './calculator-state';
import { loadedProject } from './loaded-project';
import type { CalculatorData } from './use-calculator-load';

/**
 * The calculator's state of one opened project: the loaded project, the reduced state, a ref that
 * always holds the latest state, and `act`, which reduces an action at once and answers the new state.
 */
export function useCalculatorState(data: CalculatorData, user: CurrentUser, asTemplate: boolean) {
  const { i18n } = useTranslation();
  const numberLocale = numberLocaleOf(i18n.language);
  const reducer = useMemo(() => calculatorReducer(data.calculator), [data.calculator]);
  const loaded = useMemo(() => loadedProject(data.project, user, asTemplate, data.draft), [data.project, data.draft, user, asTemplate]);
  const [state, setState] = useState<CalculatorState>(() => initialState(data.calculator, loaded, numberLocale));
  const stateRef = useRef(state);
  // Every action is reduced at once, so handlers that act and then save see the new state.
  const act = useCallback(
    (action: CalculatorAction) => {
      const next = reducer(stateRef.current, action);
      stateRef.current = next;
      setState(next);
      return next;
    },
    [reducer],
  );
  // Rules or a catalogue loaded anew while open evaluate the same entries again.
  const firstCalculator = useRef(data.calculator);
  useEffect(() => {
    if (firstCalculator.current === data.calculator) return;
    firstCalculator.current = data.calculator;
    act({ type: 'rules-changed' });
  }, [act, data.calculator]);
  // Numbers are read and shown in the screen's language; a switch shows the typed ones anew.
  useEffect(() => {
    act({ type: 'number-locale', locale: numberLocale });
  }, [act, numberLocale]);
  /** Read when the user leaves (LeaveGuard): the latest state, not the one of the last render. */
  const unsaved = useCallback(() => stateRef.current.dirty, []);
  return { state, stateRef, act, loaded, unsaved };
}
