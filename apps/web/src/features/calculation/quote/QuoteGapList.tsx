import { useCallback, useMemo } from 'react';
import { Box, Link } from '@mui/material';
import type { QuoteGapData } from '@lsp/contracts';
import type { FieldProblemCode, StepBlocker } from '@lsp/domain';
import { useCalculatorTexts } from '../fields/texts';
import { useCalculator } from '../state/calculator-context';
import { parseNonStandardField } from '../steps/entry-refusal';
import { useEntryLabel } from '../steps/entry-label';
import { calculatorQuoteGaps, gapBlocker } from './quote-gaps';

/** The quote's gaps for the entries on screen: one list for the quote panel and the send dialog (docs/live-quote.md#one-validity). */
export function useQuoteGaps(): QuoteGapData[] {
  const { state, problems, costs } = useCalculator();
  const serverMessages = costs.answer?.messages;
  return useMemo(
    () =>
      calculatorQuoteGaps({
        values: state.values,
        problems,
        browserMessages: state.answer.messages,
        serverMessages: serverMessages ?? [],
        nonStandardComponents: state.nonStandardComponents,
      }),
    [state.values, problems, state.answer.messages, serverMessages, state.nonStandardComponents],
  );
}

/** A gap in words: the entry's name (null for the quote as a whole) and what is wrong, as the documents say it too. */
export function useGapText(): (gap: QuoteGapData) => { label: string | null; text: string } {
  const { t, problemText, messageText } = useCalculatorTexts();
  const entryLabel = useEntryLabel();
  return useCallback(
    (gap: QuoteGapData) => {
      const row = gap.field === null ? undefined : parseNonStandardField(gap.field);
      const label =
        gap.field === null
          ? null
          : row
            ? `${t('calculator.nonStandard.row', { n: String(row.row) })}, ${t(`calculator.nonStandard.${row.part}`)}`
            : entryLabel(gap.field);
      const text = gap.problem
        ? (problemText(gap.problem as FieldProblemCode) ?? '')
        : gap.message
          ? messageText({ key: gap.message.key, params: gap.message.params })
          : '';
      return { label, text };
    },
    [t, problemText, messageText, entryLabel],
  );
}

/** The gaps as a list; with `onOpen`, each entry's name is a link to its field on its step. */
export function QuoteGapList({
  gaps,
  onOpen,
  testId,
}: {
  gaps: readonly QuoteGapData[];
  onOpen?(blocker: StepBlocker): void;
  testId?: string;
}) {
  const gapText = useGapText();
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid={testId}>
      {gaps.map((gap, index) => {
        const { label, text } = gapText(gap);
        const blocker = onOpen ? gapBlocker(gap) : null;
        return (
          <li key={`${gap.field ?? ''}-${gap.problem?.code ?? gap.message?.key ?? ''}-${index}`} data-field={gap.field ?? undefined}>
            {label !== null &&
              (blocker && onOpen ? (
                <Link component="button" type="button" onClick={() => onOpen(blocker)} sx={{ verticalAlign: 'baseline' }}>
                  {label}
                </Link>
              ) : (
                label
              ))}
            {label !== null && ': '}
            {text}
          </li>
        );
      })}
    </Box>
  );
}
