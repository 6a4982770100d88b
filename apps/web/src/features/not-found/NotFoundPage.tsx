import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../../components/layout/PageContainer';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageContainer title={t('notFound.title')} maxWidth="md">
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 } }}>
        <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">{t('notFound.text')}</Typography>
          <Button variant="contained" component={RouterLink} to="/">
            {t('notFound.home')}
          </Button>
        </Stack>
      </Paper>
    </PageContainer>
  );
}
