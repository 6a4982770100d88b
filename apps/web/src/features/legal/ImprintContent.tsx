import { Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CONTACTS, PROVIDER_COMPANY } from '../../constants/provider';
import { LegalSection } from './LegalSection';
import { SampleNotice } from './SampleNotice';

/** Phone and mail are tapped on a phone: each a 44 px high target. */
const TAP = { display: { xs: 'inline-flex', sm: 'inline' }, alignItems: 'center', minHeight: { xs: 44, sm: 0 } } as const;

/** The legal notice, on its page and in the legal dialog. */
export function ImprintContent() {
  const { t } = useTranslation();
  const company = PROVIDER_COMPANY;
  const contact = CONTACTS.germany;
  return (
    <div>
      <SampleNotice text={t('imprint.sample')} />
      <LegalSection title={t('imprint.provider')}>
        <Typography>
          {company.name}
          <br />
          {company.street}
          <br />
          {company.postalCode} {company.city}
          <br />
          {t('imprint.country')}
        </Typography>
        <Typography sx={{ mt: 1 }}>
          {t('imprint.representedBy')}: {company.managingDirectors}
        </Typography>
      </LegalSection>
      <LegalSection title={t('imprint.contact')}>
        <Typography>
          {t('imprint.phone')}:{' '}
          <Link href={`tel:${contact.phone}`} sx={TAP}>
            {contact.phoneDisplay}
          </Link>
          <br />
          {t('imprint.email')}:{' '}
          <Link href={`mailto:${contact.email}`} sx={TAP}>
            {contact.email}
          </Link>
        </Typography>
      </LegalSection>
      <LegalSection title={t('imprint.register')}>
        <Typography>
          {t('imprint.registerCourt')}: {t('imprint.registerCourtName', { court: company.registerCourt })}
          <br />
          {t('imprint.registerNumber')}: {t('imprint.sampleValue', { value: company.registerNumber })}
          <br />
          {t('imprint.vatId')}: {t('imprint.sampleValue', { value: company.vatId })}
        </Typography>
      </LegalSection>
      <LegalSection title={t('imprint.responsible')}>
        <Typography>{t('imprint.responsiblePerson', { name: company.responsible })}</Typography>
      </LegalSection>
      <LegalSection title={t('imprint.disputeResolution')}>
        <Typography>{t('imprint.disputeResolutionText')}</Typography>
      </LegalSection>
    </div>
  );
}
