import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalculationMessageData, ProductData } from '@lsp/contracts';
import { formatGermanNumber, type FieldProblemCode } from '@lsp/domain';

/** Texts the calculator builds from data: option labels, field labels, rule messages, products. */
export function useCalculatorTexts() {
  const { t, i18n } = useTranslation();
  const has = useCallback((key: string) => i18n.exists(key), [i18n]);

  const fieldLabel = useCallback((field: string) => (has(`fields.${field}`) ? t(`fields.${field}` as never) : field), [t, has]);
  const optionLabel = useCallback(
    (field: string, value: unknown) => {
      if (value === null || value === undefined || value === '') return '–';
      const key = `choices.${field}.${String(value)}`;
      return has(key) ? t(key as never) : String(value);
    },
    [t, has],
  );
  const problemText = useCallback(
    (problem: FieldProblemCode | undefined) => {
      if (!problem) return undefined;
      switch (problem.code) {
        case 'isRequired': return t('calculator.problem.isRequired');
        case 'isNotANumber': return t('calculator.problem.isNotANumber');
        case 'outOfRange': return t('calculator.problem.outOfRange', { min: formatGermanNumber(problem.min), max: formatGermanNumber(problem.max) });
        case 'invalid': return t('calculator.problem.invalid');
        default: {
          const unknown: never = problem;
          return String(unknown);
        }
      }
    },
    [t],
  );
  const messageText = useCallback(
    (message: Pick<CalculationMessageData, 'key' | 'params'>) => {
      const field = typeof message.params.field === 'string' ? message.params.field : undefined;
      const params: Record<string, string> = {};
      for (const [name, value] of Object.entries(message.params)) {
        if ((name === 'field' || name === 'reason') && typeof value === 'string') params[name] = fieldLabel(value);
        else if ((name === 'from' || name === 'to') && field) params[name] = optionLabel(field, value);
        else if (typeof value === 'number') params[name] = formatGermanNumber(value, { decimals: 2 });
        else params[name] = value === null || value === undefined ? '–' : String(value);
      }
      return has(message.key) ? String(t(message.key as never, params as never)) : message.key;
    },
    [t, has, fieldLabel, optionLabel],
  );
  const productName = useCallback(
    (product: ProductData | undefined, productKey: string) => {
      if (!product) return productKey;
      return i18n.language === 'de' ? product.description.de : product.description.en;
    },
    [i18n],
  );
  return { t, i18n, fieldLabel, optionLabel, problemText, messageText, productName };
}
