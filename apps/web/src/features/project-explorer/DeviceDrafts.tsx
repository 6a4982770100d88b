import { useEffect, useState } from 'react';
import { CloudUpload } from '@mui/icons-material';
import { Alert, Chip, Link, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { providerMoment } from '@lsp/i18n';
import { useAuthSession } from '../../core/auth/AuthProvider';
import { OUTBOX_CHANGED, readDrafts } from '../../core/offline/device-store';
import { sendingOrder, type Draft } from '../../core/offline/outbox';
import { calculationPath } from '../calculation/calculation-route';

/** The account's drafts waiting in the device's outbox, as the outbox changes (docs/offline.md#drafts-saved-offline). */
function useDeviceDrafts(): Draft[] {
  const session = useAuthSession();
  const [drafts, setDrafts] = useState<Draft[]>([]);
  useEffect(() => {
    let current = true;
    const read = async () => {
      const account = await session.account();
      const kept = account === null ? [] : await readDrafts(account);
      if (current) setDrafts(sendingOrder(kept));
    };
    void read();
    const onChange = () => void read();
    window.addEventListener(OUTBOX_CHANGED, onChange);
    return () => {
      current = false;
      window.removeEventListener(OUTBOX_CHANGED, onChange);
    };
  }, [session]);
  return drafts;
}

/**
 * Beside the server's projects: what was saved on this device and not sent yet, each marked and
 * opening its draft; one saved elsewhere meanwhile says the person has to decide.
 */
export function DeviceDrafts() {
  const { t, i18n } = useTranslation();
  const drafts = useDeviceDrafts();
  if (drafts.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ mb: 2 }} data-testid="device-drafts">
      <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, px: 2, pt: 1.5 }}>
        {t('offline.outbox.heading')}
      </Typography>
      <List dense>
        {drafts.map((draft) => (
          <ListItem key={draft.draftId} data-draft-id={draft.draftId} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Chip icon={<CloudUpload />} size="small" color="warning" variant="outlined" label={t('offline.outbox.marker')} />
            <ListItemText
              primary={
                <Link component={RouterLink} to={calculationPath(draft.draftId)}>
                  {draft.request.id ? `${draft.request.id} – ` : ''}
                  {draft.name || t('offline.outbox.unnamed')}
                </Link>
              }
              secondary={t('offline.outbox.savedAt', { time: providerMoment(draft.savedAt, i18n.language, 'saved') })}
            />
            {draft.conflict && (
              <Alert severity="warning" sx={{ width: '100%' }}>
                {t('offline.outbox.conflict')}
              </Alert>
            )}
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
