import { Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/layout/PageContainer';
import { ImprintContent } from './ImprintContent';

/** /imprint, open without sign-in. */
export default function ImprintPage() {
  const { t } = useTranslation();
  return (
    <PageContainer title={t('imprint.title')} maxWidth="md">
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        <ImprintContent />
      </Paper>
    </PageContainer>
  );
}
