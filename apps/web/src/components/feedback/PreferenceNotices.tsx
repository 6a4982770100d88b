import { useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NATIVE_LANGUAGE_NAMES } from '@lsp/i18n';
import { usePreferences } from '../../core/preferences/PreferencesProvider';

/**
 * Says when the chosen language is shown through its fallback (French, Dutch) or the chosen
 * currency is not offered here and was replaced (docs/design.md#currencies). Each can be dismissed.
 */
export function PreferenceNotices() {
  const { t } = useTranslation();
  const { language, languageFallback, currency, replacedCurrency } = usePreferences();
  const [dismissed, setDismissed] = useState<string[]>([]);
  const languageNotice = languageFallback && `language:${language}`;
  const currencyNotice = replacedCurrency && `currency:${replacedCurrency}`;
  const dismiss = (key: string) => setDismissed((keys) => [...keys, key]);
  if (!(languageNotice && !dismissed.includes(languageNotice)) && !(currencyNotice && !dismissed.includes(currencyNotice))) return null;
  return (
    <Stack spacing={1} sx={{ maxWidth: 1200, width: '100%', mx: 'auto', px: 3, pt: 2 }}>
      {languageNotice && languageFallback && !dismissed.includes(languageNotice) && (
        <Alert severity="info" onClose={() => dismiss(languageNotice)} data-testid="language-fallback-notice">
          {t('language.fallbackNotice', { language: NATIVE_LANGUAGE_NAMES[language], fallback: NATIVE_LANGUAGE_NAMES[languageFallback] })}
        </Alert>
      )}
      {currencyNotice && replacedCurrency && !dismissed.includes(currencyNotice) && (
        <Alert severity="warning" onClose={() => dismiss(currencyNotice)} data-testid="currency-replaced-notice">
          {t('currency.replacedNotice', { chosen: replacedCurrency, shown: currency })}
        </Alert>
      )}
    </Stack>
  );
}
