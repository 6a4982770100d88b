import { forwardRef } from 'react';
import { Alert, AlertTitle, Box, Link } from '@mui/material';
import type { CalculatorTab, StepBlocker } from '@lsp/domain';
import { useCalculatorTexts } from '../fields/texts';

interface StepBlockersProps {
  tab: CalculatorTab;
  blockers: readonly StepBlocker[];
  /** Takes the user to the field of a blocker (its tab first, if another). */
  onOpen(blocker: StepBlocker): void;
  /** The rules failed on the current entries (their message, with its code, stands above). */
  calculationFailed: boolean;
}

/**
 * What keeps "Next" from going on, listed where the user looks after pressing it: each entry
 * names the field and its problem and leads to it. With nothing to name, it says the
 * calculation failed or is not complete rather than doing nothing.
 */
export const StepBlockers = forwardRef<HTMLDivElement, StepBlockersProps>(function StepBlockers(
  { tab, blockers, onOpen, calculationFailed },
  ref,
) {
  const { t, fieldLabel, problemText, messageText } = useCalculatorTexts();
  return (
    <Alert severity="error" role="alert" ref={ref} tabIndex={-1} data-testid="step-blockers">
      <AlertTitle>{t('calculator.blockers.title')}</AlertTitle>
      {blockers.length === 0 ? (
        t(calculationFailed ? 'calculator.refused.nextCalculation' : 'calculator.blockers.notReady')
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {blockers.map((blocker) => (
            <li
              key={`${blocker.tab}-${blocker.field}-${'message' in blocker ? blocker.message.key : blocker.problem.code}`}
              data-field={blocker.field}
            >
              {/* The whole entry is the link, its text one span: on a phone, where a link button is a 44 px
                  flex box, it reads as one left-aligned line that wraps, not a centred name with ": ist
                  erforderlich" on a line of its own. */}
              <Link
                component="button"
                type="button"
                onClick={() => onOpen(blocker)}
                sx={{ verticalAlign: 'baseline', textAlign: 'left', justifyContent: 'flex-start', color: 'inherit' }}
              >
                <span>
                  <Box component="span" sx={{ fontWeight: 600, color: 'primary.main' }}>
                    {fieldLabel(blocker.field)}
                    {blocker.tab === tab ? '' : ` (${t(`calculation.steps.${blocker.tab}`)})`}
                  </Box>
                  {': '}
                  {'message' in blocker
                    ? // The failure itself, with its code and the support link, stands above: say only what it means for Next.
                      blocker.message.key === 'calculation.failed'
                      ? t('calculator.refused.nextCalculation')
                      : messageText(blocker.message)
                    : problemText(blocker.problem)}
                </span>
              </Link>
            </li>
          ))}
        </Box>
      )}
    </Alert>
  );
});
