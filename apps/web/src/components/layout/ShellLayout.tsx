import { Box, Link } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PreferenceNotices } from '../feedback/PreferenceNotices';

/**
 * "Skip to content": the first stop of the Tab key, shown only while it has the focus; it takes the
 * focus past the header to the page itself.
 */
function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href="#main"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById('main')?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 'tooltip',
        transform: 'translateY(-200%)',
        bgcolor: 'background.paper',
        px: 2,
        minHeight: 44,
        display: 'inline-flex',
        alignItems: 'center',
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { transform: 'none' },
      }}
    >
      {t('menu.skipToContent')}
    </Link>
  );
}

/** Header on top, footer at the bottom of the window, the page between. */
export function ShellLayout({ header, footer, children }: { header: ReactNode; footer: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SkipLink />
      {header}
      <PreferenceNotices />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, display: 'flex', flexDirection: 'column', outline: 'none' }}>
        {children}
      </Box>
      {footer}
    </Box>
  );
}
