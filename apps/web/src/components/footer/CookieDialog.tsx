import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../layout/phone';

/**
 * "Cookie settings" without a consent manager: which cookies and browser storage the planner uses
 * (only what it needs to work) and that there is therefore nothing to choose.
 */
export function CookieDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      maxWidth="sm"
      fullWidth
      aria-labelledby="cookie-dialog-title"
      data-testid="cookie-dialog"
    >
      <DialogTitle id="cookie-dialog-title">{t('footer.cookies.title')}</DialogTitle>
      <DialogContent>
        <Typography>{t('footer.cookies.intro')}</Typography>
        <List>
          {(['signIn', 'session', 'preferences'] as const).map((use) => (
            <ListItem key={use} disableGutters>
              <ListItemText primary={t(`footer.cookies.${use}`)} />
            </ListItem>
          ))}
        </List>
        <Typography>{t('footer.cookies.nothingToChoose')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('footer.cookies.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
