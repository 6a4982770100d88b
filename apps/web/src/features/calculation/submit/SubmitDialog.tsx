import { useEffect, useRef, useState } from 'react';
import { CheckCircle, Send } from '@mui/icons-material';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { REQUEST_TYPES, type RequestType } from '@lsp/domain';
import { useDescribeError } from '../../../core/api/use-describe-error';
import { useCalculatorTexts } from '../fields/texts';
import { useCalculator } from '../state/calculator-context';
import { QuoteGapList, useQuoteGaps } from '../quote/QuoteGapList';
import { usePhone } from '../../../components/layout/phone';

interface SubmitDialogProps {
  open: boolean;
  onClose(): void;
  /** Saves the project as SUBMITTED with the request type and remarks. */
  onSend(requestType: RequestType, remarks: string): Promise<void>;
}

/** The final screen ('You did it'): request type and remarks, then Send, which becomes 'Submitted!'. */
export function SubmitDialog({ open, onClose, onSend }: SubmitDialogProps) {
  const { state, serverProblems } = useCalculator();
  const { t, optionLabel, serverProblemText } = useCalculatorTexts();
  // The entries are complete, the price may not be: the quote panel's own list (docs/live-quote.md#one-validity).
  const incomplete = useQuoteGaps();
  const phone = usePhone();
  const describe = useDescribeError();
  const [requestType, setRequestType] = useState<RequestType | ''>(
    typeof state.values.requestType === 'string' ? (state.values.requestType as RequestType) : '',
  );
  const [remarks, setRemarks] = useState(typeof state.values.remarks === 'string' ? state.values.remarks : '');
  const [phase, setPhase] = useState<'editing' | 'sending' | 'submitted'>('editing');
  const [error, setError] = useState<string | null>(null);
  // "is required" shows only after a try to send (validation after interaction), not on opening.
  const [tried, setTried] = useState(false);
  const requestTypeInput = useRef<{ focus(): void }>(null);
  const missingType = tried && requestType === '';
  // What the server refused in the remarks as they still are (docs/api.md#error-codes).
  const remarksProblem =
    serverProblems.remarks && serverProblems.remarks.value === remarks ? serverProblemText(serverProblems.remarks) : undefined;
  // Sent: "Senden" is disabled and the focus would fall to the page; the confirmation takes it (read out as it is focused).
  const confirmation = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (phase === 'submitted') confirmation.current?.focus();
  }, [phase]);
  const send = async () => {
    if (requestType === '') {
      setTried(true);
      requestTypeInput.current?.focus();
      return;
    }
    setPhase('sending');
    setError(null);
    try {
      await onSend(requestType, remarks);
      setPhase('submitted');
    } catch (caught) {
      setError(describe(caught));
      setPhase('editing');
    }
  };
  return (
    <Dialog fullScreen={phone} open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="submit-title" disableScrollLock>
      <DialogTitle id="submit-title">{t('calculator.submit.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>{t('calculator.submit.intro')}</Typography>
          {incomplete.length > 0 && (
            <Alert severity="info" data-testid="submit-price-incomplete">
              {t('calculator.quote.missing')}
              <QuoteGapList gaps={incomplete} />
              {t('calculator.submit.pricedInOffer')}
            </Alert>
          )}
          <TextField
            select
            size="small"
            id="field-requestType"
            label={t('fields.requestType')}
            value={requestType}
            disabled={phase !== 'editing'}
            required
            error={missingType}
            helperText={missingType ? t('calculator.problem.isRequired') : undefined}
            onChange={(event) => setRequestType(event.target.value as RequestType)}
            inputRef={requestTypeInput}
            slotProps={{
              select: {
                MenuProps: { disableScrollLock: true },
                SelectDisplayProps: { 'aria-required': true, 'aria-invalid': missingType },
              },
            }}
          >
            {REQUEST_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {optionLabel('requestType', type)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            multiline
            minRows={3}
            id="field-remarks"
            label={t('fields.remarks')}
            value={remarks}
            disabled={phase !== 'editing'}
            error={remarksProblem !== undefined}
            helperText={remarksProblem}
            onChange={(event) => setRemarks(event.target.value.slice(0, 4000))}
          />
          {phase === 'submitted' && (
            <Alert severity="success" icon={<CheckCircle />} ref={confirmation} tabIndex={-1} data-testid="submit-confirmation">
              {t('calculator.submit.done')}
            </Alert>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('calculator.submit.close')}</Button>
        <Button
          variant="contained"
          startIcon={phase === 'submitted' ? <CheckCircle /> : <Send />}
          disabled={phase !== 'editing'}
          onClick={() => void send()}
        >
          {phase === 'submitted' ? t('calculator.submit.submitted') : t('calculator.submit.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
