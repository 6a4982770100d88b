import { useState } from 'react';
import type { RuleSetTestRun } from '@lsp/contracts';
import type { VersionRequest } from './use-version-requests';
import { useRuleSetActions } from './use-rule-sets';

/** The version's own test cases, run on the saved version when asked; the last run's result stays until the next. */
export function useRuleTests(request: VersionRequest) {
  const call = useRuleSetActions();
  const [result, setResult] = useState<RuleSetTestRun>();
  const start = (id: number) => request(() => call<RuleSetTestRun>(`/${id}/tests`, {}), setResult);
  return { result, start };
}
