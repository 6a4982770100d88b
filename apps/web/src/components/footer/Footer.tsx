import { Box, Link, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ContactDetails } from '../../constants/provider';
import { PHONE_MEDIA } from '../layout/phone';
import { ContactCorner } from './ContactCorner';
import { CookieDialog } from './CookieDialog';
import { openConsentManager } from './consent-manager';
import type { LegalTab } from './legal-tab';

interface FooterProps {
  contact: ContactDetails;
  mailSubject?: string;
  /**
   * Opens the legal dialog at a tab. Without it (on the legal pages) the terms link is hidden
   * and legal notice and data protection navigate to their pages (docs/design.md#shell).
   */
  onOpenLegal?: (tab: LegalTab) => void;
}

// On a phone each link is a 44 px high target (WCAG 2.5.5), not a 20 px line of text.
const linkSx = {
  color: 'inherit',
  typography: 'body2',
  cursor: 'pointer',
  textAlign: 'left',
  [PHONE_MEDIA]: { display: 'inline-flex', alignItems: 'center', minHeight: 44, minWidth: 44 },
} as const;

function FooterButton({ onClick, children }: { onClick(): void; children: ReactNode }) {
  return (
    <Link component="button" type="button" underline="hover" onClick={onClick} sx={linkSx}>
      {children}
    </Link>
  );
}

function LegalPageLink({
  to,
  tab,
  onOpenLegal,
  children,
}: {
  to: string;
  tab: LegalTab;
  onOpenLegal?: (tab: LegalTab) => void;
  children: ReactNode;
}) {
  if (onOpenLegal) return <FooterButton onClick={() => onOpenLegal(tab)}>{children}</FooterButton>;
  return (
    <Link component={RouterLink} to={to} underline="hover" sx={linkSx}>
      {children}
    </Link>
  );
}

export function Footer({ contact, mailSubject, onOpenLegal }: FooterProps) {
  const { t } = useTranslation();
  const [cookies, setCookies] = useState(false);
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.300', mt: 'auto' }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={3}
        sx={{ maxWidth: 1200, mx: 'auto', px: 3, py: 3, justifyContent: 'space-between', alignItems: { xs: 'flex-start', md: 'center' } }}
      >
        <Stack spacing={1}>
          <Stack
            component="nav"
            aria-label={t('footer.legalLinks')}
            direction="row"
            useFlexGap
            spacing={{ xs: 1, sm: 2.5 }}
            sx={{ flexWrap: 'wrap', columnGap: { xs: 2.5 } }}
          >
            <Link href={contact.page} target="_blank" rel="noopener" underline="hover" sx={linkSx}>
              {t('footer.contact')}
            </Link>
            {onOpenLegal && <FooterButton onClick={() => onOpenLegal('terms')}>{t('footer.terms')}</FooterButton>}
            <LegalPageLink to="/imprint" tab="imprint" onOpenLegal={onOpenLegal}>
              {t('footer.imprint')}
            </LegalPageLink>
            <LegalPageLink to="/dataprotection" tab="dataProtection" onOpenLegal={onOpenLegal}>
              {t('footer.dataProtection')}
            </LegalPageLink>
            <FooterButton
              onClick={() => {
                if (!openConsentManager()) setCookies(true);
              }}
            >
              {t('footer.cookieConsent')}
            </FooterButton>
          </Stack>
          <Typography variant="caption" color="grey.500">
            © {new Date().getFullYear()} {t('app.provider')}
          </Typography>
        </Stack>
        <ContactCorner contact={contact} mailSubject={mailSubject} />
      </Stack>
      <CookieDialog open={cookies} onClose={() => setCookies(false)} />
    </Box>
  );
}
