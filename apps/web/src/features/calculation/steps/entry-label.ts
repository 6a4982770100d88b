import { useCallback } from 'react';
import { quantityFieldProductId } from '@lsp/domain';
import { useCalculatorTexts } from '../fields/texts';
import { useCalculator } from '../state/calculator-context';

/**
 * How a field is named where an entry is refused or still wrong: by its label, and a component's
 * quantity by its product, as the table's input is ("Menge Lamellenklappe JK-180-HV 470x360"),
 * never by its form key (`quantity-1001`).
 */
export function useEntryLabel(): (field: string) => string {
  const { componentsByKey, productsByKey } = useCalculator();
  const { t, fieldLabel, productName } = useCalculatorTexts();
  return useCallback(
    (field: string) => {
      const productId = quantityFieldProductId(field);
      const key = productId === undefined ? undefined : [...componentsByKey.values()].find((row) => row.id === productId)?.productKey;
      return key === undefined
        ? fieldLabel(field)
        : t('calculator.ventilation.quantityOf', { product: productName(productsByKey.get(key), key) });
    },
    [componentsByKey, productsByKey, t, fieldLabel, productName],
  );
}
