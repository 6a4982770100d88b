import { Alert, Button, Snackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNewVersion } from '../../core/pwa/use-new-version';

/**
 * "New version – reload": shown when a new build of the app is installed and waiting. Entries in
 * hand stay on the page until the person chooses to reload; drafts the calculator has not saved
 * are theirs to save first.
 */
export function NewVersionNotice() {
  const { t } = useTranslation();
  const { waiting, reload, dismiss } = useNewVersion();
  return (
    <Snackbar open={waiting} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="info"
        variant="filled"
        action={
          <>
            <Button color="inherit" size="small" onClick={reload}>
              {t('newVersion.reload')}
            </Button>
            <Button color="inherit" size="small" onClick={dismiss}>
              {t('newVersion.later')}
            </Button>
          </>
        }
      >
        {t('newVersion.text')}
      </Alert>
    </Snackbar>
  );
}
