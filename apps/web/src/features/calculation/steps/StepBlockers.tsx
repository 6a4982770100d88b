import { forwardRef } from 'react';
import { Alert, AlertTitle, Box, Link } from '@mui/material';
import type { CalculatorTab, StepBlocker } from '@lsp/domain';
import { useCalculatorTexts } from '../fields/texts';

interface StepBlockersProps {
  tab: CalculatorTab;
  blockers: readonly StepBlocker[];
  /** Takes the user to the field of a blocker (its tab first, if another). */
  onOpen(blocker: StepBlocker): void;
}

/**
 * What keeps "Next" from going on, listed where the user looks after pressing it: each entry
 * names the field and its problem and leads to it. With nothing to name, it says the
 * calculation is not complete rather than doing nothing.
 */
export const StepBlockers = forwardRef<HTMLDivElement, StepBlockersProps>(function StepBlockers({ tab, blockers, onOpen }, ref) {
  const { t, fieldLabel, problemText, messageText } = useCalculatorTexts();
  return (
    <Alert severity="error" role="alert" ref={ref} tabIndex={-1} data-testid="step-blockers">
      <AlertTitle>{t('calculator.blockers.title')}</AlertTitle>
      {blockers.length === 0 ? t('calculator.blockers.notReady') : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {blockers.map((blocker) => (
            <li key={`${blocker.tab}-${blocker.field}-${'message' in blocker ? blocker.message.key : blocker.problem.code}`} data-field={blocker.field}>
              <Link component="button" type="button" onClick={() => onOpen(blocker)} sx={{ verticalAlign: 'baseline', fontWeight: 600 }}>
                {fieldLabel(blocker.field)}{blocker.tab === tab ? '' : ` (${t(`calculation.steps.${blocker.tab}`)})`}
              </Link>
              {': '}
              {'message' in blocker ? messageText(blocker.message) : problemText(blocker.problem)}
            </li>
          ))}
        </Box>
      )}
    </Alert>
  );
});

/**
 * Moves the focus to a calculator field by its key (inputs carry the id `field-{key}`; an MUI
 * select's focusable part is its combobox, not the hidden input). False when the field is not on
 * the page (e.g. a message about the ventilation components as a whole).
 */
export function focusField(field: string): boolean {
  const element = document.getElementById(`field-${field}`);
  if (!element) return false;
  const control = element.closest('.MuiFormControl-root') ?? element.parentElement;
  const target = control?.querySelector<HTMLElement>('[role="combobox"], input:not([aria-hidden="true"]):not([type="hidden"]), textarea') ?? element;
  target.scrollIntoView({ block: 'center' });
  target.focus();
  return true;
}
