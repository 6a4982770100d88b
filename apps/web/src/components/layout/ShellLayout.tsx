import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { PreferenceNotices } from '../feedback/PreferenceNotices';

/** Header on top, footer at the bottom of the window, the page between. */
export function ShellLayout({ header, footer, children }: { header: ReactNode; footer: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      {header}
      <PreferenceNotices />
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>{children}</Box>
      {footer}
    </Box>
  );
}
