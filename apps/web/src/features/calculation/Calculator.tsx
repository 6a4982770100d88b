import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Chip, Grid, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useLocation, useNavigate } from 'react-router';
import type { CurrentUser, ExportFormat } from '@lsp/contracts';
import {
  CALCULATOR_TABS,
  formValidity,
  numberLocaleOf,
  problemsOfForm,
  quoteEntryProblems,
  stepAccess,
  stepBlockers,
  tabAfterAioBasicSet,
  type CalculatorTab,
  type RequestType,
  type StepBlocker,
} from '@lsp/domain';
import { openedFromApp as isOpenedFromApp } from '../../components/layout/focus';
import { PageContainer } from '../../components/layout/PageContainer';
import { usePhone } from '../../components/layout/phone';
import { useAuthSession, useApi } from '../../core/auth/AuthProvider';
import { usePreferences } from '../../core/preferences/PreferencesProvider';
import { AioBasicSetDialog } from './aio-sets/AioBasicSetDialog';
import { calculationApi } from './api/calculation-api';
import { documentsApi } from './api/documents-api';
import { BasicInputTab } from './basic-input/BasicInputTab';
import { calculationPath, type CalculationForm } from './calculation-route';
import { ConfigurationTab } from './configuration/ConfigurationTab';
import { CostCalculationTab } from './cost-calculation/CostCalculationTab';
import { DebugView } from './debug/DebugView';
import { MARKS } from './engine/browser-calculator';
import { useCosts } from './engine/use-costs';
import { useCalculatorTexts } from './fields/texts';
import { calculatorReducer, initialState, type CalculatorAction, type CalculatorState } from './state/calculator-reducer';
import { CalculatorContext, type CalculatorContextValue } from './state/calculator-context';
import { isEditable, loadedProject } from './state/loaded-project';
import { CalculationFailure, calculationFailure } from './messages/CalculationFailure';
import { QuotePanel } from './quote/QuotePanel';
import { ChoiceResetNotice } from './steps/ChoiceResetNotice';
import { isCalculatorOf, LeaveGuard } from './steps/LeaveGuard';
import { RecalculationNotice, recalculationChanges } from './steps/RecalculationNotice';
import { OfferNotice } from './steps/OfferNotice';
import { ProviderMessage } from './steps/ProviderMessage';
import { StepBlockers } from './steps/StepBlockers';
import { SaveState } from './steps/SaveState';
import { StepNavigation } from './steps/StepNavigation';
import { entryRefusal, focusFirst, type EntryRefusal } from './steps/entry-refusal';
import { FIRST_FIELD, focusField, focusFirstField } from './fields/focus-field';
import { useProjectSaving } from './steps/use-project-saving';
import { SaveRefused } from './steps/SaveRefused';
import type { CalculatorData } from './state/use-calculator-load';
import { SubmitDialog } from './submit/SubmitDialog';
import { VentilationTab } from './ventilation/VentilationTab';
import { ProjectStateChip } from '../../components/project/ProjectStateChip';

interface CalculatorProps {
  data: CalculatorData;
  user: CurrentUser;
  asTemplate: boolean;
  form: CalculationForm;
  onSaved(projectId: string): void;
}

/** The four-tab calculator (docs/design.md#calculator-steps) for one project. */
export function Calculator({ data, user, asTemplate, form, onSaved }: CalculatorProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const api = useApi();
  const session = useAuthSession();
  const { currency, language } = usePreferences();
  const { t, i18n, productName } = useCalculatorTexts();
  const numberLocale = numberLocaleOf(i18n.language);
  const phone = usePhone();
  const calls = useMemo(() => calculationApi(api), [api]);
  const documents = useMemo(() => documentsApi(api, session), [api, session]);
  const reducer = useMemo(() => calculatorReducer(data.calculator), [data.calculator]);
  const loaded = useMemo(() => loadedProject(data.project, user, asTemplate), [data.project, user, asTemplate]);
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
  const [recalculated] = useState(() => (asTemplate ? null : recalculationChanges(data, loaded, stateRef.current)));
  const [templateTab, setTemplateTab] = useState<CalculatorTab>('basic-input');
  const [refused, setRefused] = useState<CalculatorTab | null>(null);
  const [submitOpen, setSubmitOpen] = useState(false);
  const [debug, setDebug] = useState(() => window.location.hash.includes('debug'));
  // "Next" refused: the list of what blocks it shows until the tab changes.
  const [blocked, setBlocked] = useState(false);
  /** A step was left and the next one does not show yet. */
  const [moving, setMoving] = useState(false);
  const blockersRef = useRef<HTMLDivElement>(null);
  /**
   * Where the focus goes when the step `tab` shows: a field by its key, the step's first field, or
   * (null) its heading. Bound to its step: the router shows a step in a transition, so the one left
   * just before (back from the costs to the set dialog) may show only after the next was asked for.
   */
  const pendingFocus = useRef<{ tab: CalculatorTab; field: string | typeof FIRST_FIELD | null } | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  /** Opened by a link of the app (the explorer's "Neues Projekt", a project's edit): the link is gone, the focus with it. */
  const [openedFromApp] = useState(() => isOpenedFromApp(location.state));
  // Numbers are read and shown in the screen's language; a switch shows the typed ones anew.
  useEffect(() => {
    act({ type: 'number-locale', locale: numberLocale });
  }, [act, numberLocale]);
  const unsaved = useCallback(() => stateRef.current.dirty, []);

  const tab: CalculatorTab = form === 'as-template' ? templateTab : form;
  const editable = isEditable(state.projectState, user, data.companyId);
  // One validity (docs/live-quote.md#one-validity): the entries' problems the fields show, the save refuses and the quote lists.
  const problems = useMemo(() => ({ ...quoteEntryProblems(state.values), ...state.textProblems }), [state.values, state.textProblems]);
  // A value the form refuses is never priced: no price while a basic input is missing or refused.
  const priceable = state.answer.ready && Object.keys(problemsOfForm(problems, 'basicInput')).length === 0;
  const validity = useMemo(() => {
    const judged = formValidity(state.values, state.answer);
    const clear = (form: 'basicInput' | 'configuration') => Object.keys(problemsOfForm(problems, form)).length === 0;
    return {
      ...judged,
      basicInput: judged.basicInput && clear('basicInput'),
      configuration: judged.configuration && clear('configuration'),
    };
  }, [state.values, state.answer, problems]);
  const access = stepAccess(validity, state.values);
  const costs = useCosts(calls, {
    values: state.values,
    sources: state.sources,
    nonStandardComponents: state.nonStandardComponents,
    currency,
    lang: language,
    companyId: data.companyId,
    // The quote panel shows the price on every step (docs/live-quote.md).
    enabled: priceable,
    // The set dialog opens from the first step; a chosen set is compared in the panel.
    compareAioBasicSets: tab === 'basic-input' || typeof state.values.aioBasicSet === 'string',
  });

  // A save that got through says the server answers again: a failed quote is asked for at once.
  const { retry: retryCosts } = costs;
  const costsFailed = costs.error !== null;
  const savedAt = state.savedAt;
  const lastSaved = useRef(savedAt);
  useEffect(() => {
    if (lastSaved.current === savedAt) return;
    lastSaved.current = savedAt;
    if (costsFailed) retryCosts();
  }, [savedAt, costsFailed, retryCosts]);

  /** Entries that cannot be saved: the fields are shown with their problems and the first gets the focus. */
  const refusal = useCallback((): EntryRefusal | null => {
    const refused = entryRefusal(stateRef.current);
    if (refused) {
      act({ type: 'show-all-problems' });
      focusFirst(refused, stateRef.current);
    }
    return refused;
  }, [act]);
  const {
    save,
    saving,
    saveError,
    clearSaveError,
    refused: saveRefused,
    clearRefused,
    serverFailure,
    serverProblems,
  } = useProjectSaving({
    calls,
    stateRef,
    act,
    onSaved,
    tab,
    asTemplate: form === 'as-template',
    refusal,
  });

  /** Opens a tab; leaving the first tab of a project without id saves it first (docs/design.md#calculator-steps). */
  const goTo = useCallback(
    async (next: CalculatorTab, focus: string | typeof FIRST_FIELD | null = null) => {
      const current = stateRef.current;
      if (editable && (current.projectId === null || current.dirty)) {
        if (!(await save())) return;
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
      const id = stateRef.current.projectId;
      if (id === null) setTemplateTab(next);
      else void navigate(calculationPath(id, next));
    },
    [editable, save, navigate, refusal],
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

  // A new step takes the focus where the work goes on: the field asked for, the step's first field
  // (after the set dialog), else the step's heading, which a screen reader announces. Without
  // this the focus would fall to the page and the next Tab walk through header and footer first.
  // Opened from a link of the app, a new project's first field or else the heading takes it; a
  // page loaded by its address keeps the browser's start, where the skip link is the first stop.
  useEffect(() => {
    setBlocked(false);
    setMoving(false);
    const pending = pendingFocus.current?.tab === tab ? pendingFocus.current : null;
    if (pending) pendingFocus.current = null;
    const field = pending?.field ?? null;
    if (firstRender.current) {
      firstRender.current = false;
      if (!openedFromApp) return;
      if (stateRef.current.projectId === null && focusFirstField(panelRef.current)) return;
      headingRef.current?.focus({ preventScroll: true });
      return;
    }
    if (typeof field === 'string' && focusField(field)) return;
    // At once, not smoothly: the browser's Back restores the scroll position of the step left
    // (its bottom) and a smooth scroll under way is lost to it, leaving the focused heading far out of view.
    window.scrollTo({ top: 0, behavior: 'instant' });
    if (field === FIRST_FIELD && focusFirstField(panelRef.current)) return;
    const heading = headingRef.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    // A heading that takes the focus is seen: scrolled into view once the step has its height.
    window.requestAnimationFrame(() => {
      const box = heading.getBoundingClientRect();
      if (document.activeElement === heading && (box.top < 0 || box.bottom > window.innerHeight))
        window.scrollTo({ top: 0, behavior: 'instant' });
    });
  }, [tab, openedFromApp]);

  // The submit dialog closed after the project was sent: its button is gone with the editing, and the
  // focus (given back to it) would fall to the page. The notice that the project is submitted takes it.
  const submitWasOpen = useRef(false);
  useEffect(() => {
    if (submitOpen) submitWasOpen.current = true;
    else if (submitWasOpen.current) {
      submitWasOpen.current = false;
      if (document.activeElement === null || document.activeElement === document.body)
        (noticeRef.current ?? headingRef.current)?.focus({ preventScroll: false });
    }
  }, [submitOpen]);

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

  // The keystroke-to-options measure of the bench (issue item 12): from the key to the DOM showing the answer.
  useLayoutEffect(() => {
    if (performance.getEntriesByName(MARKS.keystroke, 'mark').length === 0) return;
    performance.mark(MARKS.painted);
    performance.measure(MARKS.measure, MARKS.keystroke, MARKS.painted);
    performance.measure(MARKS.evaluationMeasure, MARKS.keystroke, MARKS.evaluated);
    performance.clearMarks(MARKS.keystroke);
  }, [state.answer]);

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

  const download = async (format: ExportFormat) => {
    if (editable && (stateRef.current.projectId === null || stateRef.current.dirty)) {
      if (!(await save())) return;
    }
    await documents.quote(stateRef.current.projectId!, format, language, currency);
  };
  const submit = async (requestType: RequestType, remarks: string) => {
    act({ type: 'change', changes: { requestType, remarks } });
    await save('SUBMITTED', { rethrow: true });
  };

  const lookups = useMemo(
    () => ({
      productsByKey: new Map(data.productData.products.flatMap((p) => (p.productKey ? [[p.productKey, p] as const] : []))),
      groupsById: new Map(data.productData.productGroups.map((g) => [g.id, g])),
      componentsByKey: new Map(data.ruleSet.catalogue.components.map((c) => [c.productKey, c])),
      ruleDescriptions: ruleDescriptionsOf(data.ruleSet.ruleSet),
      ruleConstants: ruleConstantsOf(data.ruleSet.ruleSet),
      adjustableQuantities: data.calculator.provenance.adjustableQuantities,
    }),
    [data],
  );
  // Today's total of the project as loaded, the first the server prices before the user changes anything.
  const [firstTotal, setFirstTotal] = useState<number | undefined>(undefined);
  const liveTotal =
    costs.answer?.costs?.currency === 'EUR' && !costs.loading && !state.dirty ? costs.answer.costs.categories.total : undefined;
  useEffect(() => {
    if (firstTotal === undefined && liveTotal !== undefined) setFirstTotal(liveTotal);
  }, [firstTotal, liveTotal]);
  // A submitted project shows the figures it was submitted with, as its documents print them (docs/offered-figures.md).
  const kept = !editable && !asTemplate ? (data.project?.pricedQuote?.costs?.[currency] ?? null) : null;
  const context: CalculatorContextValue = useMemo(
    () => ({
      state,
      act,
      editable,
      problems,
      serverProblems,
      costs,
      quote: kept ?? (priceable ? (costs.answer?.costs ?? null) : null),
      priceable,
      ...lookups,
    }),
    [state, act, editable, problems, serverProblems, costs, lookups, kept, priceable],
  );

  const projectName = typeof state.values.projectName === 'string' && state.values.projectName.trim() ? state.values.projectName : null;
  const title = state.projectId ? t('calculation.project', { id: state.projectId }) : t('calculation.newProject');
  const actions = (
    // Wraps on a phone: name, state and "read-only" side by side are wider than 360 px.
    <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {projectName && <Chip label={projectName} variant="outlined" sx={{ maxWidth: '100%' }} />}
      <ProjectStateChip state={state.projectState} size="medium" testId="project-state" />
      {!editable && <Chip label={t('calculator.readOnly')} color="warning" data-testid="read-only" />}
      {asTemplate && !state.projectId && <Chip label={t('calculation.asTemplate')} color="primary" variant="outlined" />}
    </Stack>
  );

  return (
    <CalculatorContext.Provider value={context}>
      <PageContainer title={title} actions={actions}>
        <Stack spacing={2}>
          {!editable && (
            <Alert severity="info" data-testid="read-only-notice" ref={noticeRef} tabIndex={-1}>
              {t('calculator.readOnlyNotice', { state: t(`projectState.${state.projectState}`) })}
            </Alert>
          )}
          {data.project?.providerMessage && state.projectState === 'MESSAGE_FROM_DH' && !asTemplate && (
            <ProviderMessage message={data.project.providerMessage} />
          )}
          {data.project?.offer && !asTemplate && <OfferNotice offer={data.project.offer} />}
          {recalculated && <RecalculationNotice changes={recalculated} totalNow={firstTotal} />}
          {refused && (
            <Alert
              severity={skippedBySet(refused, state.values, validity.basicInput) ? 'info' : 'warning'}
              data-testid="step-refused"
              onClose={() => setRefused(null)}
            >
              {skippedBySet(refused, state.values, validity.basicInput)
                ? t('calculator.stepSkippedBySet', {
                    step: t(`calculation.steps.${refused}`),
                    set: productName(lookups.productsByKey.get(String(state.values.aioBasicSet)), String(state.values.aioBasicSet)),
                  })
                : t('calculator.stepRefused', { step: t(`calculation.steps.${refused}`) })}
            </Alert>
          )}
          {saveError && (
            <Alert severity="error" data-testid="save-error" onClose={clearSaveError}>
              {saveError}
            </Alert>
          )}
          {/* The rules in this browser first, then the server's: the quote, then a save. */}
          <CalculationFailure message={calculationFailure(state.answer) ?? calculationFailure(costs.answer) ?? serverFailure} />
          {saveRefused && <SaveRefused refusal={saveRefused} onClose={clearRefused} />}
          <ChoiceResetNotice />
          <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Grid size={{ xs: 12, lg: 8 }}>
              <Stack spacing={2}>
                <Paper variant="outlined">
                  {/* On a phone the four steps share the width as numbers (named for screen readers); the heading below names the step. */}
                  <Tabs value={CALCULATOR_TABS.indexOf(tab)} variant={phone ? 'fullWidth' : 'scrollable'} aria-label={t('calculator.tabs')}>
                    {CALCULATOR_TABS.map((step, index) => (
                      <Tab
                        key={step}
                        value={index}
                        label={phone ? String(index + 1) : `${index + 1}. ${t(`calculation.steps.${step}`)}`}
                        aria-label={`${index + 1}. ${t(`calculation.steps.${step}`)}`}
                        sx={{ minWidth: 0 }}
                        disabled={!access[step] || saving || moving}
                        onClick={() => step !== tab && void goTo(step)}
                      />
                    ))}
                  </Tabs>
                </Paper>
                {blocked && (blockers.length > 0 || !state.answer.ready) && (
                  <StepBlockers
                    ref={blockersRef}
                    tab={tab}
                    blockers={blockers}
                    onOpen={openBlocker}
                    calculationFailed={calculationFailure(state.answer) !== undefined}
                  />
                )}
                <Box role="tabpanel" aria-labelledby="step-heading" ref={panelRef}>
                  <Typography
                    id="step-heading"
                    ref={headingRef}
                    variant="h5"
                    component="h2"
                    tabIndex={-1}
                    fontSize={{ xs: '1.2rem', sm: '1.5rem' }}
                    sx={{ mb: 2, '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 4 } }}
                  >
                    {t('calculator.stepHeading', { number: String(CALCULATOR_TABS.indexOf(tab) + 1), step: t(`calculation.steps.${tab}`) })}
                  </Typography>
                  {tab === 'basic-input' && <BasicInputTab />}
                  {tab === 'configuration' && <ConfigurationTab />}
                  {tab === 'ventilation-components' && <VentilationTab />}
                  {tab === 'cost-calculation' && (
                    <CostCalculationTab costs={costs} documents={documents} onDownload={download} onFinish={() => setSubmitOpen(true)} />
                  )}
                </Box>
                <StepNavigation
                  tab={tab}
                  saving={saving || moving}
                  onPrevious={previous}
                  onNext={next}
                  onSave={editable ? () => void save() : undefined}
                  saveState={editable ? <SaveState dirty={state.dirty} savedAt={state.savedAt} /> : undefined}
                />
              </Stack>
            </Grid>
            {/* Beside the steps on a wide screen, below them on a narrow one. */}
            <Grid size={{ xs: 12, lg: 4 }} sx={{ position: { lg: 'sticky' }, top: { lg: 16 } }}>
              <QuotePanel blockers={blockers} onOpen={openBlocker} />
            </Grid>
          </Grid>
          <Box>
            <Button size="small" color="inherit" onClick={() => setDebug((shown) => !shown)} data-testid="debug-toggle">
              {debug ? t('debug.hide') : t('debug.show')}
            </Button>
          </Box>
          {debug && <DebugView user={user} costs={costs.answer} />}
        </Stack>
        <AioBasicSetDialog
          onClose={() => act({ type: 'aio-modal', open: false })}
          onWithoutSet={() => {
            act({ type: 'ignore-aio-sets' });
            void goTo('configuration', FIRST_FIELD);
          }}
          onChoose={(key) => {
            const chosen = act({ type: 'change', changes: { aioBasicSet: key } });
            act({ type: 'aio-modal', open: false });
            const target = tabAfterAioBasicSet(chosen.values);
            // The costs open on the quote to read, not on a field: their heading (the montage box far below
            // would take a Space meant to scroll). The ventilation components open on their first quantity.
            void goTo(target, target === 'cost-calculation' ? null : FIRST_FIELD);
          }}
        />
        {submitOpen && <SubmitDialog open onClose={() => setSubmitOpen(false)} onSend={submit} />}
        {editable && (
          <LeaveGuard
            unsaved={unsaved}
            staysInCalculator={(next, current) => isCalculatorOf(next, current, stateRef.current.projectId)}
            onSave={async () => (await save()) !== null}
          />
        )}
      </PageContainer>
    </CalculatorContext.Provider>
  );
}

/**
 * Whether a chosen set is why `tab` cannot be opened: the basic inputs are complete, and the set
 * brings what the step would choose (configuration always; ventilation components unless the set
 * needs weather protection chosen; docs/customer-app.md#sets-leave-cleanly).
 */
function skippedBySet(tab: CalculatorTab, values: Readonly<Record<string, unknown>>, basicInputValid: boolean): boolean {
  const withSet = typeof values.aioBasicSet === 'string' && values.aioBasicSet !== '';
  if (!withSet || !basicInputValid) return false;
  return tab === 'configuration' || (tab === 'ventilation-components' && tabAfterAioBasicSet(values) !== 'ventilation-components');
}

/** Rule descriptions by id, for "Why?". */
function ruleDescriptionsOf(ruleSet: Record<string, unknown>): Map<string, string> {
  const stages = Array.isArray(ruleSet.stages) ? (ruleSet.stages as { rules?: { id?: string; description?: string }[] }[]) : [];
  return new Map(
    stages.flatMap((stage) =>
      (stage.rules ?? []).flatMap((rule) => (rule.id && rule.description ? [[rule.id, rule.description] as const] : [])),
    ),
  );
}

/** The rule set's constants, for the figures "Why?" names (an empty set when it has none). */
function ruleConstantsOf(ruleSet: Record<string, unknown>): Record<string, unknown> {
  const constants = ruleSet.constants;
  return constants !== null && typeof constants === 'object' && !Array.isArray(constants) ? (constants as Record<string, unknown>) : {};
}
