import { useCallback, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type {
  CalculationMessageData,
  FormValueData,
  KeyedFieldProblem,
  ProblemParams,
  ProjectData,
  ProjectState,
  SaveProjectRequest,
} from '@lsp/contracts';
import type { CalculatorTab } from '@lsp/domain';
import { ApiError, KeyedError } from '../../../core/api/api-error';
import { useDescribeError } from '../../../core/api/use-describe-error';
import { isUnreachable } from '../../../core/offline/online';
import { draftIdOf, type Draft } from '../../../core/offline/outbox';
import type { CalculationApi } from '../api/calculation-api';
import { calculationPath } from '../calculation-route';
import { announceSave } from '../conflict/save-channel';
import { focusField } from '../fields/focus-field';
import type { ServerFieldProblem } from '../state/calculator-context';
import type { CalculatorAction, CalculatorState } from '../state/calculator-state';
import { projectProducts, toList } from '../state/form-state';
import { savedAction } from '../state/saved-action';
import type { EntryRefusal } from './entry-refusal';

/**
 * The server's field problems of a refused save by form field key (docs/api.md#error-codes): a
 * problem of `/formValues/{i}/value` (or its key) belongs to the field sent at that place.
 */
export function serverFieldProblems(
  details: readonly KeyedFieldProblem[] | undefined,
  sent: readonly FormValueData[],
): Record<string, ServerFieldProblem> {
  const problems: Record<string, ServerFieldProblem> = {};
  for (const problem of details ?? []) {
    const index = /^\/formValues\/(\d+)(?:\/value)?$/.exec(problem.path)?.[1];
    const value = index === undefined ? undefined : sent[Number(index)];
    if (!value || problems[value.key]) continue;
    problems[value.key] = { key: problem.key, params: problem.params ?? {}, value: value.value };
  }
  return problems;
}

interface SavingOptions {
  calls: CalculationApi;
  stateRef: RefObject<CalculatorState>;
  act(action: CalculatorAction): CalculatorState;
  onSaved(projectId: string): void;
  tab: CalculatorTab;
  asTemplate: boolean;
  /** Why the current entries cannot be saved (fields holding invalid or missing entries, failed rules); null if they can. */
  refusal(): EntryRefusal | null;
  /**
   * Another save came between (409 `stale` with its figures): offers the person the choice
   * (docs/calculator-saving.md#two-windows-save-one-project); false when it could not.
   */
  onStale(params: ProblemParams): Promise<boolean>;
  /** Keeps the save in the device's outbox (docs/offline.md#drafts-saved-offline); null where it cannot. */
  keep(request: SaveProjectRequest, createKey: string | null, base: Draft['base']): Promise<Draft | null>;
  /** The draft of these entries reached the server: it leaves the outbox. */
  forget(draftId: string): Promise<void>;
}

/** The entries are kept on the device, to be sent once there is a connection: as good as saved for moving on. */
export const keptOnDevice = (state: CalculatorState): boolean => state.onDevice !== null && !state.dirty;

/**
 * Saving (`POST /api/project-v1`, docs/design.md#http-api): sends the form values, the ventilation quantities and the non-standard
 * components with the version loaded; writes back id, version, state and the time saved; after the
 * first save the address becomes /calculation/{projectId}/{tab} without a reload. Saves run one at
 * a time. Every attempt at a new project's create sends the same `Idempotency-Key`, so Speichern
 * clicked again after a lost answer stores one project (docs/api.md#idempotency-key). Entries
 * that cannot be stored as typed refuse the save (Speichern, tab changes and downloads alike):
 * sending them would store an empty value and drop what depends on it.
 */
export function useProjectSaving({ calls, stateRef, act, onSaved, tab, asTemplate, refusal, onStale, keep, forget }: SavingOptions) {
  const { t } = useTranslation();
  const describe = useDescribeError();
  const navigate = useNavigate();
  const location = useLocation();
  const [saving, setSaving] = useState(false);
  /** What the first attempt at this project's create sent, by its key (`CalculatorState.createKey`). */
  const firstCreate = useRef<{ key: string; sent: string } | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  // A save refused before it was sent: nothing is stored and every entry stays as typed.
  const [refused, setRefused] = useState<EntryRefusal | null>(null);
  /** The server's rules failed on the save: shown like a failure in this browser, with the field it names. */
  const [serverFailure, setServerFailure] = useState<CalculationMessageData | null>(null);
  /** Field problems of the last refused save that this browser did not catch, shown at their fields. */
  const [serverProblems, setServerProblems] = useState<Readonly<Record<string, ServerFieldProblem>>>({});

  const save = useCallback(
    async (requested?: ProjectState, options: { rethrow?: boolean } = {}): Promise<ProjectData | null> => {
      const current = stateRef.current;
      const reason = refusal();
      setRefused(reason);
      if (reason) {
        // The send dialog says it in the screen's language; the notice above names the fields.
        if (options.rethrow)
          throw new KeyedError(reason.calculationFailed ? 'calculator.refused.saveCalculation' : 'calculator.refused.saveIncomplete');
        return null;
      }
      setSaving(true);
      setSaveError(null);
      setServerFailure(null);
      const formValues = toList(current.values, current.sources);
      const request = {
        id: current.projectId,
        ...(current.version !== null ? { version: current.version } : {}),
        state: requested ?? current.projectState,
        products: projectProducts(current.values, current.nonStandardComponents),
        formValues,
      };
      // Without a connection the save goes into the device's outbox, sent once there is one (docs/offline.md).
      const keepOnDevice = async (): Promise<boolean> => {
        const draft = await keep(request, current.createKey, current.base);
        if (!draft) return false;
        const latest = stateRef.current;
        const unchangedSince = latest.values === current.values && latest.nonStandardComponents === current.nonStandardComponents;
        act({ type: 'kept-on-device', at: draft.savedAt, unchangedSince });
        // A new project's draft has an address of its own, so a reload opens it again.
        const path = calculationPath(draft.draftId, tab);
        if (current.projectId === null && location.pathname !== path) {
          onSaved(draft.draftId);
          void navigate(path, { replace: true });
        }
        return true;
      };
      try {
        if (!navigator.onLine && (requested === undefined || requested === current.projectState) && (await keepOnDevice())) return null;
        const sent = JSON.stringify(request);
        if (current.createKey && firstCreate.current?.key !== current.createKey) firstCreate.current = { key: current.createKey, sent };
        const { project, replayed } = await calls.save(request, current.createKey);
        // A create answered with an earlier attempt's project holds what that attempt sent.
        const storedAsSent = !replayed || firstCreate.current?.sent === sent;
        setServerProblems({});
        if (current.onDevice !== null) await forget(draftIdOf(current.projectId, current.createKey));
        const latest = stateRef.current;
        // Typed while the save was under way, or changed since the create's first attempt: still to be saved.
        const unchangedSince =
          storedAsSent && latest.values === current.values && latest.nonStandardComponents === current.nonStandardComponents;
        act(savedAction(project, current, unchangedSince));
        onSaved(project.id);
        announceSave({ projectId: project.id, version: project.version, at: project.updatedAt });
        const path = calculationPath(project.id, tab);
        if (location.pathname !== path && (current.projectId === null || asTemplate)) void navigate(path, { replace: true });
        return project;
      } catch (error) {
        // The connection dropped during the save. A server out of reach with the browser online stays a
        // failed save, tried again with the same create key (docs/calculator-saving.md#a-lost-answer-is-sent-again).
        if (
          !navigator.onLine &&
          isUnreachable(error) &&
          (requested === undefined || requested === current.projectState) &&
          (await keepOnDevice())
        )
          return null;
        if (error instanceof ApiError && error.details.body?.message === 'calculation.failed') {
          const field = error.details.body.details
            ?.map((problem) => /^\/formValues\/(\d+)\/value$/.exec(problem.path)?.[1])
            .find((index) => index !== undefined);
          const key = field === undefined ? undefined : toList(current.values, current.sources)[Number(field)]?.key;
          setServerFailure({ level: 'error', key: 'calculation.failed', params: {}, ...(key ? { field: key } : {}), because: [] });
          if (options.rethrow) throw error;
          return null;
        }
        if (error instanceof ApiError && error.status === 400) {
          const problems = serverFieldProblems(error.details.body?.details, formValues);
          setServerProblems(problems);
          const [first] = Object.keys(problems);
          // The first is focused when it is on this step, so its problem is read out with it.
          if (first !== undefined) focusField(first);
        }
        // Saved meanwhile (in another window, or by someone else): the person chooses what happens
        // to these entries; any other refusal says its reason (docs/api.md).
        const stale = error instanceof ApiError && error.status === 409 && (error.details.body?.reason?.key ?? 'stale') === 'stale';
        if (stale && (await onStale(error.details.body?.reason?.params ?? {}))) {
          if (options.rethrow) throw error;
          return null;
        }
        const text = stale ? t('calculator.save.conflict') : `${t('calculator.save.failed')} ${describe(error)}`;
        setSaveError(text);
        if (options.rethrow) throw error;
        return null;
      } finally {
        setSaving(false);
      }
    },
    [calls, stateRef, act, onSaved, tab, asTemplate, location.pathname, navigate, t, describe, refusal, onStale, keep, forget],
  );

  return {
    save,
    saving,
    saveError,
    clearSaveError: () => setSaveError(null),
    refused,
    clearRefused: () => setRefused(null),
    serverFailure,
    serverProblems,
  };
}
