import { Alert, AlertTitle, Link, Stack, Typography } from '@mui/material';
import type { CalculationAnswer, CalculationMessageData } from '@lsp/contracts';
import { ReportProblemLink } from '../../../components/feedback/ReportProblemLink';
import { focusField } from '../fields/focus-field';
import { useCalculatorTexts } from '../fields/texts';

/** The operation code of the calculation (rules in the browser or the quote on the server), for support. */
export const CALCULATION_CODE = 'BKCC-calculation';

/** The `calculation.failed` message of an answer whose rules failed; undefined when they ran. */
export const calculationFailure = (answer: Pick<CalculationAnswer, 'messages'> | null | undefined) =>
  answer?.messages.find((m) => m.key === 'calculation.failed');

/**
 * The rules failed (the loading and error pattern of docs/design.md#loading-and-access): what happened, the entry that
 * made them fail where the failure names it, the operation code and the report link.
 */
export function CalculationFailure({ message }: { message: CalculationMessageData | null | undefined }) {
  const { t, fieldLabel } = useCalculatorTexts();
  if (!message) return null;
  const field = message.field;
  return (
    <Alert severity="error" role="alert" data-testid="calculation-failed" data-operation-code={CALCULATION_CODE}>
      <AlertTitle>{t('calculator.failure.title')}</AlertTitle>
      <Stack spacing={1}>
        <Typography variant="body2">{t('calculation.failed')}</Typography>
        {field && (
          <Typography variant="body2" data-testid="calculation-failed-field">
            {t('calculator.failure.field', { field: fieldLabel(field) })}{' '}
            <Link component="button" type="button" onClick={() => focusField(field)} sx={{ verticalAlign: 'baseline' }}>
              {t('calculator.failure.goToField')}
            </Link>
          </Typography>
        )}
        <Typography variant="caption" component="p">
          {t('loading.operationCode', { code: CALCULATION_CODE })}
        </Typography>
        <span>
          <ReportProblemLink code={CALCULATION_CODE} />
        </span>
      </Stack>
    </Alert>
  );
}
