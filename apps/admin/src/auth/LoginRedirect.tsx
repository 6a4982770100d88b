import { useEffect } from 'react';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useAuthProvider, useTranslate } from 'react-admin';
import { useLocation } from 'react-router';

/** react-admin's login page: sends the browser to the identity provider, then back here. */
export function LoginRedirect() {
  const authProvider = useAuthProvider();
  const translate = useTranslate();
  const location = useLocation();
  const state = location.state as { nextPathname?: string; nextSearch?: string } | null;
  const returnTo = `/admin${state?.nextPathname ?? '/'}${state?.nextSearch ?? ''}`;

  useEffect(() => {
    void authProvider?.login({ returnTo });
  }, [authProvider, returnTo]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress />
        <Typography color="text.secondary">{translate('lsp.login.redirecting')}</Typography>
      </Stack>
    </Box>
  );
}
