import { LANGUAGES, type Language } from '@lsp/contracts';

/** Languages the user can choose, in menu order; German is the default (docs/design.md#languages). One list, the API's. */
export { LANGUAGES, type Language };

export const DEFAULT_LANGUAGE: Language = 'de';

/** Languages with a complete catalogue; French and Dutch fall back. */
export const TRANSLATED_LANGUAGES = ['de', 'en', 'pl'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** Where a missing text is looked up next (docs/design.md#languages): de none, en to de, pl/fr/nl to en. */
export const FALLBACK_LANGUAGES: Readonly<Record<Language, readonly Language[]>> = {
  de: [],
  en: ['de'],
  pl: ['en'],
  fr: ['en'],
  nl: ['en'],
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The full lookup order for a language: itself, then its fallbacks, transitively.
 * @example
 * fallbackChain('pl'); // ['pl', 'en', 'de']
 */
export function fallbackChain(language: Language): Language[] {
  const chain: Language[] = [];
  const visit = (current: Language) => {
    if (chain.includes(current)) return;
    chain.push(current);
    for (const next of FALLBACK_LANGUAGES[current]) visit(next);
  };
  visit(language);
  return chain;
}

/** Each language's name in itself, for the language menu. */
export const NATIVE_LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  de: 'Deutsch',
  en: 'English',
  pl: 'Polski',
  fr: 'Français',
  nl: 'Nederlands',
};
