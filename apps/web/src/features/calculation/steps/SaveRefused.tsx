import { Alert } from '@mui/material';
import { useCalculator } from '../state/calculator-context';
import { useCalculatorTexts } from '../fields/texts';
import type { EntryRefusal } from './entry-refusal';

/**
 * Says why a save did nothing: the fields to correct with their problems, or that the calculation
 * failed (its message with the operation code is above). What was typed stays.
 */
export function SaveRefused({ refusal, onClose }: { refusal: EntryRefusal; onClose(): void }) {
  const { problems } = useCalculator();
  const { t, fieldLabel, problemText } = useCalculatorTexts();
  const fields = refusal.fields.map((field) => {
    const problem = problemText(problems[field]);
    return problem ? `${fieldLabel(field)} (${problem})` : fieldLabel(field);
  }).join(', ');
  const text = fields ? t('calculator.refused.saveFields', { fields })
    : refusal.calculationFailed ? t('calculator.refused.saveCalculation') : t('calculator.refused.saveIncomplete');
  return <Alert severity="warning" role="alert" onClose={onClose} data-testid="save-refused">{text}</Alert>;
}
