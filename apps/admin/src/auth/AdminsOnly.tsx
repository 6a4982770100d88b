import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';

/** Shown instead of any data to signed-in users without the Admin group. */
export function AdminsOnly() {
  const translate = useTranslate();
  const logout = useLogout();
  const { identity } = useGetIdentity();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 6, px: 2 }}>
      <Alert
        severity="warning"
        variant="outlined"
        data-testid="admins-only"
        sx={{ maxWidth: 640, bgcolor: 'background.paper' }}
        action={
          <Button color="inherit" onClick={() => logout()}>
            {translate('lsp.adminsOnly.logout')}
          </Button>
        }
      >
        <AlertTitle>{translate('lsp.adminsOnly.title')}</AlertTitle>
        {translate('lsp.adminsOnly.text', { name: identity?.fullName ?? '' })}
      </Alert>
    </Box>
  );
}
