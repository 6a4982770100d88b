import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from './describe-error';

/** `describe(error)` in the current language. */
export function useDescribeError(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return useCallback((error: unknown) => describeError(error, t, (key) => i18n.exists(key), i18n.language), [t, i18n]);
}
