import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Logo } from '../header/Logo';
import type { OperationCode } from './operation-codes';
import { ReportProblemLink } from './ReportProblemLink';

/** A render error, shown in a layout without header (docs/design.md#screens-and-routes). */
export function ErrorScreen({ error, code = 'BKCC-index-error-boundary' }: { error: unknown; code?: OperationCode }) {
  const { t } = useTranslation();
  const text = error instanceof Error ? error.message : String(error);
  return (
    <Box
      data-operation-code={code}
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper sx={{ maxWidth: 600, width: '100%', p: 4 }} role="alert">
        <Stack spacing={2}>
          <Logo />
          <Typography variant="h5" component="h1">
            {t('error.title')}
          </Typography>
          <Typography color="text.secondary">{t('error.description')}</Typography>
          <Box
            component="pre"
            sx={{ m: 0, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 13 }}
          >
            {text}
          </Box>
          <Typography variant="caption" color="text.secondary">
            {t('loading.operationCode', { code })}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button variant="contained" onClick={() => window.location.reload()}>
              {t('error.reload')}
            </Button>
            <ReportProblemLink code={code} />
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
