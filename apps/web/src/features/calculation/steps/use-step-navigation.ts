import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ProjectData } from '@lsp/contracts';
import { CALCULATOR_TABS, tabAfterAioBasicSet, type CalculatorTab, type FormValidity } from '@lsp/domain';
import { calculationPath, type CalculationForm } from '../calculation-route';
import type { FIRST_FIELD } from '../fields/focus-field';
import type { CalculatorAction, CalculatorState } from '../state/calculator-state';
import { draftIdOf } from '../../../core/offline/outbox';
import { entryRefusal, type EntryRefusal } from './entry-refusal';
import { keptOnDevice } from './use-project-saving';
import { skippedBySet } from './skipped-by-set';

/**
 * Where the focus goes when the step `tab` shows: a field by its key, the step's first field, or
 * (null) its heading. Bound to its step: the router shows a step in a transition, so the one left
 * just before (back from the costs to the set dialog) may show only after the next was asked for.
 */
export interface PendingFocus {
  tab: CalculatorTab;
  field: string | typeof FIRST_FIELD | null;
}

interface StepNavigationOptions {
  form: CalculationForm;
  tab: CalculatorTab;
  /** Shows a step of a project opened as a template and not saved yet: it has no address of its own. */
  setTemplateTab(tab: CalculatorTab): void;
  editable: boolean;
  stateRef: RefObject<CalculatorState>;
  /** The state shown (this render's). */
  state: CalculatorState;
  act(action: CalculatorAction): CalculatorState;
  access: Record<CalculatorTab, boolean>;
  validity: FormValidity;
  save(): Promise<ProjectData | null>;
  /** Why the current entries cannot be saved, shown at the fields; null if they can. */
  refusal(): EntryRefusal | null;
}

/**
 * Moving between the steps (docs/design.md#calculator-steps): `goTo` saves first where needed and
 * opens a step; a step opened by address before its conditions hold gives way to the nearest open one.
 */
export function useStepNavigation(options: StepNavigationOptions) {
  const { form, tab, setTemplateTab, editable, state, stateRef, act, access, validity, save, refusal } = options;
  const navigate = useNavigate();
  const location = useLocation();
  /** A step that could not be opened yet (by address, before its conditions hold): a notice says so. */
  const [refused, setRefused] = useState<CalculatorTab | null>(null);
  /** A step was left and the next one does not show yet. */
  const [moving, setMoving] = useState(false);
  const pendingFocus = useRef<PendingFocus | null>(null);

  /** Opens a tab; leaving the first tab of a project without id saves it first (docs/design.md#calculator-steps). */
  const goTo = useCallback(
    async (next: CalculatorTab, focus: string | typeof FIRST_FIELD | null = null) => {
      const current = stateRef.current;
      // A draft kept on the device and not changed since needs no second keeping.
      if (editable && ((current.projectId === null && current.onDevice === null) || current.dirty)) {
        // Kept on the device without a connection counts as saved: the steps go on offline (docs/offline.md).
        if (!(await save()) && !keptOnDevice(stateRef.current)) return;
      } else if (editable && entryRefusal(current)?.fields.length) {
        // A wrong entry changes no value, so nothing is unsaved; it must still be corrected, not left behind.
        refusal();
        return;
      }
      pendingFocus.current = { tab: next, field: focus };
      setRefused(null);
      // Until the next step shows, this one's buttons take no click: a click on them would act on the
      // step being left (its "Weiter" opening the set dialog of tab 1 on tab 2).
      setMoving(true);
      const { projectId, onDevice, createKey } = stateRef.current;
      const id = projectId ?? (onDevice !== null ? draftIdOf(null, createKey) : null);
      if (id === null) setTemplateTab(next);
      else void navigate(calculationPath(id, next));
    },
    [editable, save, navigate, refusal, stateRef, setTemplateTab],
  );

  // A step opened by address before its conditions hold: the nearest open step before it instead.
  // A step a chosen set skips (docs/customer-app.md#sets-leave-cleanly) leads where the set leads.
  const requestedOpen = access[tab];
  const setSkips = skippedBySet(tab, state.values, validity.basicInput);
  useEffect(() => {
    if (requestedOpen) return;
    const afterSet = tabAfterAioBasicSet(stateRef.current.values);
    const fallback =
      setSkips && access[afterSet]
        ? afterSet
        : ([...CALCULATOR_TABS]
            .slice(0, CALCULATOR_TABS.indexOf(tab))
            .reverse()
            .find((step) => access[step]) ?? 'basic-input');
    setRefused(tab);
    act({ type: 'show-all-problems' });
    if (form === 'as-template') setTemplateTab(fallback);
    else
      void navigate(calculationPath(stateRef.current.projectId ?? location.pathname.split('/')[2] ?? 'new', fallback), { replace: true });
  }, [requestedOpen, tab]); // eslint-disable-line react-hooks/exhaustive-deps

  // The next step shows: its buttons take clicks again.
  useEffect(() => {
    setMoving(false);
  }, [tab]);

  return { goTo, refused, clearRefused: () => setRefused(null), moving, pendingFocus };
}
