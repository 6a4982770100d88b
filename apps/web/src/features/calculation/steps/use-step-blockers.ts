import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { stepBlockers, type CalculatorTab, type FieldProblemCode, type StepBlocker } from '@lsp/domain';
import { focusField, type FIRST_FIELD } from '../fields/focus-field';
import { calculationFailure } from '../messages/CalculationFailure';
import type { CalculatorAction, CalculatorState } from '../state/calculator-state';

interface StepBlockersOptions {
  tab: CalculatorTab;
  state: CalculatorState;
  stateRef: RefObject<CalculatorState>;
  act(action: CalculatorAction): CalculatorState;
  problems: Readonly<Record<string, FieldProblemCode>>;
  goTo(tab: CalculatorTab, focus?: string | typeof FIRST_FIELD | null): Promise<void>;
}

/**
 * What keeps the steps up to `tab` from being valid (StepBlockers lists it after a refused "Next",
 * the quote panel always): the list, a way to the field of each, and the refusal of "Next".
 */
export function useStepBlockers({ tab, state, stateRef, act, problems, goTo }: StepBlockersOptions) {
  // "Next" refused: the list of what blocks it shows until the tab changes.
  const [blocked, setBlocked] = useState(false);
  const blockersRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    setBlocked(false);
  }, [tab]);

  const blockers = useMemo(() => stepBlockers(tab, state.values, state.answer, problems), [tab, state.values, state.answer, problems]);
  /** Takes the user to a blocker's field, on its own tab. */
  const openBlocker = (blocker: StepBlocker) => {
    if (blocker.tab === tab) {
      if (!focusField(blocker.field)) blockersRef.current?.focus();
      return;
    }
    void goTo(blocker.tab, blocker.field);
  };
  /** "Next" cannot go on: every problem shows, the list of them too, and the focus goes to the first. */
  const refuseNext = () => {
    act({ type: 'show-all-problems' });
    setBlocked(true);
    const first = blockers[0];
    // After React has rendered the list and the fields' messages.
    window.setTimeout(() => {
      if (first?.tab === tab && focusField(first.field)) return;
      // Nothing to correct here, but the rules failed: the entry they name, if it is on this tab.
      const failed = first ? undefined : calculationFailure(stateRef.current.answer)?.field;
      if (failed && focusField(failed)) return;
      blockersRef.current?.focus();
    }, 0);
  };
  /** The list shows after a refused "Next" while there is something to list or the rules are not ready. */
  const shown = blocked && (blockers.length > 0 || !state.answer.ready);
  /**
   * "Abschließen und absenden" opens the send dialog only for entries the form takes (one validity,
   * docs/live-quote.md#one-validity): a refused entry (a montage postal code "8033") is named and
   * focused, as for "Next", instead of a dialog that calls the entries complete.
   */
  const finish = (open: () => void) => {
    const refused = Object.keys(problems);
    if (blockers.length > 0) return refuseNext();
    if (refused.length === 0) return open();
    act({ type: 'show-all-problems' });
    window.setTimeout(() => {
      if (!focusField(refused[0])) blockersRef.current?.focus();
    }, 0);
  };
  return { blockers, blockersRef, shown, openBlocker, refuseNext, finish };
}
