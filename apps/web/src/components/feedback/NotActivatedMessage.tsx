import { Alert, AlertTitle, Box, Link, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ContactDetails } from '../../constants/provider';

/** Shown to signed-in users without the Customer or Admin group (docs/design.md#identity-and-groups). */
export function NotActivatedMessage({ contact }: { contact: ContactDetails }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8, px: 2 }}>
      <Alert severity="info" variant="outlined" sx={{ maxWidth: 640, bgcolor: 'background.paper' }} data-testid="not-activated">
        <AlertTitle>{t('account.title')}</AlertTitle>
        {t('account.message.notActivated')}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }} sx={{ mt: 2 }}>
          <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
          <Link href={`tel:${contact.phone}`}>{contact.phoneDisplay}</Link>
        </Stack>
      </Alert>
    </Box>
  );
}
