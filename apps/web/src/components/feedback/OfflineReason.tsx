import { CloudOff } from '@mui/icons-material';
import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Beside a control that needs the server: why it is unavailable offline (docs/offline.md), instead of a failure on click. */
export function OfflineReason({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography
      id={id}
      variant="body2"
      color="text.secondary"
      data-testid="offline-reason"
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <CloudOff fontSize="small" aria-hidden sx={{ mt: '2px' }} />
      <span>{children}</span>
    </Typography>
  );
}
