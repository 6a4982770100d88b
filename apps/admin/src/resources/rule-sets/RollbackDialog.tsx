import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AdminRuleSetVersion } from '@lsp/contracts';
import { ImpactSummary } from './ImpactSummary';
import type { Impact } from './use-impact';
import type { Rollback } from './use-rollback';

/** "Republish this version": what it changes, and why it comes back. */
export function RollbackDialog({
  record,
  open,
  onClose,
  rollback,
  impact,
  busy,
}: {
  record: AdminRuleSetVersion;
  open: boolean;
  onClose: () => void;
  rollback: Rollback;
  impact: Impact;
  busy: boolean;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="rollback-title" maxWidth="sm" fullWidth>
      <DialogTitle id="rollback-title">{translate('resources.rule-sets.ui.rollback')}</DialogTitle>
      <DialogContent>
        <ImpactSummary impact={impact.report} job={impact.job} />
        <TextField
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's one field takes the focus when it opens (WAI-ARIA dialog pattern)
          autoFocus
          fullWidth
          required
          margin="dense"
          label={translate('resources.rule-sets.ui.rollbackNote')}
          value={rollback.note}
          onChange={(event) => rollback.setNote(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          color="warning"
          // As publishing: not while the impact lists failures, nor without saying why.
          disabled={busy || !impact.report || impact.failures > 0 || rollback.note.trim() === ''}
          onClick={() => rollback.confirm(record)}
        >
          {translate('resources.rule-sets.ui.rollback')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
