import { useTranslation } from 'react-i18next';
import { LANGUAGES, NATIVE_LANGUAGE_NAMES } from '@lsp/i18n';
import { usePreferences } from '../../core/preferences/PreferencesProvider';
import { PreferenceSelect } from './PreferenceSelect';

export function LanguageSelect() {
  const { t } = useTranslation();
  const { language, setLanguage } = usePreferences();
  return (
    <PreferenceSelect
      label={t('menu.language')}
      value={language}
      options={LANGUAGES}
      optionLabel={(code) => NATIVE_LANGUAGE_NAMES[code]}
      onChange={setLanguage}
      width={86}
    />
  );
}
