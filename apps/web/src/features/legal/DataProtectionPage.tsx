import { Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/layout/PageContainer';
import { DataProtectionContent } from './DataProtectionContent';

/** /dataprotection, open without sign-in. */
export default function DataProtectionPage() {
  const { t } = useTranslation();
  return (
    <PageContainer title={t('dataProtection.title')} maxWidth="md">
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        <DataProtectionContent />
      </Paper>
    </PageContainer>
  );
}
