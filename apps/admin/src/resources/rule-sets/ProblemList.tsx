import { useMemo } from 'react';
import { Alert, Box, List as MuiList, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RuleSetProblemData } from '@lsp/contracts';
import { lineOf, pointerSpans } from './json-locations';
import { inputsText, problemText } from './problem-text';

/**
 * The check's problems, each with the line it is on; a click shows it in the text. Used below the
 * editor and, with its own test id, inside a refusal of the publish gate.
 */
export function ProblemList({
  problems,
  text,
  onPick,
  testId = 'rule-problems',
}: {
  problems: readonly RuleSetProblemData[];
  text: string;
  onPick: (problem: RuleSetProblemData) => void;
  testId?: string;
}) {
  const translate = useTranslate();
  const spans = useMemo(() => pointerSpans(text), [text]);
  if (!problems.length)
    return (
      <Alert severity="success" data-testid={testId}>
        {translate('resources.rule-sets.ui.noProblems')}
      </Alert>
    );
  return (
    <Box data-testid={testId}>
      <Typography variant="subtitle2">
        {translate('resources.rule-sets.ui.problems')} ({problems.length})
      </Typography>
      <MuiList dense sx={{ maxHeight: 200, overflow: 'auto' }}>
        {problems.map((p, i) => {
          const line = lineOf(text, spans, p);
          const where = [line === undefined ? '' : translate('resources.rule-sets.ui.line', { line }), p.path].filter(Boolean).join(' · ');
          return (
            <ListItemButton key={i} onClick={() => onPick(p)} data-testid="rule-problem">
              <ListItemText
                primary={problemText(p, translate)}
                secondary={
                  <>
                    {where || '/'}
                    {p.inputs && (
                      <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }} data-testid="failing-inputs">
                        {translate('resources.rule-sets.ui.failingInputs')}: {inputsText(p.inputs)}
                      </Box>
                    )}
                  </>
                }
              />
            </ListItemButton>
          );
        })}
      </MuiList>
    </Box>
  );
}
