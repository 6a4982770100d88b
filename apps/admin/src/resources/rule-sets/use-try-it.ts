import { useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import type { RuleSetTryAnswer } from '@lsp/contracts';
import { pretty } from './rule-set-format';
import { useRuleSetActions } from './use-rule-sets';

/**
 * "Try it": form values typed as JSON, calculated with the saved version. The values start as the
 * first test case's inputs, so there is something to change rather than a blank field.
 */
export function useTryIt(id: number, content: string) {
  const call = useRuleSetActions();
  const notify = useNotify();
  const initial = useMemo(() => {
    try {
      const first = (JSON.parse(content) as { tests?: { inputs: Record<string, unknown> }[] }).tests?.[0]?.inputs ?? {};
      return pretty(
        Object.entries(first)
          .filter(([key]) => key !== 'changedFields')
          .map(([key, value]) => ({ key, value })),
      );
    } catch {
      return '[]';
    }
  }, [content]);
  const [formValues, setFormValues] = useState(initial);
  const [answer, setAnswer] = useState<RuleSetTryAnswer>();
  const calculate = async () => {
    try {
      setAnswer(await call<RuleSetTryAnswer>(`/${id}/try`, { formValues: JSON.parse(formValues) as unknown }));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return { formValues, setFormValues, answer, calculate };
}
