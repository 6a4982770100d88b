import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { AdminRuleSetVersion } from '@lsp/contracts';
import type { Impact } from './use-impact';
import type { QuestionState } from './use-question';
import type { VersionRequests } from './use-version-requests';
import { useRuleSetActions } from './use-rule-sets';

/**
 * Publishing a draft: a question with what it changes and a change note (the draft's own, to be
 * edited), then the publish gate. A refusal of the gate stays on the page (useVersionRequests).
 */
export function usePublish({
  requests,
  impact,
  question,
  refetch,
}: {
  requests: VersionRequests;
  impact: Impact;
  question: QuestionState;
  refetch: () => unknown;
}) {
  const call = useRuleSetActions();
  const notify = useNotify();
  const translate = useTranslate();
  const [note, setNote] = useState('');
  const open = (record: AdminRuleSetVersion, changeNote: string | undefined) => {
    setNote(changeNote ?? '');
    question.ask('publish');
    // The question shows what publishing changes: the impact, checked now if not yet.
    if (!impact.report) void impact.check(record.id);
  };
  const confirm = (record: AdminRuleSetVersion) =>
    void requests.request(
      () => call<AdminRuleSetVersion>(`/${record.id}/publish`, { version: record.version, changeNote: note.trim() }),
      (published) => {
        question.close();
        requests.closeRefusal();
        notify(translate('resources.rule-sets.ui.published', { version: published.ruleSetVersion }), { type: 'success' });
        void refetch();
      },
    );
  return { note, setNote, open, confirm };
}

export type Publish = ReturnType<typeof usePublish>;
