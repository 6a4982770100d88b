import { Alert } from '@mui/material';
import type { CalculatorTab } from '@lsp/domain';
import { useCalculatorTexts } from '../fields/texts';
import { useCalculator } from '../state/calculator-context';
import { skippedBySet } from './skipped-by-set';

interface StepRefusedNoticeProps {
  /** The step asked for by address that could not be opened. */
  step: CalculatorTab;
  basicInputValid: boolean;
  onClose(): void;
}

/**
 * Why the step asked for shows another: its conditions do not hold yet (a warning), or the chosen
 * set stands in for it (a note naming the set; docs/customer-app.md#sets-leave-cleanly).
 */
export function StepRefusedNotice({ step, basicInputValid, onClose }: StepRefusedNoticeProps) {
  const { state, productsByKey } = useCalculator();
  const { t, productName } = useCalculatorTexts();
  const bySet = skippedBySet(step, state.values, basicInputValid);
  return (
    <Alert severity={bySet ? 'info' : 'warning'} data-testid="step-refused" onClose={onClose}>
      {bySet
        ? t('calculator.stepSkippedBySet', {
            step: t(`calculation.steps.${step}`),
            set: productName(productsByKey.get(String(state.values.aioBasicSet)), String(state.values.aioBasicSet)),
          })
        : t('calculator.stepRefused', { step: t(`calculation.steps.${step}`) })}
    </Alert>
  );
}
