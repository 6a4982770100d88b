import type { CalculationMessageData, QuoteGapData } from '@lsp/contracts';
import { quoteEntryProblems, stepBlockers, type FieldProblemCode } from './calculator-steps.js';

type Values = Readonly<Record<string, unknown>>;

/** The rules' messages that say a part of the price is left out (docs/domain.md#costs). */
export const PRICE_INCOMPLETE_MESSAGES: readonly string[] = ['costs.priceIncomplete', 'costs.installationNotPossible'];

/** Fields whose problem already says why the installation cannot be priced (its location, or the building's it follows). */
const MONTAGE_LOCATION_FIELDS = new Set(['montageBuildingLocation', 'buildingLocation']);

/**
 * What keeps a quote from being complete (docs/live-quote.md#one-validity), in the order of the
 * steps: every entry of every step that the form refuses or still needs (what "Next" and the save
 * would list), the rules' error messages, and the rules' messages that leave a part of the price
 * out. One list for the quote panel, the send dialog, the server's answer and the documents: a
 * quote is complete exactly when it is empty.
 * `problems` are the entries' problems (the calculator adds those of text that is no value);
 * `nonStandard` says the quote holds non-standard components, which the provider prices.
 * @example quoteGaps({ ...complete, montageBuildingLocation: 'abcd' }, answer.messages)[0] // { field: 'montageBuildingLocation', problem: { code: 'postalCode', digits: 5 } }
 */
export function quoteGaps(
  values: Values,
  messages: readonly CalculationMessageData[],
  options: { problems?: Readonly<Record<string, FieldProblemCode>>; nonStandard?: boolean } = {},
): QuoteGapData[] {
  const problems = options.problems ?? quoteEntryProblems(values);
  const gaps: QuoteGapData[] = stepBlockers('cost-calculation', values, { messages: [...messages] }, problems).map((blocker) =>
    'problem' in blocker
      ? { field: blocker.field, step: blocker.tab, problem: { ...blocker.problem } }
      : { field: blocker.field, step: blocker.tab, message: { key: blocker.message.key, params: { ...(blocker.message.params ?? {}) } } },
  );
  const locationNamed = gaps.some((gap) => gap.field !== null && MONTAGE_LOCATION_FIELDS.has(gap.field));
  for (const message of messages) {
    if (!PRICE_INCOMPLETE_MESSAGES.includes(message.key) || message.key === 'costs.priceIncomplete') continue;
    if (message.key === 'costs.installationNotPossible' && locationNamed) continue;
    gaps.push({ field: message.field ?? null, step: 'cost-calculation', message: { key: message.key, params: { ...message.params } } });
  }
  // "The price is incomplete" says no more than the list: it stays only for what nothing else names.
  const incomplete = messages.find((message) => message.key === 'costs.priceIncomplete');
  if (incomplete && options.nonStandard)
    gaps.push({ field: null, step: null, message: { key: 'costs.priceIncompleteNonStandard', params: {} } });
  else if (incomplete && gaps.length === 0)
    gaps.push({ field: null, step: null, message: { key: incomplete.key, params: { ...incomplete.params } } });
  return gaps;
}
