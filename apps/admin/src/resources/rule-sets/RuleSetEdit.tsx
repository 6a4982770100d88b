import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List as MuiList,
  ListItemButton,
  ListItemText,
  MenuItem,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { Title, useBlocker, useDelete, useGetList, useGetOne, useNotify, useRedirect, useTranslate, useUpdate } from 'react-admin';
import { useParams } from 'react-router';
import type {
  AdminRuleSetVersion,
  BackgroundJobView,
  RuleSetCheckAnswer,
  RuleSetDiff,
  RuleSetEditorSupport,
  RuleSetImpactReport,
  RuleSetProblemData,
  RuleSetTestRun,
  RuleSetTryAnswer,
} from '@lsp/contracts';
import { JobProgress, useFollowJob } from '../../common/JobProgress';
import { formatDateTime, useDisplayLocale } from '../../common/LocaleFields';
import { StatusChip } from './RuleSetList';
import { describeChanges } from './rule-set-changes';
import { jsonErrorAt, lineOf, placeOf, pointerSpans } from './json-locations';
import { problemsOf, useRuleSetActions } from './use-rule-sets';
import { fromCents } from '@lsp/domain';

// Monaco is about 1 MB gzipped: it loads with the first rule-set page only.
const RuleEditor = lazy(() => import('./RuleEditor'));
const RuleDiff = lazy(() => import('./RuleEditor').then((m) => ({ default: m.RuleDiff })));
const JsonView = lazy(() => import('./RuleEditor').then((m) => ({ default: m.JsonView })));
const JsonInput = lazy(() => import('./RuleEditor').then((m) => ({ default: m.JsonInput })));

const pretty = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** An amount as money in the screen's format (de 1.234,50 €, en €1,234.50); a dash when there is none. */
const money = (cents: number | null, locale: string, currency = 'EUR') =>
  cents === null ? '—' : fromCents(cents).toLocaleString(locale, { style: 'currency', currency });

/**
 * A problem of the rule check in the screen's language, from its code and the names it gives
 * (docs/rules.md); the English diagnosis stays in the API's answer.
 */
function problemText(problem: RuleSetProblemData, translate: (key: string, options?: Record<string, unknown>) => string): string {
  const named = problem.params ? translate(`resources.rule-sets.problem.named.${problem.code}`, { ...problem.params, _: '' }) : '';
  return (
    named || translate(`resources.rule-sets.problem.plain.${problem.code}`, { _: translate('resources.rule-sets.problem.plain.REFUSED') })
  );
}

/** Form values a failure on random inputs failed for, short: the fields that hold a value. */
function inputsText(inputs: readonly { key: string; value: unknown }[]): string {
  return inputs
    .filter(({ value }) => value !== null && value !== '')
    .map(({ key, value }) => `${key} = ${JSON.stringify(value)}`)
    .join(', ');
}

/** The check's problems, each with the line it is on; a click shows it in the text. */
function Problems({
  problems,
  text,
  onPick,
  testId = 'rule-problems',
}: {
  problems: readonly RuleSetProblemData[];
  text: string;
  onPick: (problem: RuleSetProblemData) => void;
  testId?: string;
}) {
  const translate = useTranslate();
  const spans = useMemo(() => pointerSpans(text), [text]);
  if (!problems.length)
    return (
      <Alert severity="success" data-testid={testId}>
        {translate('resources.rule-sets.ui.noProblems')}
      </Alert>
    );
  return (
    <Box data-testid={testId}>
      <Typography variant="subtitle2">
        {translate('resources.rule-sets.ui.problems')} ({problems.length})
      </Typography>
      <MuiList dense sx={{ maxHeight: 200, overflow: 'auto' }}>
        {problems.map((p, i) => {
          const line = lineOf(text, spans, p);
          const where = [line === undefined ? '' : translate('resources.rule-sets.ui.line', { line }), p.path].filter(Boolean).join(' · ');
          return (
            <ListItemButton key={i} onClick={() => onPick(p)} data-testid="rule-problem">
              <ListItemText
                primary={problemText(p, translate)}
                secondary={
                  <>
                    {where || '/'}
                    {p.inputs && (
                      <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }} data-testid="failing-inputs">
                        {translate('resources.rule-sets.ui.failingInputs')}: {inputsText(p.inputs)}
                      </Box>
                    )}
                  </>
                }
              />
            </ListItemButton>
          );
        })}
      </MuiList>
    </Box>
  );
}

/** What publishing (or republishing) changes, checked now; a warning when anything fails with it. */
function ImpactSummary({ impact, job }: { impact: RuleSetImpactReport | undefined; job: BackgroundJobView | undefined }) {
  const translate = useTranslate();
  if (!impact) return job ? <JobProgress job={job} /> : <LinearProgress aria-label={translate('resources.rule-sets.ui.runImpact')} />;
  const failures = impact.projects.failed + impact.fixtures.failed + impact.fuzz.failures;
  return (
    <Stack spacing={1} data-testid="publish-summary">
      <Typography>{translate('resources.rule-sets.ui.publishProjects', { ...impact.projects })}</Typography>
      <Typography>{translate('resources.rule-sets.ui.publishFixtures', { ...impact.fixtures })}</Typography>
      <Typography>{translate('resources.rule-sets.ui.fuzz', impact.fuzz)}</Typography>
      {failures > 0 && (
        <Alert severity="error" data-testid="impact-failures">
          {translate('resources.rule-sets.ui.impactFailures', { smart_count: failures })}
        </Alert>
      )}
    </Stack>
  );
}

function TestsTab({ run }: { run: RuleSetTestRun | undefined }) {
  const translate = useTranslate();
  if (!run) return null;
  return (
    <Box data-testid="rule-tests">
      <Alert severity={run.failed || run.disagreements ? 'error' : 'success'}>{translate('resources.rule-sets.ui.passed', run)}</Alert>
      <Table size="small">
        <TableBody>
          {run.cases.map((c) => (
            <TableRow key={c.name}>
              <TableCell>
                {c.passed ? '✔' : '✖'} {c.name}
              </TableCell>
              <TableCell>
                {c.error ?? c.mismatches.map((m) => `${m.path}: ${JSON.stringify(m.expected)} ≠ ${JSON.stringify(m.actual)}`).join('; ')}
              </TableCell>
              <TableCell>{c.agrees ? translate('resources.rule-sets.ui.agrees') : c.disagreement}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function ImpactTab({ report }: { report: RuleSetImpactReport | undefined }) {
  const translate = useTranslate();
  const locale = useDisplayLocale();
  if (!report) return null;
  const ui = (key: string, options?: Record<string, unknown>) => translate(`resources.rule-sets.ui.${key}`, options);
  const group = (name: 'projects' | 'fixtures') => {
    const g = report[name];
    return (
      `${translate(`resources.rule-sets.ui.${name}`)}: ${g.checked} ${translate('resources.rule-sets.ui.checked')}, ${g.productsChanged} ${translate('resources.rule-sets.ui.productsChanged')}, ` +
      `${g.totalsChanged} ${translate('resources.rule-sets.ui.totalsChanged')}, ${g.failed} ${translate('resources.rule-sets.ui.failed')}`
    );
  };
  const most = Math.max(1, ...report.distribution.map((b) => b.count));
  return (
    <Stack spacing={1} data-testid="rule-impact">
      <Typography>{group('projects')}</Typography>
      <Typography>{group('fixtures')}</Typography>
      <Alert severity={report.fuzz.failures ? 'error' : 'success'}>{translate('resources.rule-sets.ui.fuzz', report.fuzz)}</Alert>
      <Typography variant="subtitle2">{translate('resources.rule-sets.ui.distribution')}</Typography>
      {report.distribution.map((b) => (
        <Stack key={b.bucket} direction="row" spacing={1} alignItems="center">
          <Typography sx={{ width: 180 }} variant="body2">
            {translate(`lsp.impact.buckets.${b.bucket}`, { _: b.bucket })}
          </Typography>
          <LinearProgress variant="determinate" value={(b.count / most) * 100} sx={{ width: 240, height: 10 }} />
          <Typography variant="body2">{b.count}</Typography>
        </Stack>
      ))}
      <Typography variant="subtitle2">{ui('largest')}</Typography>
      {report.largest.length === 0 ? (
        <Typography variant="body2" data-testid="no-largest">
          {ui('noLargest')}
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{ui('subject')}</TableCell>
              <TableCell>{ui('name')}</TableCell>
              <TableCell align="right">{ui('totalBefore', { version: report.against.version })}</TableCell>
              <TableCell align="right">{ui('totalAfter')}</TableCell>
              <TableCell align="right">{ui('difference')}</TableCell>
              <TableCell>{ui('products')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.largest.map((item) => (
              <TableRow key={`${item.kind}-${item.id}`}>
                <TableCell>{item.kind === 'project' ? item.id : item.id.replace(/\.json$/, '')}</TableCell>
                <TableCell>
                  {item.kind === 'project' ? `${item.name} (${translate(`lsp.states.${item.state}`, { _: item.state })})` : ''}
                </TableCell>
                <TableCell align="right">{money(item.totalBefore, locale, item.currency)}</TableCell>
                <TableCell align="right">{money(item.totalAfter, locale, item.currency)}</TableCell>
                <TableCell align="right">
                  {item.difference === null
                    ? '—'
                    : `${money(item.difference, locale, item.currency)} (${item.percent === null ? '—' : item.percent.toLocaleString(locale)} %)`}
                </TableCell>
                <TableCell>{item.error ?? item.products.map((p) => `${p.productKey} ${p.before} → ${p.after}`).join(', ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}

function TryTab({ id, content }: { id: number; content: string }) {
  const translate = useTranslate();
  const locale = useDisplayLocale();
  const call = useRuleSetActions();
  const notify = useNotify();
  const initial = useMemo(() => {
    try {
      const first = (JSON.parse(content) as { tests?: { inputs: Record<string, unknown> }[] }).tests?.[0]?.inputs ?? {};
      return pretty(
        Object.entries(first)
          .filter(([key]) => key !== 'changedFields')
          .map(([key, value]) => ({ key, value })),
      );
    } catch {
      return '[]';
    }
  }, [content]);
  const [formValues, setFormValues] = useState(initial);
  const [answer, setAnswer] = useState<RuleSetTryAnswer>();
  const calculate = async () => {
    try {
      setAnswer(await call<RuleSetTryAnswer>(`/${id}/try`, { formValues: JSON.parse(formValues) as unknown }));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{translate('resources.rule-sets.ui.formValues')}</Typography>
      <JsonInput value={formValues} onChange={setFormValues} path={`try-${id}.json`} />
      <Box>
        <Button variant="outlined" onClick={calculate}>
          {translate('resources.rule-sets.ui.calculate')}
        </Button>
      </Box>
      {answer && (
        <>
          {answer.error && <Alert severity="error">{answer.error}</Alert>}
          <Typography data-testid="try-total">
            {translate('resources.rule-sets.ui.answer')}:{' '}
            {money(answer.answer.costs?.categories.total ?? null, locale, answer.answer.costs?.currency ?? 'EUR')}
          </Typography>
          <JsonView value={pretty(answer.answer)} path={`try-answer-${id}.json`} />
        </>
      )}
    </Stack>
  );
}

function DiffTab({ record }: { record: AdminRuleSetVersion }) {
  const translate = useTranslate();
  const call = useRuleSetActions();
  const { data: versions = [] } = useGetList<AdminRuleSetVersion>('rule-sets', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'id', order: 'DESC' },
    filter: { key: record.key },
  });
  const others = versions.filter((v) => v.id !== record.id);
  const [other, setOther] = useState<number>();
  const [diff, setDiff] = useState<RuleSetDiff>();
  const chosen = other ?? others.find((v) => v.status === 'published')?.id ?? others[0]?.id;
  useEffect(() => {
    if (chosen !== undefined) void call<RuleSetDiff>(`/${chosen}/diff/${record.id}`).then(setDiff);
  }, [chosen, record.id, record.version, call]);
  const label = (v: AdminRuleSetVersion) =>
    `#${v.id} ${v.ruleSetVersion ? `v${v.ruleSetVersion}` : ''} ${translate(`resources.rule-sets.status.${v.status}`)} ${v.changeNote}`;
  return (
    <Stack spacing={1}>
      <TextField
        select
        size="small"
        label={translate('resources.rule-sets.ui.compareWith')}
        value={chosen ?? ''}
        onChange={(e) => setOther(Number(e.target.value))}
        sx={{ maxWidth: 480 }}
      >
        {others.map((v) => (
          <MenuItem key={v.id} value={v.id}>
            {label(v)}
          </MenuItem>
        ))}
      </TextField>
      {diff && (
        <>
          <Typography variant="body2" data-testid="diff-changes">
            {describeChanges(diff, translate)}
          </Typography>
          <RuleDiff original={diff.from.text} modified={diff.to.text} ids={[diff.from.id, diff.to.id]} />
        </>
      )}
    </Stack>
  );
}

/** One version: the rules in Monaco, its test cases, "try it", impact, comparison, publish or rollback. */
export function RuleSetEdit() {
  const displayLocale = useDisplayLocale();
  const { id = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const call = useRuleSetActions();
  const { data: record, refetch } = useGetOne<AdminRuleSetVersion>('rule-sets', { id: Number(id) });
  const [update, { isPending: saving }] = useUpdate<AdminRuleSetVersion>();
  const [support, setSupport] = useState<RuleSetEditorSupport>();
  const [text, setText] = useState<string>();
  const [changeNote, setChangeNote] = useState<string>();
  const [problems, setProblems] = useState<RuleSetProblemData[]>([]);
  // Marked in the text with the screen's language too; a new list only when the problems change.
  const marked = useMemo(() => problems.map((p) => ({ ...p, message: problemText(p, translate) })), [problems, translate]);
  const [tab, setTab] = useState('editor');
  const [reveal, setReveal] = useState<{ path: string; at: number; line?: number; column?: number }>();
  const pick = (problem: RuleSetProblemData) => setReveal({ path: problem.path, at: Date.now(), ...placeOf(problem) });
  /** The text the listed problems were found in: until its check answers, nothing is offered for publishing. */
  const [checkedText, setCheckedText] = useState<string>();
  /** The text random inputs last ran through without a failure (docs/rules.md, the editor's fuzzing). */
  const [fuzzedClean, setFuzzedClean] = useState<string>();
  const [fuzzing, setFuzzing] = useState(false);
  /** A refusal of the gate: kept on screen, with its problems, until closed. */
  const [refusal, setRefusal] = useState<{ message: string; problems: RuleSetProblemData[] }>();
  /** Someone else published meanwhile: what, by whom, and a reload. */
  const [conflict, setConflict] = useState<string>();
  const [publishNote, setPublishNote] = useState('');
  const [tests, setTests] = useState<RuleSetTestRun>();
  const [impact, setImpact] = useState<RuleSetImpactReport>();
  /** The impact analysis runs as a background job: its progress while it runs. */
  const [impactJob, setImpactJob] = useState<BackgroundJobView>();
  const followJob = useFollowJob();
  const [busy, setBusy] = useState(false);
  /** The question before publishing (with the impact summary) or rolling back (with its change note). */
  const [confirming, setConfirming] = useState<'publish' | 'rollback' | 'delete' | null>(null);
  const [remove, { isPending: removing }] = useDelete<AdminRuleSetVersion>();
  const deleting = useRef(false);
  const [rollbackNote, setRollbackNote] = useState('');

  useEffect(() => {
    void call<RuleSetEditorSupport>('/editor-support').then(setSupport);
  }, [call]);
  // A draft whose rules are the published version's has nothing to publish (docs/rules.md).
  const { data: publishedNow = [] } = useGetList<AdminRuleSetVersion>(
    'rule-sets',
    { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'DESC' }, filter: { key: record?.key, status: 'published' } },
    { enabled: record?.status === 'draft' },
  );
  const [unchangedFrom, setUnchangedFrom] = useState<number>();
  const publishedId = publishedNow[0]?.id;
  useEffect(() => {
    setUnchangedFrom(undefined);
    if (publishedId === undefined || record?.status !== 'draft') return;
    void call<RuleSetDiff>(`/${publishedId}/diff/${record.id}`).then((diff) => {
      const same = diff.changes.every((change) => change.path === '/version');
      setUnchangedFrom(same ? (diff.from.ruleSetVersion ?? undefined) : undefined);
    });
  }, [publishedId, record?.id, record?.version, record?.status, call]);
  // Leaving or reloading the page with unsaved edits asks first (docs/backoffice.md).
  const unsaved =
    record?.content !== undefined && text !== undefined && (text !== pretty(record.content) || changeNote !== record.changeNote);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  // Going elsewhere in the backoffice asks too, as react-admin's forms do (warnWhenUnsavedChanges).
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed?.();
    else blocker.reset?.();
    // The blocker object changes on every render; its state is what matters.
  }, [blocker.state]); // eslint-disable-line react-hooks/exhaustive-deps
  // Opened from the list, the first record is the list's row, which has no content: the text is
  // taken when the version's content has arrived, and again only when another version is loaded.
  const content = record?.content;
  const loaded = content === undefined ? undefined : `${record!.id}@${record!.version}`;
  useEffect(() => {
    if (loaded === undefined) return;
    setText(pretty(content));
    setChangeNote(record?.changeNote);
  }, [loaded]); // eslint-disable-line react-hooks/exhaustive-deps

  // The server checks what is typed (schema, expressions, variables, product keys), half a second after the last key.
  useEffect(() => {
    if (text === undefined) return;
    const timer = setTimeout(() => {
      const at = jsonErrorAt(text);
      if (at) {
        // Named at its line and column, and marked only there (docs/rules.md).
        setProblems([{ path: '', message: translate('resources.rule-sets.ui.invalidJson', at), code: 'JSON', params: at }]);
        setCheckedText(text);
        return;
      }
      void call<RuleSetCheckAnswer>('/check', { content: JSON.parse(text) }).then((answer) => {
        setProblems(answer.problems);
        setCheckedText(text);
      });
    }, 500);
    return () => clearTimeout(timer);
  }, [text, call, translate]);

  if (!record || record.content === undefined || text === undefined) return <CircularProgress sx={{ m: 4 }} />;
  const checked = checkedText === text;
  const draft = record.status === 'draft';
  const dirty = text !== pretty(record.content) || changeNote !== record.changeNote;
  const brokenJson = jsonErrorAt(text);
  const removeDraft = () => {
    // A second click while the first delete is under way does nothing.
    if (deleting.current) return;
    deleting.current = true;
    void remove(
      'rule-sets',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(null);
          notify(translate('resources.rule-sets.ui.draftDeleted'), { type: 'info' });
          redirect('list', 'rule-sets');
        },
        onError: (error) => {
          deleting.current = false;
          notify((error as Error).message, { type: 'error' });
        },
      },
    );
  };

  const run = async <T,>(work: () => Promise<T>, done?: (value: T) => void) => {
    setBusy(true);
    try {
      done?.(await work());
    } catch (error) {
      const refused = problemsOf(error);
      const why = (error as { body?: { reason?: { key?: string } } }).body?.reason?.key;
      if (why === 'publishedMeanwhile' || why === 'notADraft') {
        // The page shows what is true now (status, number); the message says who published what.
        setConflict((error as Error).message);
        setConfirming(null);
        void refetch();
      } else if (refused.length) {
        setProblems(refused);
        setRefusal({ message: (error as Error).message, problems: refused });
        setConfirming(null);
      }
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const checkImpact = () =>
    run(async () => {
      const job = await followJob(await call<BackgroundJobView>(`/${record.id}/impact`, {}), setImpactJob);
      return job.result as RuleSetImpactReport;
    }, setImpact);
  /** The fuzzer on demand: the publish gate's random valid inputs through the text as it is (docs/rules.md). */
  const fuzz = async () => {
    const typed = text;
    setFuzzing(true);
    try {
      const answer = await call<RuleSetCheckAnswer>('/check', { content: JSON.parse(typed), fuzz: true });
      setProblems(answer.problems);
      setCheckedText(typed);
      setFuzzedClean(answer.ok ? typed : undefined);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setFuzzing(false);
    }
  };
  const impactFailures = impact ? impact.projects.failed + impact.fixtures.failed + impact.fuzz.failures : 0;
  const save = () =>
    update(
      'rule-sets',
      { id: record.id, data: { ...record, content: JSON.parse(text) as Record<string, unknown>, changeNote }, previousData: record },
      {
        mutationMode: 'pessimistic',
        // A draft with problems is kept (work in progress), marked so, and cannot be published (docs/rules.md, drafts).
        onSuccess: () => {
          notify(
            problems.length > 0
              ? translate('resources.rule-sets.ui.savedWithProblems', { smart_count: problems.length })
              : translate('resources.rule-sets.ui.saved'),
            { type: problems.length > 0 ? 'warning' : 'info' },
          );
          void refetch();
        },
        onError: (error) => notify(error.message, { type: 'error' }),
      },
    );

  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('resources.rule-sets.ui.pageTitle', { key: record.key, id: record.id })} />
      {/* Title and author on the left, the actions in one row beside them at 1366 px. */}
      {/* Wraps only when the actions do not fit (a draft's, in English): never wider than the screen. */}
      <Stack direction="row" alignItems="center" sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }} data-testid="rule-set-header">
        {/* The title gives way (the author line is cut short) before the actions would wrap. */}
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <Stack direction="row" spacing={1} alignItems="center">
            <Typography variant="h6">
              {record.key} #{record.id} {record.ruleSetVersion ? `v${record.ruleSetVersion}` : ''}
            </Typography>
            <StatusChip status={record.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary" noWrap>
            {record.createdByName} · {formatDateTime(record.updatedAt, displayLocale)} · {record.checksum.slice(0, 12)}
          </Typography>
        </Box>
        <Stack
          direction="row"
          spacing={0.5}
          alignItems="center"
          sx={{ flexShrink: 0, '& .MuiButton-root': { whiteSpace: 'nowrap', px: 1 } }}
        >
          {draft && (
            <span title={brokenJson ? translate('resources.rule-sets.ui.saveInvalidJson', brokenJson) : undefined}>
              <Button variant="outlined" disabled={!dirty || saving || brokenJson !== null} onClick={save}>
                {translate('resources.rule-sets.ui.save')}
              </Button>
            </span>
          )}
          {draft && (
            <Button color="error" disabled={removing} onClick={() => setConfirming('delete')}>
              {translate('resources.rule-sets.ui.deleteDraft')}
            </Button>
          )}
          {draft && (
            <Button disabled={busy || fuzzing || brokenJson !== null} onClick={() => void fuzz()}>
              {translate('resources.rule-sets.ui.runFuzz')}
            </Button>
          )}
          <Button
            disabled={busy || dirty}
            onClick={() => {
              setTab('tests');
              void run(() => call<RuleSetTestRun>(`/${record.id}/tests`, {}), setTests);
            }}
          >
            {translate('resources.rule-sets.ui.runTests')}
          </Button>
          {draft && (
            <Button
              disabled={busy || dirty}
              onClick={() => {
                setTab('impact');
                void checkImpact();
              }}
            >
              {translate('resources.rule-sets.ui.runImpact')}
            </Button>
          )}
          {draft && (
            <Button
              variant="contained"
              color="success"
              disabled={busy || dirty || !checked || problems.length > 0 || unchangedFrom !== undefined}
              title={
                problems.length > 0
                  ? translate('resources.rule-sets.ui.fixFirst')
                  : unchangedFrom !== undefined
                    ? translate('resources.rule-sets.ui.unchanged', { version: unchangedFrom })
                    : undefined
              }
              onClick={() => {
                setPublishNote(changeNote ?? '');
                setConfirming('publish');
                // The question shows what publishing changes: the impact, checked now if not yet.
                if (!impact) void checkImpact();
              }}
            >
              {translate('resources.rule-sets.ui.publish')}
            </Button>
          )}
          {record.status === 'archived' && (
            <Button
              variant="contained"
              color="warning"
              disabled={busy}
              onClick={() => {
                setRollbackNote('');
                setConfirming('rollback');
                // Republishing an old version shows what it changes first, as publishing a draft does.
                if (!impact) void checkImpact();
              }}
            >
              {translate('resources.rule-sets.ui.rollback')}
            </Button>
          )}
        </Stack>
      </Stack>
      {busy && <LinearProgress sx={{ mb: 1 }} />}
      {fuzzing && <LinearProgress sx={{ mb: 1 }} aria-label={translate('resources.rule-sets.ui.runFuzz')} />}
      {conflict && (
        <Alert
          severity="warning"
          sx={{ mb: 1 }}
          data-testid="publish-conflict"
          action={
            <Button color="inherit" size="small" onClick={() => window.location.reload()}>
              {translate('resources.rule-sets.ui.reload')}
            </Button>
          }
        >
          {conflict}
        </Alert>
      )}
      {refusal && (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="publish-refusal" onClose={() => setRefusal(undefined)}>
          <Typography variant="body2">{refusal.message}</Typography>
          <Problems problems={refusal.problems} text={text} onPick={pick} testId="refusal-problems" />
        </Alert>
      )}
      {draft && !dirty && unchangedFrom !== undefined && (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="draft-unchanged">
          {translate('resources.rule-sets.ui.unchanged', { version: unchangedFrom })}
        </Alert>
      )}
      <Dialog open={confirming === 'delete'} onClose={() => setConfirming(null)} aria-labelledby="delete-title" maxWidth="sm" fullWidth>
        <DialogTitle id="delete-title">{translate('resources.rule-sets.ui.deleteDraftTitle', { id: record.id })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2">{translate('resources.rule-sets.ui.deleteDraftText')}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>{translate('ra.action.cancel')}</Button>
          <Button color="error" variant="contained" disabled={removing} onClick={removeDraft}>
            {translate('resources.rule-sets.ui.deleteDraft')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={confirming === 'publish'} onClose={() => setConfirming(null)} aria-labelledby="publish-title" maxWidth="sm" fullWidth>
        <DialogTitle id="publish-title">{translate('resources.rule-sets.ui.publishTitle', { key: record.key })}</DialogTitle>
        <DialogContent>
          <ImpactSummary impact={impact} job={impactJob} />
          <TextField
            fullWidth
            required
            margin="dense"
            label={translate('resources.rule-sets.ui.changeNote')}
            value={publishNote}
            onChange={(event) => setPublishNote(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            color="success"
            // Not while the impact lists failures, nor without saying why (docs/rules.md, publishing).
            disabled={busy || !impact || impactFailures > 0 || publishNote.trim() === ''}
            onClick={() =>
              void run(
                () => call<AdminRuleSetVersion>(`/${record.id}/publish`, { version: record.version, changeNote: publishNote.trim() }),
                (published) => {
                  setConfirming(null);
                  setRefusal(undefined);
                  notify(translate('resources.rule-sets.ui.published', { version: published.ruleSetVersion }), { type: 'success' });
                  void refetch();
                },
              )
            }
          >
            {translate('resources.rule-sets.ui.publish')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={confirming === 'rollback'} onClose={() => setConfirming(null)} aria-labelledby="rollback-title" maxWidth="sm" fullWidth>
        <DialogTitle id="rollback-title">{translate('resources.rule-sets.ui.rollback')}</DialogTitle>
        <DialogContent>
          <ImpactSummary impact={impact} job={impactJob} />
          <TextField
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's one field takes the focus when it opens (WAI-ARIA dialog pattern)
            autoFocus
            fullWidth
            required
            margin="dense"
            label={translate('resources.rule-sets.ui.rollbackNote')}
            value={rollbackNote}
            onChange={(event) => setRollbackNote(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            color="warning"
            disabled={busy || !impact || impactFailures > 0 || rollbackNote.trim() === ''}
            onClick={() =>
              void run(
                () => call<AdminRuleSetVersion>(`/${record.id}/rollback`, { changeNote: rollbackNote.trim() }),
                (created) => {
                  setConfirming(null);
                  notify(translate('resources.rule-sets.ui.rolledBack', { version: created.ruleSetVersion }), { type: 'success' });
                  redirect('edit', 'rule-sets', created.id);
                },
              )
            }
          >
            {translate('resources.rule-sets.ui.rollback')}
          </Button>
        </DialogActions>
      </Dialog>
      <TextField
        fullWidth
        size="small"
        label={translate('resources.rule-sets.ui.changeNote')}
        value={changeNote ?? ''}
        disabled={!draft}
        onChange={(e) => setChangeNote(e.target.value)}
        sx={{ mb: 1 }}
      />
      {!draft && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('resources.rule-sets.ui.readOnly')}
        </Alert>
      )}
      <Tabs value={tab} onChange={(_e, value: string) => setTab(value)} sx={{ mb: 1 }}>
        {['editor', 'tests', 'tryIt', 'impact', 'diff'].map((name) => (
          <Tab key={name} value={name} label={translate(`resources.rule-sets.ui.${name}`)} />
        ))}
      </Tabs>
      <Suspense fallback={<CircularProgress />}>
        <Box sx={{ display: tab === 'editor' ? 'block' : 'none' }}>
          <RuleEditor
            id={record.id}
            value={text}
            onChange={setText}
            readOnly={!draft}
            support={support}
            problems={marked}
            reveal={reveal}
          />
          {/* Kept in sight below the editor on a short screen (docs/rules.md). */}
          <Box
            sx={{ position: 'sticky', bottom: 0, zIndex: 20, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', pt: 0.5 }}
          >
            {fuzzedClean === text && problems.length === 0 && (
              <Alert severity="success" data-testid="fuzz-clean">
                {translate('resources.rule-sets.ui.fuzzClean')}
              </Alert>
            )}
            <Problems problems={problems} text={text} onPick={pick} />
          </Box>
        </Box>
        {tab === 'tests' && <TestsTab run={tests} />}
        {tab === 'tryIt' && <TryTab id={record.id} content={text} />}
        {tab === 'impact' && (impact ? <ImpactTab report={impact} /> : <JobProgress job={impactJob} />)}
        {tab === 'diff' && <DiffTab record={record} />}
      </Suspense>
    </Box>
  );
}
