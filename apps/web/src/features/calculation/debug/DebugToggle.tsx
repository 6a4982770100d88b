import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@lsp/contracts';
import { useCalculator } from '../state/calculator-context';
import { DebugView } from './DebugView';

/**
 * The button below the steps that shows or hides the debug view, shown from the start when the
 * address holds `#debug` (docs/calculator.md). A fragment: button and view are items of the page's stack.
 */
export function DebugToggle({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { costs } = useCalculator();
  const [debug, setDebug] = useState(() => window.location.hash.includes('debug'));
  return (
    <>
      <Box>
        <Button size="small" color="inherit" onClick={() => setDebug((shown) => !shown)} data-testid="debug-toggle">
          {debug ? t('debug.hide') : t('debug.show')}
        </Button>
      </Box>
      {debug && <DebugView user={user} costs={costs.answer} />}
    </>
  );
}
