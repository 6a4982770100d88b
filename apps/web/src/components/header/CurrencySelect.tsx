import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@lsp/contracts';
import { usePreferences } from '../../core/preferences/PreferencesProvider';
import { PreferenceSelect } from './PreferenceSelect';

export function CurrencySelect() {
  const { t } = useTranslation();
  const { currency, setCurrency } = usePreferences();
  return <PreferenceSelect label={t('menu.currency')} value={currency} options={CURRENCIES} onChange={setCurrency} width={92} />;
}
