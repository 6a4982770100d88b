import { Suspense, useState } from 'react';
import { Alert, Box, CircularProgress, Tab, Tabs, TextField } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import type { AdminRuleSetVersion } from '@lsp/contracts';
import { CompareTab } from './CompareTab';
import { DeleteDraftDialog } from './DeleteDraftDialog';
import { EditorTab } from './EditorTab';
import { ImpactTab } from './ImpactTab';
import { PublishDialog } from './PublishDialog';
import { RollbackDialog } from './RollbackDialog';
import { type ActionState, RuleSetActions } from './RuleSetActions';
import { RuleSetHeader } from './RuleSetHeader';
import { RuleSetNotices } from './RuleSetNotices';
import { RuleTestsTab } from './RuleTestsTab';
import { TryItTab } from './TryItTab';
import { useDeleteDraft } from './use-delete-draft';
import { useImpact } from './use-impact';
import { usePublish } from './use-publish';
import { useQuestion } from './use-question';
import { useRollback } from './use-rollback';
import { useRuleCheck } from './use-rule-check';
import { useRuleTests } from './use-rule-tests';
import { useSaveDraft } from './use-save-draft';
import { useUnchangedFrom } from './use-unchanged-from';
import { useVersionRequests } from './use-version-requests';
import { useVersionText } from './use-version-text';

const TABS = ['editor', 'tests', 'tryIt', 'impact', 'diff'] as const;
type TabName = (typeof TABS)[number];

/**
 * One version: the rules in Monaco, its test cases, "try it", impact, comparison, publish or
 * rollback. The page holds the state the parts share (the text, the check's problems, the open
 * question, the request under way) and composes them; where each part is: docs/backoffice.md.
 */
export function RuleSetEdit() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const { data: record, refetch } = useGetOne<AdminRuleSetVersion>('rule-sets', { id: Number(id) });
  const { text, setText, changeNote, setChangeNote, dirty } = useVersionText(record);
  const check = useRuleCheck(text);
  const question = useQuestion();
  const requests = useVersionRequests({ refetch, onRefused: check.setProblems, closeQuestion: question.close });
  const tests = useRuleTests(requests.request);
  const impact = useImpact(requests.request);
  const publish = usePublish({ requests, impact, question, refetch });
  const rollback = useRollback({ requests, impact, question });
  const deletion = useDeleteDraft(question.close);
  const { save, saving } = useSaveDraft(refetch);
  const unchangedFrom = useUnchangedFrom(record);
  const [tab, setTab] = useState<TabName>('editor');

  if (!record || record.content === undefined || text === undefined) return <CircularProgress sx={{ m: 4 }} />;
  const draft = record.status === 'draft';
  const actionState: ActionState = {
    dirty,
    busy: requests.busy,
    fuzzing: check.fuzzing,
    saving,
    removing: deletion.removing,
    checked: check.checked,
    problemCount: check.problems.length,
    unchangedFrom,
  };
  const on = {
    save: () => void save(record, text, changeNote, check.problems.length),
    delete: () => question.ask('delete'),
    fuzz: () => void check.fuzz(),
    tests: () => {
      setTab('tests');
      void tests.start(record.id);
    },
    impact: () => {
      setTab('impact');
      void impact.check(record.id);
    },
    publish: () => publish.open(record, changeNote),
    rollback: () => rollback.open(record),
  };

  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('resources.rule-sets.ui.pageTitle', { key: record.key, id: record.id })} />
      <RuleSetHeader record={record}>
        <RuleSetActions record={record} text={text} state={actionState} on={on} />
      </RuleSetHeader>
      <RuleSetNotices
        text={text}
        busy={requests.busy}
        fuzzing={check.fuzzing}
        conflict={requests.conflict}
        refusal={requests.refusal}
        onCloseRefusal={requests.closeRefusal}
        onPick={check.pick}
        unchangedFrom={draft && !dirty ? unchangedFrom : undefined}
      />
      <DeleteDraftDialog record={record} open={question.open === 'delete'} onClose={question.close} deletion={deletion} />
      <PublishDialog
        record={record}
        open={question.open === 'publish'}
        onClose={question.close}
        publish={publish}
        impact={impact}
        busy={requests.busy}
      />
      <RollbackDialog
        record={record}
        open={question.open === 'rollback'}
        onClose={question.close}
        rollback={rollback}
        impact={impact}
        busy={requests.busy}
      />
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
      <Tabs value={tab} onChange={(_e, value: TabName) => setTab(value)} sx={{ mb: 1 }}>
        {TABS.map((name) => (
          <Tab key={name} value={name} label={translate(`resources.rule-sets.ui.${name}`)} />
        ))}
      </Tabs>
      <Suspense fallback={<CircularProgress />}>
        <EditorTab id={record.id} text={text} onChange={setText} readOnly={!draft} check={check} shown={tab === 'editor'} />
        {tab === 'tests' && <RuleTestsTab result={tests.result} />}
        {tab === 'tryIt' && <TryItTab id={record.id} content={text} />}
        {tab === 'impact' && <ImpactTab report={impact.report} job={impact.job} />}
        {tab === 'diff' && <CompareTab record={record} />}
      </Suspense>
    </Box>
  );
}
