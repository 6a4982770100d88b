import { Alert, List, ListItem } from '@mui/material';
import type { FieldProblemCode } from '@lsp/domain';
import { useCalculatorTexts } from '../fields/texts';

/**
 * Why "Weiter" did not go on: the fields whose entries stop it, each with its problem, so a user
 * who pressed it sees more than fields turning red somewhere above.
 */
export function BlockedStepNotice({ problems }: { problems: Readonly<Record<string, FieldProblemCode>> }) {
  const { t, fieldLabel, problemText } = useCalculatorTexts();
  const fields = Object.keys(problems);
  if (fields.length === 0) return null;
  return (
    <Alert severity="warning" data-testid="next-blocked" role="alert">
      {t('calculator.nextBlocked')}
      <List dense disablePadding>
        {fields.map((field) => (
          <ListItem key={field} disableGutters sx={{ py: 0 }}>{`${fieldLabel(field)}: ${problemText(problems[field]) ?? ''}`}</ListItem>
        ))}
      </List>
    </Alert>
  );
}
