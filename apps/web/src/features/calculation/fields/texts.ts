import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { productDescriptionIn, type CalculationMessageData, type ProductData } from '@lsp/contracts';
import { formatNumber, numberLocaleOf, type FieldProblemCode, type FieldWarningCode } from '@lsp/domain';
import { fieldProblemMessageKey, formatErrorParams, isLanguage } from '@lsp/i18n';

/** Texts the calculator builds from data: option labels, field labels, rule messages, products. */
export function useCalculatorTexts() {
  const { t, i18n } = useTranslation();
  const has = useCallback((key: string) => i18n.exists(key), [i18n]);
  const locale = numberLocaleOf(i18n.language);
  /** A number in the screen's language (de 1.234,5, en 1,234.5, pl 1 234,5). */
  const number = useCallback(
    (value: number, options?: { decimals?: number; minimumDecimals?: number; unit?: string }) => formatNumber(value, locale, options),
    [locale],
  );

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
        case 'isRequired':
          return t('calculator.problem.isRequired');
        case 'isNotANumber':
          return t('calculator.problem.isNotANumber');
        case 'outOfRange':
          return t('calculator.problem.outOfRange', {
            min: number(problem.min, { unit: problem.unit }),
            max: number(problem.max, { unit: problem.unit }),
          });
        case 'wholeNumber':
          if (problem.unit === 'mm') return t('calculator.problem.wholeMillimetres');
          return problem.unit === 'mm²' ? t('calculator.problem.wholeSquareMillimetres') : t('calculator.problem.wholeNumber');
        case 'unit':
          return problem.accepted.length === 0
            ? t('calculator.problem.noUnit', { unit: problem.unit })
            : t('calculator.problem.unit', { unit: problem.unit, accepted: problem.accepted.join(', ') });
        case 'postalCode':
          return t('calculator.problem.postalCode', { digits: String(problem.digits) });
        case 'cents':
          return t('calculator.problem.cents');
        case 'invalid':
          return t('calculator.problem.invalid');
        default: {
          const unknown: never = problem;
          return String(unknown);
        }
      }
    },
    [t, number],
  );
  /** A field problem of the server (docs/api.md#error-codes) from its code, its figures in the screen's format. */
  const serverProblemText = useCallback(
    (problem: { key: string; params: Readonly<Record<string, string | number>> }) => {
      const key = fieldProblemMessageKey(problem);
      const params = formatErrorParams(isLanguage(i18n.language) ? i18n.language : 'de', problem.params);
      return has(key) ? String(t(key as never, params as never)) : t('apiError.field.invalid');
    },
    [t, has, i18n.language],
  );
  const warningText = useCallback(
    (warning: FieldWarningCode | undefined) => {
      if (!warning) return undefined;
      return warning.code === 'unusuallySmall'
        ? t('calculator.warning.unusuallySmall', { min: number(warning.min) })
        : t('calculator.warning.unusuallyLarge', { max: number(warning.max) });
    },
    [t, number],
  );
  const messageText = useCallback(
    (message: Pick<CalculationMessageData, 'key' | 'params'>) => {
      const field = typeof message.params.field === 'string' ? message.params.field : undefined;
      const params: Record<string, string> = {};
      for (const [name, value] of Object.entries(message.params)) {
        if ((name === 'field' || name === 'reason') && typeof value === 'string') params[name] = fieldLabel(value);
        else if ((name === 'from' || name === 'to') && field) params[name] = optionLabel(field, value);
        else if (typeof value === 'number') params[name] = number(value, { decimals: 2 });
        else params[name] = value === null || value === undefined ? '–' : String(value);
      }
      return has(message.key) ? String(t(message.key as never, params as never)) : message.key;
    },
    [t, has, fieldLabel, optionLabel, number],
  );
  const productName = useCallback(
    (product: ProductData | undefined, productKey: string) => {
      if (!product) return productKey;
      return productDescriptionIn(product.description, i18n.language);
    },
    [i18n],
  );
  return useMemo(
    () => ({ t, i18n, fieldLabel, optionLabel, problemText, serverProblemText, warningText, messageText, productName, number }),
    [t, i18n, fieldLabel, optionLabel, problemText, serverProblemText, warningText, messageText, productName, number],
  );
}
