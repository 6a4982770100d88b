import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { appMessages } from './app-messages';
import { germanMessages } from './german-messages';

type Tree = { [key: string]: string | Tree };

/** `override` on top of `base`, so a text missing in German shows in English, not as a key. */
function merge(base: Tree, override: Tree): Tree {
  const result: Tree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = result[key];
    result[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return result;
}

const english = merge(englishMessages as Tree, appMessages.en) as TranslationMessages;
const catalogues: Record<string, TranslationMessages> = {
  en: english,
  de: merge(english as Tree, merge(germanMessages as Tree, appMessages.de)) as TranslationMessages,
};

/** German by default (the provider's staff), English on choice. */
export const i18nProvider = polyglotI18nProvider((locale) => catalogues[locale] ?? catalogues.de, 'de', [
  { locale: 'de', name: 'Deutsch' },
  { locale: 'en', name: 'English' },
]);
