import { MailOutline, Phone } from '@mui/icons-material';
import { Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ContactDetails } from '../../constants/provider';

/** Mail and phone of the provider; the mail carries the open project's id as subject. */
export function ContactCorner({ contact, mailSubject }: { contact: ContactDetails; mailSubject?: string }) {
  const { t } = useTranslation();
  const mailto = `mailto:${contact.email}${mailSubject ? `?subject=${encodeURIComponent(mailSubject)}` : ''}`;
  return (
    <Stack spacing={0.5} sx={{ alignItems: { xs: 'flex-start', md: 'flex-end' } }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('footer.contactCorner')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2.5 }}>
        <Link
          href={mailto}
          color="inherit"
          underline="hover"
          aria-label={t('footer.mailTo', { address: contact.email })}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minHeight: { xs: 44, sm: 0 } }}
        >
          <MailOutline fontSize="small" />
          {contact.email}
        </Link>
        <Link
          href={`tel:${contact.phone}`}
          color="inherit"
          underline="hover"
          aria-label={t('footer.callTo', { number: contact.phoneDisplay })}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minHeight: { xs: 44, sm: 0 } }}
        >
          <Phone fontSize="small" />
          {contact.phoneDisplay}
        </Link>
      </Stack>
    </Stack>
  );
}
