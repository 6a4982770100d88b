import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../../data/data-provider';

/** The rule-set actions of /api/admin/rule-sets. */
export function useRuleSetActions() {
  const provider = useDataProvider<AdminDataProvider>();
  return useCallback(
    <T>(path: string, body?: unknown, method?: string) => provider.action<T>(`rule-sets${path}`, { body, ...(method ? { method } : {}) }),
    [provider],
  );
}

/** The problems of a refused request (400 details), with paths into the rule set. */
export function problemsOf(error: unknown): { path: string; message: string; code: string }[] {
  const details = (error as { body?: { details?: { path: string; message: string }[] } }).body?.details ?? [];
  return details.map((d) => ({ path: d.path.replace(/^\/content/, ''), message: d.message, code: 'REFUSED' }));
}
