import { useCallback, useMemo, useRef, useState } from 'react';
import { Grid, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@lsp/contracts';
import type { CalculatorTab } from '@lsp/domain';
import { PageContainer } from '../../components/layout/PageContainer';
import { useApi } from '../../core/auth/AuthProvider';
import { draftIdOf } from '../../core/offline/outbox';
import { AioBasicSetDialog } from './aio-sets/AioBasicSetDialog';
import { calculationApi } from './api/calculation-api';
import type { CalculationForm } from './calculation-route';
import { CopiedNotice } from './conflict/CopiedNotice';
import { DraftConflictDialog } from './conflict/DraftConflictDialog';
import { SavedElsewhereNotice } from './conflict/SavedElsewhereNotice';
import { SaveConflictDialog } from './conflict/SaveConflictDialog';
import { useDraftConflict } from './conflict/use-draft-conflict';
import { useSaveConflict } from './conflict/use-save-conflict';
import { useQuoteDownload } from './cost-calculation/use-quote-download';
import { DebugToggle } from './debug/DebugToggle';
import { useKeystrokeMeasure } from './engine/use-keystroke-measure';
import { calculationFailure } from './messages/CalculationFailure';
import { QuotePanel } from './quote/QuotePanel';
import { useQuoteCosts } from './quote/use-quote-costs';
import { CalculatorContext } from './state/calculator-context';
import { isEditable } from './state/loaded-project';
import { useCalculatorState } from './state/use-calculator-state';
import { useFreshCatalogue } from './state/use-fresh-catalogue';
import type { CalculatorData } from './state/use-calculator-load';
import { useContextValue } from './state/use-context-value';
import { useEntryValidity } from './state/use-entry-validity';
import { CalculatorNotices } from './steps/CalculatorNotices';
import { isCalculatorOf, LeaveGuard } from './steps/LeaveGuard';
import { ProjectChips } from './steps/ProjectChips';
import { SaveState } from './steps/SaveState';
import { StepBlockers } from './steps/StepBlockers';
import { StepNavigation } from './steps/StepNavigation';
import { StepPanel } from './steps/StepPanel';
import { StepTabs } from './steps/StepTabs';
import { useEntryRefusal } from './steps/use-entry-refusal';
import { useDraftSent } from './steps/use-draft-sent';
import { useKeepOnDevice } from './steps/use-keep-on-device';
import { keptOnDevice, useProjectSaving } from './steps/use-project-saving';
import { useRecalculation } from './steps/use-recalculation';
import { useStepBlockers } from './steps/use-step-blockers';
import { useStepButtons } from './steps/use-step-buttons';
import { useStepFocus } from './steps/use-step-focus';
import { useStepNavigation } from './steps/use-step-navigation';
import { SubmitDialog } from './submit/SubmitDialog';
import { useSubmitDialog } from './submit/use-submit-dialog';

interface CalculatorProps {
  data: CalculatorData;
  user: CurrentUser;
  asTemplate: boolean;
  form: CalculationForm;
  onSaved(projectId: string): void;
  /** The server answers with newer rules or catalogue: load them again. */
  onStale(): void;
}

/**
 * The four-tab calculator (docs/design.md#calculator-steps) for one project: the notices, the step
 * tabs with the open step and its buttons, the live quote beside them, and the dialogs. Which file
 * holds which part: docs/calculator.md#where-things-are.
 */
export function Calculator({ data, user, asTemplate, form, onSaved, onStale }: CalculatorProps) {
  // The hooks' order is the order their effects run in after a step change: a step not open yet
  // gives way (useStepNavigation) before the new step takes the focus (useStepFocus).
  const { t } = useTranslation();
  const api = useApi();
  const calls = useMemo(() => calculationApi(api), [api]);
  const { state, stateRef, act, loaded, unsaved } = useCalculatorState(data, user, asTemplate);
  /** The step shown while a project opened as a template has no id, and so no address of its own. */
  const [templateTab, setTemplateTab] = useState<CalculatorTab>('basic-input');
  const tab: CalculatorTab = form === 'as-template' ? templateTab : form;
  const editable = isEditable(state.projectState, user, data.companyId);
  const { problems, priceable, validity, access } = useEntryValidity(state);
  const costs = useQuoteCosts(calls, state, { companyId: data.companyId, priceable, tab, calculator: data.calculator });
  useFreshCatalogue(costs.answer, data.ruleSet, onStale);

  const refusal = useEntryRefusal(stateRef, act);
  // A draft keeps the euro total priced on the device: sent, it is compared with the server's (docs/offline.md).
  const costsRef = useRef(costs);
  costsRef.current = costs;
  const deviceTotal = useCallback(() => {
    const quoted = costsRef.current.answer?.costs;
    return quoted?.currency === 'EUR' ? quoted.categories.total : null;
  }, []);
  const { keep, forget } = useKeepOnDevice(data.companyId, deviceTotal);
  const conflicts = useSaveConflict({ calls, stateRef, act, user });
  const saver = useProjectSaving({
    calls,
    stateRef,
    act,
    onSaved,
    tab,
    asTemplate: form === 'as-template',
    refusal,
    onStale: conflicts.open,
    keep,
    forget,
  });
  useDraftSent(stateRef, act, onSaved, tab);
  const draftConflict = useDraftConflict({ data, calls, stateRef, conflicts, act, save: saver.save, forget });
  const { save } = saver;
  const steps = useStepNavigation({ form, tab, setTemplateTab, editable, state, stateRef, act, access, validity, save, refusal });
  const { goTo } = steps;
  const blocking = useStepBlockers({ tab, state, stateRef, act, problems, goTo });
  const { panelRef, headingRef } = useStepFocus(tab, steps.pendingFocus, stateRef);
  const submitting = useSubmitDialog({ act, save, headingRef });
  useKeystrokeMeasure(state.answer);
  const buttons = useStepButtons({ tab, state, stateRef, act, editable, validity, access, goTo, refuseNext: blocking.refuseNext });
  const { documents, download } = useQuoteDownload({ editable, stateRef, save });
  const recalculation = useRecalculation(data, loaded, asTemplate, state, costs);

  const { serverProblems } = saver;
  const context = useContextValue(data, asTemplate, { state, act, editable, problems, serverProblems, costs, priceable });
  const title = state.projectId ? t('calculation.project', { id: state.projectId }) : t('calculation.newProject');
  const busy = saver.saving || steps.moving;

  return (
    <CalculatorContext.Provider value={context}>
      <PageContainer title={title} actions={<ProjectChips asTemplate={asTemplate} />}>
        <Stack spacing={2}>
          <SavedElsewhereNotice projectId={state.projectId} version={state.version} />
          {draftConflict.kept && draftConflict.kept.copy === state.projectId && (
            <CopiedNotice kept={draftConflict.kept} onClose={draftConflict.closeKept} />
          )}
          <CalculatorNotices
            readOnlyRef={submitting.noticeRef}
            providerMessage={data.project?.providerMessage}
            offer={data.project?.offer}
            asTemplate={asTemplate}
            recalculation={recalculation}
            refused={steps.refused}
            onCloseRefused={steps.clearRefused}
            basicInputValid={validity.basicInput}
            saver={saver}
          />
          <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Grid size={{ xs: 12, lg: 8 }}>
              <Stack spacing={2}>
                <StepTabs tab={tab} access={access} busy={busy} onOpen={(step) => void goTo(step)} />
                {blocking.shown && (
                  <StepBlockers
                    ref={blocking.blockersRef}
                    tab={tab}
                    blockers={blocking.blockers}
                    onOpen={blocking.openBlocker}
                    calculationFailed={calculationFailure(state.answer) !== undefined}
                  />
                )}
                <StepPanel
                  tab={tab}
                  panelRef={panelRef}
                  headingRef={headingRef}
                  documents={documents}
                  onDownload={download}
                  onFinish={() => blocking.finish(submitting.show)}
                />
                <StepNavigation
                  tab={tab}
                  saving={busy}
                  onPrevious={buttons.previous}
                  onNext={buttons.next}
                  onSave={editable ? () => void save() : undefined}
                  saveState={editable ? <SaveState dirty={state.dirty} savedAt={state.savedAt} onDevice={state.onDevice} /> : undefined}
                />
              </Stack>
            </Grid>
            {/* Beside the steps on a wide screen, below them on a narrow one. */}
            <Grid size={{ xs: 12, lg: 4 }} sx={{ position: { lg: 'sticky' }, top: { lg: 16 } }}>
              <QuotePanel blockers={blocking.blockers} onOpen={blocking.openBlocker} />
            </Grid>
          </Grid>
          <DebugToggle user={user} />
        </Stack>
        <AioBasicSetDialog
          onClose={() => act({ type: 'aio-modal', open: false })}
          onWithoutSet={buttons.withoutSet}
          onChoose={buttons.chooseSet}
        />
        {conflicts.conflict && draftConflict.shown && (
          <DraftConflictDialog
            conflict={conflicts.conflict}
            keptAt={draftConflict.keptAt}
            onCopy={draftConflict.copy}
            onTakeServer={draftConflict.takeServer}
            onMerge={draftConflict.merge}
          />
        )}
        {conflicts.conflict && !draftConflict.shown && (
          <SaveConflictDialog
            conflict={conflicts.conflict}
            onKeep={async () => {
              conflicts.keep();
              await save();
            }}
            onDiscard={() => {
              // The server's version is taken: a draft of these entries waiting on the device goes with them.
              const { onDevice, projectId, createKey } = stateRef.current;
              if (onDevice !== null) void forget(draftIdOf(projectId, createKey));
              conflicts.discard();
            }}
          />
        )}
        {submitting.open && <SubmitDialog open onClose={submitting.close} onSend={submitting.send} />}
        {editable && (
          <LeaveGuard
            unsaved={unsaved}
            staysInCalculator={(next, current) => isCalculatorOf(next, current, stateRef.current.projectId)}
            onSave={async () => (await save()) !== null || keptOnDevice(stateRef.current)}
          />
        )}
      </PageContainer>
    </CalculatorContext.Provider>
  );
}
