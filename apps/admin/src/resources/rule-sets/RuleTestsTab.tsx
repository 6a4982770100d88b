import { Alert, Box, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RuleSetTestRun } from '@lsp/contracts';

/** The test cases' last run: each case passed or what differed, and whether the compiled and the interpreted evaluation agree. */
export function RuleTestsTab({ result }: { result: RuleSetTestRun | undefined }) {
  const translate = useTranslate();
  if (!result) return null;
  return (
    <Box data-testid="rule-tests">
      <Alert severity={result.failed || result.disagreements ? 'error' : 'success'}>
        {translate('resources.rule-sets.ui.passed', result)}
      </Alert>
      <Table size="small">
        <TableBody>
          {result.cases.map((c) => (
            <TableRow key={c.name}>
              <TableCell>
                {c.passed ? '✔' : '✖'} {c.name}
              </TableCell>
              <TableCell>
                {c.error ?? c.mismatches.map((m) => `${m.path}: ${JSON.stringify(m.expected)} ≠ ${JSON.stringify(m.actual)}`).join('; ')}
              </TableCell>
              <TableCell>{c.agrees ? translate('resources.rule-sets.ui.agrees') : c.disagreement}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
