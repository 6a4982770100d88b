import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The provider's zone, in which the PDF states its time (docs/dates.md): the save time is told in it too, so both agree. */
export const PROVIDER_TIME_ZONE = 'Europe/Berlin';

/**
 * "Gespeichert 14:32" in the screen's language and Berlin time, the date too when not today (in
 * Berlin); a device in another zone sees the zone named ("14:32 MEZ"), so it is not read as its own.
 */
export function savedTime(
  iso: string,
  language: string,
  now = new Date(),
  deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
): string {
  const saved = new Date(iso);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: PROVIDER_TIME_ZONE, dateStyle: 'short' });
  const today = day.format(saved) === day.format(now);
  const named = deviceZone !== PROVIDER_TIME_ZONE ? ({ timeZoneName: 'short' } as const) : {};
  return new Intl.DateTimeFormat(language, {
    timeZone: PROVIDER_TIME_ZONE,
    ...(today
      ? { hour: '2-digit', minute: '2-digit' }
      : { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }),
    ...named,
  }).format(saved);
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
