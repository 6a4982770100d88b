import type { CalculationMessageData, QuoteGapData } from '@lsp/contracts';
import { PRICE_INCOMPLETE_MESSAGES, quoteGaps, type CalculatorTab, type FieldProblemCode, type StepBlocker } from '@lsp/domain';
import { nonStandardRequest, NON_STANDARD_LIMITS, type FormValues, type NonStandardComponent } from '../state/form-state';

/** The field key of a non-standard row's part, as the save's refusal names it (steps/entry-refusal.ts). */
const rowField = (index: number, part: 'description' | 'price' | 'quantity') => `nonStandard.${index + 1}.${part}`;

/**
 * The non-standard rows the form refuses: they are left out of the price (never priced at the last
 * value that was valid) and keep the quote incomplete until corrected (docs/live-quote.md#one-validity).
 */
export function nonStandardGaps(components: readonly NonStandardComponent[]): QuoteGapData[] {
  const gap = (index: number, part: 'description' | 'price' | 'quantity', problem: FieldProblemCode): QuoteGapData => ({
    field: rowField(index, part),
    step: 'configuration',
    problem: { ...problem },
  });
  return components.flatMap((component, index) => [
    ...(component.description.trim() === '' ? [gap(index, 'description', { code: 'isRequired' })] : []),
    ...(component.priceInvalid === undefined
      ? []
      : [
          gap(
            index,
            'price',
            component.priceInvalid === 'invalid'
              ? { code: 'outOfRange', min: 0, max: NON_STANDARD_LIMITS.price }
              : { code: component.priceInvalid },
          ),
        ]),
    ...(component.quantityInvalid === undefined
      ? []
      : [
          gap(
            index,
            'quantity',
            component.quantityInvalid === 'outOfRange'
              ? { code: 'outOfRange', min: 0, max: NON_STANDARD_LIMITS.quantity }
              : { code: 'wholeNumber' },
          ),
        ]),
  ]);
}

/**
 * What keeps the quote on screen from being complete: the domain's one list (`quoteGaps`, which the
 * server's answer and the documents carry too) for the entries as the calculator holds them (the
 * problems of text that is no value included), the rules' messages of this browser and the
 * server's priced ones, and the non-standard rows the form refuses, after the configuration's gaps.
 */
export function calculatorQuoteGaps(input: {
  values: FormValues;
  problems: Readonly<Record<string, FieldProblemCode>>;
  browserMessages: readonly CalculationMessageData[];
  serverMessages: readonly CalculationMessageData[];
  nonStandardComponents: readonly NonStandardComponent[];
}): QuoteGapData[] {
  // What the price leaves out is the priced answer's to say: the browser's rules see no prices (and,
  // with a montage location just emptied, not yet the building's that the server's answer follows).
  const priced = (m: CalculationMessageData) => PRICE_INCOMPLETE_MESSAGES.includes(m.key);
  const messages = [...input.browserMessages.filter((m) => !priced(m)), ...input.serverMessages.filter(priced)];
  const gaps = quoteGaps(input.values, messages, {
    problems: input.problems,
    nonStandard: nonStandardRequest(input.nonStandardComponents).length > 0,
  });
  const rows = nonStandardGaps(input.nonStandardComponents);
  const after = gaps.findIndex((gap) => gap.step !== 'basic-input' && gap.step !== 'configuration');
  return after < 0 ? [...gaps, ...rows] : [...gaps.slice(0, after), ...rows, ...gaps.slice(after)];
}

/** A gap as a blocker of its step, so a link takes the user to its field there. */
export function gapBlocker(gap: QuoteGapData): StepBlocker | null {
  if (gap.field === null || gap.step === null) return null;
  const tab = gap.step as CalculatorTab;
  if (gap.problem) return { tab, field: gap.field, problem: gap.problem as FieldProblemCode };
  return gap.message ? { tab, field: gap.field, message: { key: gap.message.key, params: gap.message.params, level: 'error' } } : null;
}
