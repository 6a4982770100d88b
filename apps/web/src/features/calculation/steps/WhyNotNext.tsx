import { Alert } from '@mui/material';
import { useCalculator } from '../state/calculator-context';
import { useCalculatorTexts } from '../fields/texts';
import type { EntryRefusal } from './entry-refusal';

/**
 * Says why "Weiter" (kind next) or a save (kind save) did nothing: the fields to correct with
 * their problems, or that the calculation failed (its message with the operation code is above).
 */
export function WhyNotNext({ refusal, kind, onClose }: { refusal: EntryRefusal; kind: 'next' | 'save'; onClose(): void }) {
  const { problems } = useCalculator();
  const { t, fieldLabel, problemText } = useCalculatorTexts();
  const fields = refusal.fields.map((field) => {
    const problem = problemText(problems[field]);
    return problem ? `${fieldLabel(field)} (${problem})` : fieldLabel(field);
  }).join(', ');
  const text = fields ? t(`calculator.refused.${kind}Fields`, { fields })
    : refusal.calculationFailed ? t(`calculator.refused.${kind}Calculation`)
      : t(`calculator.refused.${kind}Incomplete`);
  return (
    <Alert severity="warning" role="alert" onClose={onClose} data-testid={kind === 'next' ? 'next-refused' : 'save-refused'}>{text}</Alert>
  );
}
