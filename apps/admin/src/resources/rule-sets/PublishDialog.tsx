import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AdminRuleSetVersion } from '@lsp/contracts';
import { ImpactSummary } from './ImpactSummary';
import type { Impact } from './use-impact';
import type { Publish } from './use-publish';

/** "Publish <key>?": what it changes, and why (the change note). */
export function PublishDialog({
  record,
  open,
  onClose,
  publish,
  impact,
  busy,
}: {
  record: AdminRuleSetVersion;
  open: boolean;
  onClose: () => void;
  publish: Publish;
  impact: Impact;
  busy: boolean;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="publish-title" maxWidth="sm" fullWidth>
      <DialogTitle id="publish-title">{translate('resources.rule-sets.ui.publishTitle', { key: record.key })}</DialogTitle>
      <DialogContent>
        <ImpactSummary impact={impact.report} job={impact.job} />
        <TextField
          fullWidth
          required
          margin="dense"
          label={translate('resources.rule-sets.ui.changeNote')}
          value={publish.note}
          onChange={(event) => publish.setNote(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          color="success"
          // Not while the impact lists failures, nor without saying why (docs/rules.md, publishing).
          disabled={busy || !impact.report || impact.failures > 0 || publish.note.trim() === ''}
          onClick={() => publish.confirm(record)}
        >
          {translate('resources.rule-sets.ui.publish')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
