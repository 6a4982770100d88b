import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { usePhone } from '../../../components/layout/phone';

/** Whether the next address is a tab of the project open at the current one (by its id once saved). */
export function isCalculatorOf(next: string, current: string, projectId: string | null): boolean {
  const [, section, id] = next.split('/');
  return section === 'calculation' && id === (projectId ?? current.split('/')[2]);
}

interface LeaveGuardProps {
  /** Read at the moment of leaving (a ref), so navigation the calculator does right after a save is never asked about. */
  unsaved(): boolean;
  /** Addresses inside this calculator (its tabs): moving there keeps the entries, so it is not leaving. */
  staysInCalculator(nextPathname: string, currentPathname: string): boolean;
  /** Saves; true when saved. */
  onSave(): Promise<boolean>;
}

/**
 * Asks before unsaved changes are lost: the browser's own prompt for reload and close
 * (`beforeunload`), and a dialog for navigation inside the app (header links, the explorer, the
 * browser's back button).
 */
export function LeaveGuard({ unsaved, staysInCalculator, onSave }: LeaveGuardProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [saving, setSaving] = useState(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved() && !staysInCalculator(nextLocation.pathname, currentLocation.pathname),
  );

  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (!unsaved()) return;
      event.preventDefault();
      // Older browsers show the prompt only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  if (blocker.state !== 'blocked') return null;
  const saveAndLeave = async () => {
    setSaving(true);
    const saved = await onSave();
    setSaving(false);
    if (saved) blocker.proceed();
    else blocker.reset();
  };
  return (
    <Dialog fullScreen={phone} open onClose={() => blocker.reset()} aria-labelledby="leave-guard-title" aria-describedby="leave-guard-text">
      <DialogTitle id="leave-guard-title">{t('calculator.leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="leave-guard-text">{t('calculator.leave.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset()} disabled={saving}>
          {t('calculator.leave.stay')}
        </Button>
        <Button onClick={() => blocker.proceed()} disabled={saving}>
          {t('calculator.leave.discard')}
        </Button>
        <Button onClick={() => void saveAndLeave()} variant="contained" disabled={saving}>
          {t('calculator.leave.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
