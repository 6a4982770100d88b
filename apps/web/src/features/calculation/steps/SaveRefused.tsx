import { Alert } from '@mui/material';
import { useCalculator } from '../state/calculator-context';
import { countProblemCode } from '../fields/CountField';
import { useCalculatorTexts } from '../fields/texts';
import { MAX_QUANTITY } from '../configuration/NonStandardComponents';
import { parseNonStandardField, type EntryRefusal } from './entry-refusal';
import { useEntryLabel } from './entry-label';

/**
 * Says why a save did nothing: the fields to correct with their problems, or that the calculation
 * failed (its message with the operation code is above). What was typed stays.
 */
export function SaveRefused({ refusal, onClose }: { refusal: EntryRefusal; onClose(): void }) {
  const { problems, state } = useCalculator();
  const { t, problemText } = useCalculatorTexts();
  const labelOf = useEntryLabel();
  const fields = refusal.fields
    .map((field) => {
      const row = parseNonStandardField(field);
      if (row) {
        const component = state.nonStandardComponents[row.row - 1];
        const reason =
          row.part === 'description'
            ? t('calculator.problem.isRequired')
            : row.part === 'price'
              ? t(`calculator.problem.${component?.priceInvalid ?? 'invalid'}`)
              : problemText(countProblemCode(component?.quantityInvalid ?? 'wholeNumber', MAX_QUANTITY));
        return `${t('calculator.nonStandard.row', { n: String(row.row) })}, ${t(`calculator.nonStandard.${row.part}`)} (${reason})`;
      }
      const problem = problemText(problems[field]);
      return problem ? `${labelOf(field)} (${problem})` : labelOf(field);
    })
    .join(', ');
  const text = fields
    ? t('calculator.refused.saveFields', { fields })
    : refusal.calculationFailed
      ? t('calculator.refused.saveCalculation')
      : t('calculator.refused.saveIncomplete');
  return (
    <Alert severity="warning" role="alert" onClose={onClose} data-testid="save-refused">
      {text}
    </Alert>
  );
}
