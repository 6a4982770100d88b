import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SPINNER_ESCALATION_MS, type OperationCode } from './operation-codes';
import { ReportProblemLink } from './ReportProblemLink';

interface LoadingScreenProps {
  /** Which step is running; shown small, for support. */
  code: OperationCode;
  /** A text for the user when the step failed; replaces the spinner. */
  error?: string;
  onRetry?: () => void;
  /** Fill the window (before the shell exists) instead of the content area. */
  fullScreen?: boolean;
}

function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setElapsed(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return elapsed;
}

/** A spinner naming its operation code; after 5 s, or on error, it offers to report the problem. */
export function LoadingScreen({ code, error, onRetry, fullScreen = false }: LoadingScreenProps) {
  const { t } = useTranslation();
  const slow = useElapsed(SPINNER_ESCALATION_MS);
  return (
    <Box
      data-operation-code={code}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3, minHeight: fullScreen ? '100vh' : 320 }}
    >
      {error === undefined ? (
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }} role="status" aria-live="polite">
          <CircularProgress aria-label={t('loading.text')} />
          <Typography color="text.secondary">{t('loading.text')}</Typography>
          <Typography variant="caption" color="text.secondary">
            {t('loading.operationCode', { code })}
          </Typography>
          {slow && (
            <Typography variant="body2" color="text.secondary">
              {t('loading.slow')} <ReportProblemLink code={code} />
            </Typography>
          )}
        </Stack>
      ) : (
        <Alert
          severity="error"
          sx={{ maxWidth: 560 }}
          action={
            onRetry && (
              <Button color="inherit" size="small" onClick={onRetry}>
                {t('loading.retry')}
              </Button>
            )
          }
        >
          <AlertTitle>{t('loading.failed')}</AlertTitle>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {error}
          </Typography>
          <Typography variant="caption" component="p" sx={{ mb: 1 }}>
            {t('loading.operationCode', { code })}
          </Typography>
          <ReportProblemLink code={code} />
        </Alert>
      )}
    </Box>
  );
}
