import { useEffect, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import type { CalculatorTab } from '@lsp/domain';
import { draftIdOf } from '../../../core/offline/outbox';
import { DRAFT_SENT, type DraftSent } from '../api/use-outbox-sending';
import { calculationPath } from '../calculation-route';
import type { CalculatorAction, CalculatorState } from '../state/calculator-state';
import { savedAction } from '../state/saved-action';

/**
 * The draft open here reached the server in the background (docs/offline.md#back-online): the
 * calculator takes the project's id and version as if it had saved it, so its next save is checked
 * against that version and not refused as stale by its own draft.
 */
export function useDraftSent(
  stateRef: RefObject<CalculatorState>,
  act: (action: CalculatorAction) => CalculatorState,
  onSaved: (id: string) => void,
  tab: CalculatorTab,
) {
  const navigate = useNavigate();
  useEffect(() => {
    const onSent = (event: Event) => {
      const { draftId, project } = (event as CustomEvent<DraftSent>).detail;
      const current = stateRef.current;
      if (current.onDevice === null || draftIdOf(current.projectId, current.createKey) !== draftId) return;
      act(savedAction(project, current, !current.dirty));
      if (current.projectId === null) {
        onSaved(project.id);
        void navigate(calculationPath(project.id, tab), { replace: true });
      }
    };
    window.addEventListener(DRAFT_SENT, onSent);
    return () => window.removeEventListener(DRAFT_SENT, onSent);
  }, [stateRef, act, onSaved, tab, navigate]);
}
