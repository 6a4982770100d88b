import { useEffect, useState } from 'react';
import { OpenInNew } from '@mui/icons-material';
import { Alert, Box, Button, Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { simulatorUrl } from '@lsp/domain';
import { PageContainer } from '../../components/layout/PageContainer';
import { useClientConfig } from '../../core/config/client-config';

/** How long the simulator host may take to answer before the page says it does not. */
export const SIMULATOR_ANSWER_MS = 5_000;

/**
 * Asks the simulator host for the framed page (an opaque answer is enough: the frame itself
 * cannot be looked into). False when the host refuses, is unknown or does not answer in time.
 */
async function answers(src: string): Promise<boolean> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), SIMULATOR_ANSWER_MS);
  try {
    await fetch(src, { mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal: controller.signal });
    return true;
  } catch {
    return false;
  } finally {
    window.clearTimeout(timer);
  }
}

/**
 * `/simulator`: the provider's simulator in a frame, from the simulator host that belongs to the
 * host this page is served from (docs/design.md#simulator), fresh on every visit (`t`). When the host does
 * not answer, a message with a retry instead of the browser's broken frame.
 */
export default function SimulatorPage() {
  const { t } = useTranslation();
  const { simulator } = useClientConfig();
  const [src, setSrc] = useState(() => simulatorUrl(window.location.hostname, simulator, Date.now()));
  const [reachable, setReachable] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    void answers(src).then((answered) => {
      if (current) setReachable(answered);
    });
    return () => {
      current = false;
    };
  }, [src]);
  const retry = () => {
    setReachable(null);
    setSrc(simulatorUrl(window.location.hostname, simulator, Date.now()));
  };
  const openSeparately = (
    <Button variant="outlined" size="small" href={src} target="_blank" rel="noopener" startIcon={<OpenInNew />}>
      {t('simulator.openSeparately')}
    </Button>
  );
  return (
    <PageContainer title={t('simulator.title')} actions={openSeparately} maxWidth="xl">
      {reachable === false ? (
        <Alert
          severity="warning"
          data-testid="simulator-unreachable"
          action={
            <Button color="inherit" onClick={retry}>
              {t('simulator.retry')}
            </Button>
          }
        >
          {/* The host, not the user's connection: the page itself just loaded (docs/customer-app.md). */}
          {t('simulator.unreachable', { host: new URL(src).host })}
        </Alert>
      ) : (
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
      )}
    </PageContainer>
  );
}
