/**
 * Where the "Why?" popover finds a rule's user-facing explanation: `ruleExplanation.<id>`.
 *
 * i18next reads `.` as its key separator and `:` as its namespace separator, so a rule id with
 * either (possible for rules added later in the backoffice) would point into the wrong place.
 * Those characters, and `%` itself so that the mapping stays one-to-one, are written as `%2E`,
 * `%3A` and `%25` in the catalogue key; every other id is its own key.
 */
export const RULE_EXPLANATION_PREFIX = 'ruleExplanation';

const escapes: Readonly<Record<string, string>> = { '%': '%25', '.': '%2E', ':': '%3A' };

/** The catalogue key (below `ruleExplanation`) of a rule id. */
export function ruleExplanationId(ruleId: string): string {
  return ruleId.replace(/[%.:]/g, (character) => escapes[character] ?? character);
}

/** The full i18next key of a rule's explanation, e.g. `ruleExplanation.closure-components`. */
export function ruleExplanationKey(ruleId: string): string {
  return `${RULE_EXPLANATION_PREFIX}.${ruleExplanationId(ruleId)}`;
}

/** The rule id a catalogue key (below `ruleExplanation`) stands for: the inverse of `ruleExplanationId`. */
export function ruleIdOfExplanation(id: string): string {
  return id.replace(/%(25|2E|3A)/g, (_, code: string) => String.fromCharCode(Number.parseInt(code, 16)));
}
