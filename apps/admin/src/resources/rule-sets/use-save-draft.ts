import { useNotify, useTranslate, useUpdate } from 'react-admin';
import type { AdminRuleSetVersion } from '@lsp/contracts';

/** Saving a draft's text and change note as they are typed. */
export function useSaveDraft(refetch: () => unknown) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending: saving }] = useUpdate<AdminRuleSetVersion>();
  const save = (record: AdminRuleSetVersion, text: string, changeNote: string | undefined, problemCount: number) =>
    update(
      'rule-sets',
      { id: record.id, data: { ...record, content: JSON.parse(text) as Record<string, unknown>, changeNote }, previousData: record },
      {
        mutationMode: 'pessimistic',
        // A draft with problems is kept (work in progress), marked so, and cannot be published (docs/rules.md, drafts).
        onSuccess: () => {
          notify(
            problemCount > 0
              ? translate('resources.rule-sets.ui.savedWithProblems', { smart_count: problemCount })
              : translate('resources.rule-sets.ui.saved'),
            { type: problemCount > 0 ? 'warning' : 'info' },
          );
          void refetch();
        },
        onError: (error) => notify(error.message, { type: 'error' }),
      },
    );
  return { save, saving };
}
