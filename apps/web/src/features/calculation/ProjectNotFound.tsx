import { Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../../components/layout/PageContainer';
import { useCalculatorTexts } from './fields/texts';

/**
 * A project the API does not show this user: it does not exist, or it belongs to another
 * company (the API answers both with 404, so as not to tell which).
 */
export function ProjectNotFound({ projectId }: { projectId: string }) {
  const { t } = useCalculatorTexts();
  return (
    <PageContainer title={t('calculator.notFound.title')} maxWidth="md">
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 } }} data-testid="project-not-found">
        <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('calculator.notFound.text', { id: projectId })}</Typography>
          <Button variant="contained" component={RouterLink} to="/">
            {t('notFound.home')}
          </Button>
        </Stack>
      </Paper>
    </PageContainer>
  );
}
