import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { providerMoment } from '@lsp/i18n';

/** Beside the save button: when the project was last saved, or that changes are not saved yet. */
export function SaveState({ dirty, savedAt, onDevice }: { dirty: boolean; savedAt: string | null; onDevice: string | null }) {
  const { t, i18n } = useTranslation();
  const time = savedAt ? providerMoment(savedAt, i18n.language, 'saved') : null;
  // Kept in the device's outbox: not on the server yet, and the person should know it will be sent (docs/offline.md).
  const text =
    !dirty && onDevice !== null
      ? t('offline.outbox.kept')
      : dirty
        ? time
          ? `${t('calculator.saveState.unsaved')} (${t('calculator.saveState.lastSaved', { time })})`
          : t('calculator.saveState.unsaved')
        : time
          ? t('calculator.saveState.saved', { time })
          : t('calculator.saveState.never');
  return (
    <Typography
      variant="body2"
      color={dirty ? 'text.primary' : 'text.secondary'}
      fontWeight={dirty ? 600 : undefined}
      role="status"
      data-testid="save-state"
      data-dirty={dirty}
      data-on-device={onDevice !== null}
      sx={{ alignSelf: 'center' }}
    >
      {text}
    </Typography>
  );
}
