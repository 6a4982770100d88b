import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LegalSection } from './LegalSection';
import { SampleNotice } from './SampleNotice';

const SECTIONS = ['controller', 'data', 'purpose', 'storage', 'rights'] as const;

/** The data protection declaration, on its page and in the legal dialog. */
export function DataProtectionContent() {
  const { t } = useTranslation();
  return (
    <div>
      <SampleNotice text={t('dataProtection.sample')} />
      {SECTIONS.map((section) => (
        <LegalSection key={section} title={t(`dataProtection.${section}Title`)}>
          <Typography>{t(`dataProtection.${section}Text`)}</Typography>
        </LegalSection>
      ))}
    </div>
  );
}
