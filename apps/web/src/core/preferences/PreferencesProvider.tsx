import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency } from '@lsp/contracts';
import { DEFAULT_LANGUAGE, LANGUAGES, TRANSLATED_LANGUAGES, fallbackChain, type Language } from '@lsp/i18n';
import { useClientConfig } from '../config/client-config';
import { debugLanguage, showLanguage } from '../i18n/i18n';
import { PREFERENCE_KEYS, PreferenceStore } from './preference-store';

export const DEFAULT_CURRENCY: Currency = 'EUR';
const ONLY_DEFAULT_CURRENCY: readonly Currency[] = [DEFAULT_CURRENCY];

interface Preferences {
  language: Language;
  /** The language the texts are shown in when `language` has no catalogue of its own (fr, nl), else null. */
  languageFallback: Language | null;
  /** The currency prices are shown in: the chosen one if offered here, else the default. */
  currency: Currency;
  /** The currencies this installation offers: all when the selector is enabled, else only the default. */
  offeredCurrencies: readonly Currency[];
  /** A chosen currency that is not offered and was replaced by `currency`, else null. */
  replacedCurrency: Currency | null;
  /** False (and no change) for a value outside the known list (docs/design.md#preferences). */
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
  const { storage, currencySelector } = useClientConfig();
  const { i18n } = useTranslation();
  const store = useMemo(() => new PreferenceStore(storage.preferenceExpiryDays), [storage.preferenceExpiryDays]);
  const [language, setLanguageState] = useState(() => store.read(PREFERENCE_KEYS.language, LANGUAGES, DEFAULT_LANGUAGE));
  const [chosenCurrency, setCurrencyState] = useState(() => store.read(PREFERENCE_KEYS.currency, CURRENCIES, DEFAULT_CURRENCY));
  const offeredCurrencies = currencySelector ? CURRENCIES : ONLY_DEFAULT_CURRENCY;
  const currency = offeredCurrencies.includes(chosenCurrency) ? chosenCurrency : DEFAULT_CURRENCY;
  const replacedCurrency = currency === chosenCurrency ? null : chosenCurrency;
  const languageFallback = (TRANSLATED_LANGUAGES as readonly string[]).includes(language)
    ? null
    : (fallbackChain(language)[1] ?? DEFAULT_LANGUAGE);

  // `#debugLang=` may be added to the address at any time: it applies without a reload.
  const [debug, setDebug] = useState(debugLanguage);
  useEffect(() => {
    const onHashChange = () => setDebug(debugLanguage());
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  useEffect(() => {
    const shown = debug ?? language;
    if (i18n.language !== shown)
      void showLanguage(shown).catch((error: unknown) => console.error(`The texts in ${shown} could not be loaded`, error));
    // Screen readers should read the texts in the language they are shown in.
    document.documentElement.lang = languageFallback ?? language;
  }, [i18n, debug, language, languageFallback]);

  const setLanguage = useCallback(
    (value: string) => {
      if (!store.write(PREFERENCE_KEYS.language, value, LANGUAGES)) return false;
      setLanguageState(value);
      return true;
    },
    [store],
  );
  const setCurrency = useCallback(
    (value: string) => {
      if (!store.write(PREFERENCE_KEYS.currency, value, offeredCurrencies)) return false;
      setCurrencyState(value);
      return true;
    },
    [store, offeredCurrencies],
  );

  const value = useMemo(
    () => ({ language, languageFallback, currency, offeredCurrencies, replacedCurrency, setLanguage, setCurrency }),
    [language, languageFallback, currency, offeredCurrencies, replacedCurrency, setLanguage, setCurrency],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): Preferences {
  const preferences = useContext(PreferencesContext);
  if (!preferences) throw new Error('usePreferences outside PreferencesProvider');
  return preferences;
}
