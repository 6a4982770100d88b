import { useState } from 'react';
import { OpenInNew } from '@mui/icons-material';
import { Box, Button, Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { simulatorUrl } from '@lsp/domain';
import { PageContainer } from '../../components/layout/PageContainer';
import { useClientConfig } from '../../core/config/client-config';

/**
 * `/simulator`: the provider's simulator in a frame, from the simulator host that belongs to the
 * host this page is served from (docs/design.md#simulator), fresh on every visit (`t`).
 */
export default function SimulatorPage() {
  const { t } = useTranslation();
  const { simulator } = useClientConfig();
  const [src] = useState(() => simulatorUrl(window.location.hostname, simulator, Date.now()));
  const openSeparately = (
    <Button variant="outlined" size="small" href={src} target="_blank" rel="noopener" startIcon={<OpenInNew />}>
      {t('simulator.openSeparately')}
    </Button>
  );
  return (
    <PageContainer title={t('simulator.title')} actions={openSeparately} maxWidth="xl">
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box
          component="iframe"
          src={src}
          title={t('simulator.frameTitle')}
          data-testid="simulator-frame"
          referrerPolicy="strict-origin-when-cross-origin"
          sx={{ display: 'block', width: '100%', height: { xs: '70vh', md: 'calc(100vh - 260px)' }, minHeight: 480, border: 0 }}
        />
      </Paper>
    </PageContainer>
  );
}
