import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** "Gespeichert 14:32" in the screen's language and the user's time zone; the date too when not today. */
export function savedTime(iso: string, language: string, now = new Date()): string {
  const saved = new Date(iso);
  const today = saved.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(
    language,
    today ? { hour: '2-digit', minute: '2-digit' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(saved);
}

/** Beside the save button: when the project was last saved, or that changes are not saved yet. */
export function SaveState({ dirty, savedAt }: { dirty: boolean; savedAt: string | null }) {
  const { t, i18n } = useTranslation();
  const time = savedAt ? savedTime(savedAt, i18n.language) : null;
  const text = dirty
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
      sx={{ alignSelf: 'center' }}
    >
      {text}
    </Typography>
  );
}
