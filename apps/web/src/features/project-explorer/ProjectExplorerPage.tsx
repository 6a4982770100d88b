import { Add, FolderOpen } from '@mui/icons-material';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../../components/layout/PageContainer';

/** `/`: the project list. For now a start point; the list follows with the projects issue. */
export default function ProjectExplorerPage() {
  const { t } = useTranslation();
  const newProject = (
    <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/calculation/new/basic-input">
      {t('projectExplorer.newProject')}
    </Button>
  );
  return (
    <PageContainer title={t('projectExplorer.title')} actions={newProject}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 } }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', color: 'text.secondary' }}>
          <FolderOpen sx={{ fontSize: 56, color: 'primary.light' }} />
          <Typography sx={{ maxWidth: 520 }}>{t('projectExplorer.placeholder')}</Typography>
        </Stack>
      </Paper>
    </PageContainer>
  );
}
