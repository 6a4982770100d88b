import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  LANGUAGES,
  TRANSLATED_LANGUAGES,
  fallbackChain,
  isLanguage,
  type Language,
  type MessageTree,
  type TranslatedLanguage,
} from '@lsp/i18n';
import { deShell } from '@lsp/i18n/messages/de-shell';

/** i18next wants each language's full fallback list; the lib holds the chain of docs/design.md#languages. */
function fallbackLanguages(): Record<string, string[]> {
  const map: Record<string, string[]> = { default: ['de'] };
  for (const language of LANGUAGES) map[language] = fallbackChain(language).slice(1);
  return map;
}

type CataloguePart = 'shell' | 'calculator';

/**
 * The German shell texts ship with the app (German is the root of every fallback chain); every
 * other part is a chunk of its own: another language's texts when it is chosen, the calculator's
 * texts with the calculator.
 */
const LOADERS: Record<TranslatedLanguage, Record<CataloguePart, (() => Promise<MessageTree>) | null>> = {
  de: { shell: null, calculator: () => import('@lsp/i18n/messages/de-calculator').then((module) => module.deCalculator) },
  en: {
    shell: () => import('@lsp/i18n/messages/en-shell').then((module) => module.enShell),
    calculator: () => import('@lsp/i18n/messages/en-calculator').then((module) => module.enCalculator),
  },
  pl: {
    shell: () => import('@lsp/i18n/messages/pl-shell').then((module) => module.plShell),
    calculator: () => import('@lsp/i18n/messages/pl-calculator').then((module) => module.plCalculator),
  },
};

/** Parts loaded so far, per language; the calculator's part is wanted once the calculator opened. */
const loaded = new Set<string>(['de:shell']);
const wanted = new Set<CataloguePart>(['shell']);

/**
 * A language forced for debugging by `#debugLang=<code>` in the address (docs/design.md#languages);
 * `cimode` shows the message keys instead of texts.
 */
export function debugLanguage(hash = window.location.hash): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('debugLang');
  return value && (isLanguage(value) || value === 'cimode') ? value : null;
}

/** Loads the wanted parts of the catalogues `language` reads (itself and its fallbacks). */
export async function loadLanguage(language: string): Promise<void> {
  if (!isLanguage(language)) return;
  const jobs: Promise<void>[] = [];
  for (const code of fallbackChain(language)) {
    if (!(TRANSLATED_LANGUAGES as readonly string[]).includes(code)) continue;
    for (const part of wanted) {
      const load = LOADERS[code as TranslatedLanguage][part];
      const key = `${code}:${part}`;
      if (!load || loaded.has(key)) continue;
      jobs.push(
        load().then((catalogue) => {
          i18next.addResourceBundle(code, 'translation', catalogue, true, true);
          loaded.add(key);
        }),
      );
    }
  }
  await Promise.all(jobs);
}

/**
 * Loads the calculator's texts in the current language (and its fallbacks), and from now on with
 * every language chosen. The calculator page waits for it before it renders.
 */
export async function loadCalculatorTexts(): Promise<void> {
  wanted.add('calculator');
  await loadLanguage(i18next.language);
  // The German part is the last fallback for every language; load it even for a debug language.
  await loadLanguage('de');
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
    resources: { de: { translation: deShell } },
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
