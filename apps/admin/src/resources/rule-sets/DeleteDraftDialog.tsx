import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AdminRuleSetVersion } from '@lsp/contracts';
import type { DraftDeletion } from './use-delete-draft';

/** "Delete draft #id?": the question before a draft is deleted; the audit trail records it, published versions stay. */
export function DeleteDraftDialog({
  record,
  open,
  onClose,
  deletion,
}: {
  record: AdminRuleSetVersion;
  open: boolean;
  onClose: () => void;
  deletion: DraftDeletion;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="delete-title" maxWidth="sm" fullWidth>
      <DialogTitle id="delete-title">{translate('resources.rule-sets.ui.deleteDraftTitle', { id: record.id })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2">{translate('resources.rule-sets.ui.deleteDraftText')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button color="error" variant="contained" disabled={deletion.removing} onClick={() => deletion.removeDraft(record)}>
          {translate('resources.rule-sets.ui.deleteDraft')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
