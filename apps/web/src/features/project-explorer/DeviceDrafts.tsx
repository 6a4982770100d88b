import { useEffect, useState } from 'react';
import { CloudUpload } from '@mui/icons-material';
import { Alert, Chip, Link, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { providerMoment } from '@lsp/i18n';
import { useAuthSession } from '../../core/auth/AuthProvider';
import { keepCopy, OUTBOX_CHANGED, readCopy, readDrafts } from '../../core/offline/device-store';
import { sendingOrder, type Draft, type SentTotal } from '../../core/offline/outbox';
import { SENT_TOTALS } from '../calculation/api/use-outbox-sending';
import { calculationPath } from '../calculation/calculation-route';
import { formatMoney } from '../calculation/cost-calculation/money';

/**
 * The account's drafts waiting in the device's outbox, and the sent ones whose total changed with
 * today's prices, as the outbox changes (docs/offline.md#drafts-saved-offline).
 */
function useDeviceDrafts() {
  const session = useAuthSession();
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [totals, setTotals] = useState<SentTotal[]>([]);
  useEffect(() => {
    let current = true;
    const read = async () => {
      const account = await session.account();
      const kept = account === null ? [] : await readDrafts(account);
      const changed = account === null ? undefined : await readCopy<SentTotal[]>(account, SENT_TOTALS);
      if (!current) return;
      setDrafts(sendingOrder(kept));
      setTotals(changed?.value ?? []);
    };
    void read();
    const onChange = () => void read();
    window.addEventListener(OUTBOX_CHANGED, onChange);
    return () => {
      current = false;
      window.removeEventListener(OUTBOX_CHANGED, onChange);
    };
  }, [session]);
  /** The person has read it: it goes. */
  const dismiss = async (projectId: string) => {
    const account = await session.account();
    if (account === null) return;
    await keepCopy(
      account,
      SENT_TOTALS,
      totals.filter((total) => total.projectId !== projectId),
      null,
    );
    setTotals((shown) => shown.filter((total) => total.projectId !== projectId));
  };
  return { drafts, totals, dismiss };
}

/**
 * Beside the server's projects: what was saved on this device and not sent yet, each marked and
 * opening its draft; one saved elsewhere meanwhile says the person has to decide.
 */
export function DeviceDrafts() {
  const { t, i18n } = useTranslation();
  const { drafts, totals, dismiss } = useDeviceDrafts();
  const money = (cents: number) => formatMoney(cents, 'EUR', i18n.language);
  return (
    <>
      {totals.map((total) => (
        <Alert
          key={total.projectId}
          severity="info"
          sx={{ mb: 2 }}
          data-testid="sent-total-changed"
          onClose={() => void dismiss(total.projectId)}
        >
          <Link
            component={RouterLink}
            to={calculationPath(total.projectId)}
            sx={{ display: 'inline-flex', alignItems: 'center', minHeight: { xs: 44, sm: 0 } }}
          >
            {total.name ? `${total.projectId} – ${total.name}` : total.projectId}
          </Link>
          {`: ${t('offline.outbox.totalChanged', { from: money(total.from), to: money(total.to) })}`}
        </Alert>
      ))}
      {drafts.length > 0 && <DraftList drafts={drafts} />}
    </>
  );
}

function DraftList({ drafts }: { drafts: readonly Draft[] }) {
  const { t, i18n } = useTranslation();
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
                <Link
                  component={RouterLink}
                  to={calculationPath(draft.draftId)}
                  // A finger's target on a phone, as the project list's links.
                  sx={{ display: 'inline-flex', alignItems: 'center', minHeight: { xs: 44, sm: 0 } }}
                >
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
            {!draft.conflict && draft.refused && (
              <Alert severity="error" sx={{ width: '100%' }}>
                {t('offline.outbox.refused')}
              </Alert>
            )}
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
