import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { RuleSetProblemData } from '@lsp/contracts';
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
export function problemsOf(error: unknown): RuleSetProblemData[] {
  const details =
    (error as { body?: { details?: { path: string; key?: string; message: string; params?: Record<string, string | number> }[] } }).body
      ?.details ?? [];
  // A rule problem names the rule engine's code and its names in `params` (docs/api.md#error-codes);
  // the gate's own refusals (a failing test case, …) their key.
  return details.map(({ path, key, message, params = {} }) => {
    const { code, ...names } = params;
    return {
      path: path.replace(/^\/content/, ''),
      message,
      code: typeof code === 'string' ? code : (key ?? 'REFUSED'),
      ...(Object.keys(names).length ? { params: names } : {}),
    };
  });
}
