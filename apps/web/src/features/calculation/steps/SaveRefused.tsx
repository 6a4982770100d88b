import { Alert } from '@mui/material';
import { quantityFieldProductId } from '@lsp/domain';
import { useCalculator } from '../state/calculator-context';
import { countProblemCode } from '../fields/CountField';
import { useCalculatorTexts } from '../fields/texts';
import { MAX_QUANTITY } from '../configuration/NonStandardComponents';
import { parseNonStandardField, type EntryRefusal } from './entry-refusal';

/**
 * Says why a save did nothing: the fields to correct with their problems, or that the calculation
 * failed (its message with the operation code is above). What was typed stays.
 */
export function SaveRefused({ refusal, onClose }: { refusal: EntryRefusal; onClose(): void }) {
  const { problems, state, componentsByKey, productsByKey } = useCalculator();
  const { t, fieldLabel, problemText, productName } = useCalculatorTexts();
  /** A component's quantity is named by its product, as the table's input is ("Anzahl von Jalousieklappe …"), not by its field key. */
  const labelOf = (field: string) => {
    const productId = quantityFieldProductId(field);
    const key = productId === undefined ? undefined : [...componentsByKey.values()].find((row) => row.id === productId)?.productKey;
    return key === undefined
      ? fieldLabel(field)
      : t('calculator.ventilation.quantityOf', { product: productName(productsByKey.get(key), key) });
  };
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
