import type { RuleSetProblemData } from '@lsp/contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A problem of the rule check in the screen's language, from its code and the names it gives
 * (docs/rules.md); the English diagnosis stays in the API's answer.
 */
export function problemText(problem: RuleSetProblemData, translate: Translate): string {
  const named = problem.params ? translate(`resources.rule-sets.problem.named.${problem.code}`, { ...problem.params, _: '' }) : '';
  return (
    named || translate(`resources.rule-sets.problem.plain.${problem.code}`, { _: translate('resources.rule-sets.problem.plain.REFUSED') })
  );
}

/** Form values a failure on random inputs failed for, short: the fields that hold a value. */
export function inputsText(inputs: readonly { key: string; value: unknown }[]): string {
  return inputs
    .filter(({ value }) => value !== null && value !== '')
    .map(({ key, value }) => `${key} = ${JSON.stringify(value)}`)
    .join(', ');
}
