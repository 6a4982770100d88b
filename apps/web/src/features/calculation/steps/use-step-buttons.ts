import type { RefObject } from 'react';
import { CALCULATOR_TABS, stepAccess, tabAfterAioBasicSet, type CalculatorTab, type FormValidity } from '@lsp/domain';
import { FIRST_FIELD } from '../fields/focus-field';
import type { CalculatorAction, CalculatorState } from '../state/calculator-state';

interface StepButtonsOptions {
  tab: CalculatorTab;
  state: CalculatorState;
  stateRef: RefObject<CalculatorState>;
  act(action: CalculatorAction): CalculatorState;
  editable: boolean;
  validity: FormValidity;
  access: Record<CalculatorTab, boolean>;
  goTo(tab: CalculatorTab, focus?: string | typeof FIRST_FIELD | null): Promise<void>;
  /** "Next" cannot go on: shows what blocks it. */
  refuseNext(): void;
}

/**
 * What "Weiter" and "Zurück" do, and the AIO Basic set dialog's two ways on
 * (docs/calculator.md: Next on tab 0 with sets on offer opens the dialog, Ctrl skips it).
 */
export function useStepButtons({ tab, state, stateRef, act, editable, validity, access, goTo, refuseNext }: StepButtonsOptions) {
  const next = (ctrlKey: boolean) => {
    if (tab === 'basic-input') {
      if (!access.configuration && !access['ventilation-components'] && !access['cost-calculation']) {
        refuseNext();
        return;
      }
      if (editable && !ctrlKey && state.answer.options.aioBasicSets.length > 0) {
        act({ type: 'aio-modal', open: true });
        return;
      }
      if (editable) act({ type: 'ignore-aio-sets' });
    }
    const index = CALCULATOR_TABS.indexOf(tab);
    const target = CALCULATOR_TABS.slice(index + 1).find((step) => stepAccess(validity, stateRef.current.values)[step]);
    if (target) void goTo(target);
    else refuseNext();
  };
  const previous = () => {
    if (tab === 'cost-calculation' && typeof state.values.aioBasicSet === 'string') {
      act({ type: 'aio-modal', open: true });
      void goTo('basic-input');
      return;
    }
    const index = CALCULATOR_TABS.indexOf(tab);
    const target =
      CALCULATOR_TABS.slice(0, index)
        .reverse()
        .find((step) => access[step]) ?? 'basic-input';
    void goTo(target);
  };

  const withoutSet = () => {
    act({ type: 'ignore-aio-sets' });
    void goTo('configuration', FIRST_FIELD);
  };
  const chooseSet = (key: string) => {
    const chosen = act({ type: 'change', changes: { aioBasicSet: key } });
    act({ type: 'aio-modal', open: false });
    const target = tabAfterAioBasicSet(chosen.values);
    // The costs open on the quote to read, not on a field: their heading (the montage box far below
    // would take a Space meant to scroll). The ventilation components open on their first quantity.
    void goTo(target, target === 'cost-calculation' ? null : FIRST_FIELD);
  };
  return { next, previous, withoutSet, chooseSet };
}
