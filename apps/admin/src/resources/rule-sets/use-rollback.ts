import { useState } from 'react';
import { useNotify, useRedirect, useTranslate } from 'react-admin';
import type { AdminRuleSetVersion } from '@lsp/contracts';
import type { Impact } from './use-impact';
import type { QuestionState } from './use-question';
import type { VersionRequests } from './use-version-requests';
import { useRuleSetActions } from './use-rule-sets';

/**
 * Republishing an archived version: the API publishes a copy of it as a new version, so the page
 * moves on to that one. The question starts with an empty note: it asks why the version comes back.
 */
export function useRollback({ requests, impact, question }: { requests: VersionRequests; impact: Impact; question: QuestionState }) {
  const call = useRuleSetActions();
  const notify = useNotify();
  const translate = useTranslate();
  const redirect = useRedirect();
  const [note, setNote] = useState('');
  const open = (record: AdminRuleSetVersion) => {
    setNote('');
    question.ask('rollback');
    // Republishing an old version shows what it changes first, as publishing a draft does.
    if (!impact.report) void impact.check(record.id);
  };
  const confirm = (record: AdminRuleSetVersion) =>
    void requests.request(
      () => call<AdminRuleSetVersion>(`/${record.id}/rollback`, { changeNote: note.trim() }),
      (created) => {
        question.close();
        notify(translate('resources.rule-sets.ui.rolledBack', { version: created.ruleSetVersion }), { type: 'success' });
        redirect('edit', 'rule-sets', created.id);
      },
    );
  return { note, setNote, open, confirm };
}

export type Rollback = ReturnType<typeof useRollback>;
