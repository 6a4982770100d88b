import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface SignOutDialogProps {
  /** Drafts on this device not sent yet; signing out deletes them (docs/offline.md). */
  unsent: number;
  onAnswer(signOut: boolean): void;
}

/**
 * Asks before signing out would lose drafts saved offline. The app's own dialog, not the browser's
 * `confirm()`: it speaks the screen's language, fits a phone, and an automated browser sees it.
 */
export function SignOutDialog({ unsent, onAnswer }: SignOutDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={() => onAnswer(false)} aria-labelledby="sign-out-title" aria-describedby="sign-out-text">
      <DialogTitle id="sign-out-title">{t('offline.outbox.signOutTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="sign-out-text">{t('offline.outbox.signOutWarning', { count: unsent })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)} variant="contained">
          {t('offline.outbox.signOutStay')}
        </Button>
        <Button onClick={() => onAnswer(true)} color="error">
          {t('offline.outbox.signOutAnyway')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
