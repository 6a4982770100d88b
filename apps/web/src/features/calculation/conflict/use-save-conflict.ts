import { useCallback, useState } from 'react';
import type { CurrentUser, ProblemParams, ProjectData } from '@lsp/contracts';
import type { CalculationApi } from '../api/calculation-api';
import type { CalculatorAction, CalculatorState } from '../state/calculator-state';
import { fromList, nonStandardOf, nonStandardRequest, sourcesOf } from '../state/form-state';
import { loadedProject } from '../state/loaded-project';
import { mergeByField, NON_STANDARD_KEY, type MergeSide } from './field-merge';

/** A save refused because another one came between, with the three versions the person chooses from. */
export interface SaveConflict {
  /** The same person saved the version stored now (in another window or tab), not someone else. */
  self: boolean;
  /** Who saved it, as lists show people; null when the API does not know them. */
  byName: string | null;
  /** When it was saved (ISO). */
  at: string;
  stored: ProjectData;
  base: MergeSide;
  mine: MergeSide;
  theirs: MergeSide;
}

/** The entries of this window, the version they started from and the version stored now, as a merge compares them. */
function sidesOf(state: CalculatorState, stored: ProjectData): Pick<SaveConflict, 'base' | 'mine' | 'theirs'> {
  return {
    base: { values: { ...state.base.values, [NON_STANDARD_KEY]: nonStandardRequest(state.base.nonStandardComponents) } },
    mine: { values: { ...state.values, [NON_STANDARD_KEY]: nonStandardRequest(state.nonStandardComponents) }, sources: state.sources },
    theirs: {
      values: { ...fromList(stored.formValues), [NON_STANDARD_KEY]: nonStandardRequest(nonStandardOf(stored)) },
      sources: sourcesOf(stored.formValues),
    },
  };
}

interface ConflictOptions {
  calls: CalculationApi;
  stateRef: { readonly current: CalculatorState };
  act(action: CalculatorAction): CalculatorState;
  user: CurrentUser;
}

/**
 * A save answered 409 `stale` (docs/calculator-saving.md#two-windows-save-one-project): reads the
 * version stored now and offers to keep this window's entries on top of it or to discard them.
 * Nothing is lost silently: the entries stay until the person chooses.
 */
export function useSaveConflict({ calls, stateRef, act, user }: ConflictOptions) {
  const [conflict, setConflict] = useState<SaveConflict | null>(null);

  /** Opens the choice for a stale save with the refusal's figures; false when the stored version could not be read. */
  const open = useCallback(
    async (params: ProblemParams): Promise<boolean> => {
      const state = stateRef.current;
      if (!state.projectId) return false;
      const stored = await calls.project(state.projectId).catch(() => null);
      if (!stored) return false;
      const byName = typeof params.byName === 'string' ? params.byName : null;
      const at = typeof params.at === 'string' && params.current === stored.version ? params.at : stored.updatedAt;
      setConflict({ self: params.by === user.id, byName, at, stored, ...sidesOf(state, stored) });
      return true;
    },
    [calls, stateRef, user.id],
  );

  /** A draft from the device met a newer stored version when sent (docs/offline.md#back-online): the same choice, on that version. */
  const openStored = useCallback(
    (stored: ProjectData) => setConflict({ self: false, byName: null, at: stored.updatedAt, stored, ...sidesOf(stateRef.current, stored) }),
    [stateRef],
  );

  /** This window's entries on top of the version stored now, still to be saved (the caller saves them). */
  const keep = useCallback(() => {
    if (!conflict) return;
    const state = stateRef.current;
    const { stored } = conflict;
    const sides = sidesOf(state, stored);
    const merge = mergeByField(sides.base, sides.mine, sides.theirs);
    const { [NON_STANDARD_KEY]: _components, ...values } = merge.values;
    const storedComponents = nonStandardOf(stored);
    const mineComponents = merge.mine.includes(NON_STANDARD_KEY) || merge.both.includes(NON_STANDARD_KEY);
    act({
      type: 'rebase',
      stored: {
        version: stored.version,
        projectState: stored.state,
        savedAt: stored.updatedAt,
        files: stored.files,
        values: fromList(stored.formValues),
        nonStandardComponents: storedComponents,
      },
      merged: { values, sources: merge.sources, nonStandardComponents: mineComponents ? state.nonStandardComponents : storedComponents },
    });
    setConflict(null);
  }, [conflict, stateRef, act]);

  /** The entries dropped: the version stored now, as if opened anew. */
  const discard = useCallback(() => {
    if (!conflict) return;
    act({ type: 'replace', loaded: loadedProject(conflict.stored, user, false) });
    setConflict(null);
  }, [conflict, act, user]);

  return { conflict, open, openStored, keep, discard, close: () => setConflict(null) };
}
