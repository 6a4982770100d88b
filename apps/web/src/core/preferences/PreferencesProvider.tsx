import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency } from '@lsp/contracts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lsp/i18n';
import { useClientConfig } from '../config/ConfigGate';
import { debugLanguage } from '../i18n/i18n';
import { PREFERENCE_KEYS, PreferenceStore } from './preference-store';

export const DEFAULT_CURRENCY: Currency = 'EUR';

interface Preferences {
  language: Language;
  currency: Currency;
  /** False (and no change) for a value outside the known list (spec section 5). */
  setLanguage(language: string): boolean;
  setCurrency(currency: string): boolean;
}

const PreferencesContext = createContext<Preferences | null>(null);

/** The language the app starts in, before the configuration is known. */
export function storedLanguage(): Language {
  return new PreferenceStore().read(PREFERENCE_KEYS.language, LANGUAGES, DEFAULT_LANGUAGE);
}

/** The user's language and currency, kept with the configured expiry. */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const { storage } = useClientConfig();
  const { i18n } = useTranslation();
  const store = useMemo(() => new PreferenceStore(storage.preferenceExpiryDays), [storage.preferenceExpiryDays]);
  const [language, setLanguageState] = useState(() => store.read(PREFERENCE_KEYS.language, LANGUAGES, DEFAULT_LANGUAGE));
  const [currency, setCurrencyState] = useState(() => store.read(PREFERENCE_KEYS.currency, CURRENCIES, DEFAULT_CURRENCY));

  useEffect(() => {
    const shown = debugLanguage() ?? language;
    if (i18n.language !== shown) void i18n.changeLanguage(shown);
    document.documentElement.lang = language;
  }, [i18n, language]);

  const setLanguage = useCallback((value: string) => {
    if (!store.write(PREFERENCE_KEYS.language, value, LANGUAGES)) return false;
    setLanguageState(value);
    return true;
  }, [store]);
  const setCurrency = useCallback((value: string) => {
    if (!store.write(PREFERENCE_KEYS.currency, value, CURRENCIES)) return false;
    setCurrencyState(value);
    return true;
  }, [store]);

  const value = useMemo(() => ({ language, currency, setLanguage, setCurrency }), [language, currency, setLanguage, setCurrency]);
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): Preferences {
  const preferences = useContext(PreferencesContext);
  if (!preferences) throw new Error('usePreferences outside PreferencesProvider');
  return preferences;
}
