import { useEffect, useState } from 'react';
import type { ProjectData } from '@lsp/contracts';
import type { CalculationApi } from '../api/calculation-api';
import { DRAFT_CONFLICT } from '../api/use-outbox-sending';
import type { CalculatorAction, CalculatorState } from '../state/calculator-state';
import type { CalculatorData } from '../state/use-calculator-load';
import type { KeptCopy } from './CopiedNotice';
import type { useSaveConflict } from './use-save-conflict';

interface DraftConflictOptions {
  data: CalculatorData;
  calls: CalculationApi;
  stateRef: { readonly current: CalculatorState };
  conflicts: ReturnType<typeof useSaveConflict>;
  act(action: CalculatorAction): CalculatorState;
  save(): Promise<ProjectData | null>;
  forget(draftId: string): Promise<void>;
}

/**
 * A draft the outbox could not send because the project was saved elsewhere meanwhile
 * (docs/offline.md#back-online) opens with the choice at once, online, against the version stored now.
 */
export function useDraftConflict({ data, calls, stateRef, conflicts, act, save, forget }: DraftConflictOptions) {
  const [open, setOpen] = useState(false);
  const { draft, project } = data;
  const { openStored } = conflicts;
  useEffect(() => {
    if (!draft?.conflict || !project || !navigator.onLine) return;
    openStored(project);
    setOpen(true);
  }, [draft, project, openStored]);
  // The draft open here met a newer version while the outbox sent it: the choice at once, here.
  const [metHere, setMetHere] = useState<string | null>(null);
  useEffect(() => {
    const onConflict = (event: Event) => {
      const id = (event as CustomEvent<string>).detail;
      const { projectId, onDevice } = stateRef.current;
      if (onDevice === null || projectId !== id) return;
      void calls.project(id).then(
        (stored) => {
          setMetHere(id);
          openStored(stored);
          setOpen(true);
        },
        () => undefined,
      );
    };
    window.addEventListener(DRAFT_CONFLICT, onConflict);
    return () => window.removeEventListener(DRAFT_CONFLICT, onConflict);
  }, [calls, stateRef, openStored]);
  const draftId = metHere ?? draft?.draftId ?? '';
  // After "keep mine as a copy": the copy's number and the stored project's, for the notice.
  const [kept, setKept] = useState<KeptCopy | null>(null);
  return {
    shown: open && conflicts.conflict !== null,
    keptAt: stateRef.current.onDevice ?? draft?.savedAt ?? '',
    /** The draft's entries become a new project; the stored one stays as it is. */
    copy: async () => {
      const stored = stateRef.current.projectId;
      conflicts.close();
      setOpen(false);
      act({ type: 'as-copy' });
      await forget(draftId);
      const copy = await save();
      if (copy && stored) setKept({ copy: copy.id, stored });
    },
    kept,
    closeKept: () => setKept(null),
    takeServer: () => {
      conflicts.discard();
      setOpen(false);
      void forget(draftId);
    },
    /** Only offered where no field collides; the save takes the draft out of the outbox. */
    merge: async () => {
      conflicts.keep();
      setOpen(false);
      await save();
    },
  };
}
