import { useRef } from 'react';
import { useDelete, useNotify, useRedirect, useTranslate } from 'react-admin';
import type { AdminRuleSetVersion } from '@lsp/contracts';

/** Deleting a draft after a question; the list is where the page goes when it is gone (docs/backoffice.md). */
export function useDeleteDraft(closeQuestion: () => void) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [remove, { isPending: removing }] = useDelete<AdminRuleSetVersion>();
  const deleting = useRef(false);
  const removeDraft = (record: AdminRuleSetVersion) => {
    // A second click while the first delete is under way does nothing.
    if (deleting.current) return;
    deleting.current = true;
    void remove(
      'rule-sets',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          closeQuestion();
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
  return { removing, removeDraft };
}

export type DraftDeletion = ReturnType<typeof useDeleteDraft>;
