import { Box, Typography } from '@mui/material';
import { AppBar, TitlePortal, useTranslate } from 'react-admin';
import logoUrl from './logo.svg';

/** react-admin's app bar with the provider's mark and the product name. */
export function AdminAppBar() {
  const translate = useTranslate();
  return (
    <AppBar color="primary">
      <Box component="img" src={logoUrl} alt="" sx={{ height: 32, width: 32, mr: 1.5, borderRadius: 1, border: '1px solid rgba(255,255,255,.4)' }} />
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mr: 2, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'block' } }}>
        {translate('lsp.title')}
      </Typography>
      <TitlePortal variant="subtitle1" sx={{ opacity: 0.85 }} />
    </AppBar>
  );
}
