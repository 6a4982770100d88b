import { useEffect, useState } from 'react';
import { useGetList } from 'react-admin';
import type { AdminRuleSetVersion, RuleSetDiff } from '@lsp/contracts';
import { useRuleSetActions } from './use-rule-sets';

/**
 * The published version a draft's rules are identical to, if they are: such a draft has nothing to
 * publish (docs/rules.md). Only the version number may differ.
 */
export function useUnchangedFrom(record: AdminRuleSetVersion | undefined): number | undefined {
  const call = useRuleSetActions();
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
  return unchangedFrom;
}
