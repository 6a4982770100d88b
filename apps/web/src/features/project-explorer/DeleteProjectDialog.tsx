import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ProjectSummaryData } from '@lsp/contracts';
import { usePhone } from '../../components/layout/phone';

interface DeleteProjectDialogProps {
  project: ProjectSummaryData | null;
  onCancel(): void;
  onConfirm(project: ProjectSummaryData): void;
}

/** Asks before a project leaves the list. */
export function DeleteProjectDialog({ project, onCancel, onConfirm }: DeleteProjectDialogProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  return (
    <Dialog fullScreen={phone} open={project !== null} onClose={onCancel} aria-labelledby="delete-project-title">
      <DialogTitle id="delete-project-title">{t('projectExplorer.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {project && t('projectExplorer.delete.question', { id: project.id, name: project.name || t('projectExplorer.unnamed') })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a destructive dialog opens on its harmless choice (WAI-ARIA dialog pattern) */}
        <Button onClick={onCancel} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => project && onConfirm(project)}>
          {t('projectExplorer.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
