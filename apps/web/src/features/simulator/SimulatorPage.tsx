import { Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/layout/PageContainer';

/** `/simulator`: the framed simulator follows with its own issue. */
export default function SimulatorPage() {
  const { t } = useTranslation();
  return (
    <PageContainer title={t('simulator.title')}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 } }}>
        <Typography color="text.secondary">{t('simulator.placeholder')}</Typography>
      </Paper>
    </PageContainer>
  );
}
