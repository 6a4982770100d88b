import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, TRANSLATED_LANGUAGES, catalogues, fallbackChain, isLanguage, type Language } from '@lsp/i18n';

/** i18next wants each language's full fallback list; the lib holds the chain of spec section 4. */
function fallbackLanguages(): Record<string, string[]> {
  const map: Record<string, string[]> = { default: ['de'] };
  for (const language of LANGUAGES) map[language] = fallbackChain(language).slice(1);
  return map;
}

/**
 * A language forced for debugging by `#debugLang=<code>` in the address (spec section 2);
 * `cimode` shows the message keys instead of texts.
 */
export function debugLanguage(hash = window.location.hash): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('debugLang');
  return value && (isLanguage(value) || value === 'cimode') ? value : null;
}

/** Initialises i18next synchronously with the bundled catalogues. Missing keys show the key. */
export function initI18n(language: Language): typeof i18next {
  void i18next.use(initReactI18next).init({
    resources: Object.fromEntries(TRANSLATED_LANGUAGES.map((code) => [code, { translation: catalogues[code] }])),
    lng: debugLanguage() ?? language,
    fallbackLng: fallbackLanguages(),
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  });
  return i18next;
}
