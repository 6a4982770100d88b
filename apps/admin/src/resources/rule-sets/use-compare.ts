import { useEffect, useState } from 'react';
import { useGetList } from 'react-admin';
import type { AdminRuleSetVersion, RuleSetDiff } from '@lsp/contracts';
import { useRuleSetActions } from './use-rule-sets';

/**
 * The comparison of this version with another of the same rule set: the published one until
 * another is chosen (else the newest other), fetched again when this version is saved.
 */
export function useCompare(record: AdminRuleSetVersion) {
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
  return { others, chosen, choose: setOther, diff };
}
