import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de, LANGUAGES, TRANSLATED_LANGUAGES, fallbackChain, isLanguage, type Language, type MessageTree, type TranslatedLanguage } from '@lsp/i18n';

/** i18next wants each language's full fallback list; the lib holds the chain of spec section 4. */
function fallbackLanguages(): Record<string, string[]> {
  const map: Record<string, string[]> = { default: ['de'] };
  for (const language of LANGUAGES) map[language] = fallbackChain(language).slice(1);
  return map;
}

/**
 * German is the root of every fallback chain and ships with the app; the other catalogues are
 * chunks of their own, loaded when a language that reads them is chosen.
 */
const LOADERS: Record<Exclude<TranslatedLanguage, 'de'>, () => Promise<MessageTree>> = {
  en: () => import('@lsp/i18n/messages/en').then((module) => module.en),
  pl: () => import('@lsp/i18n/messages/pl').then((module) => module.pl),
};

/**
 * A language forced for debugging by `#debugLang=<code>` in the address (spec section 2);
 * `cimode` shows the message keys instead of texts.
 */
export function debugLanguage(hash = window.location.hash): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('debugLang');
  return value && (isLanguage(value) || value === 'cimode') ? value : null;
}

/** Loads the catalogues `language` reads (itself and its fallbacks) that are not loaded yet. */
export async function loadLanguage(language: string): Promise<void> {
  if (!isLanguage(language)) return;
  const missing = fallbackChain(language).filter(
    (code): code is Exclude<TranslatedLanguage, 'de'> => code !== 'de' && (TRANSLATED_LANGUAGES as readonly string[]).includes(code) && !i18next.hasResourceBundle(code, 'translation'),
  );
  const loaded = await Promise.all(missing.map(async (code) => [code, await LOADERS[code]()] as const));
  for (const [code, catalogue] of loaded) i18next.addResourceBundle(code, 'translation', catalogue);
}

/** Switches the texts to `language` once its catalogues are there. */
export async function showLanguage(language: string): Promise<void> {
  await loadLanguage(language);
  if (i18next.language !== language) await i18next.changeLanguage(language);
}

/**
 * Initialises i18next with the language the user chose before (or the debug language), so the
 * first render is already in it. Missing keys show the key.
 */
export async function initI18n(language: Language): Promise<typeof i18next> {
  const shown = debugLanguage() ?? language;
  await i18next.use(initReactI18next).init({
    resources: { de: { translation: de } },
    lng: 'de',
    fallbackLng: fallbackLanguages(),
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  });
  await showLanguage(shown).catch((error: unknown) => console.error(`The texts in ${shown} could not be loaded`, error));
  return i18next;
}
