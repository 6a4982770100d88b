import type { MessageTree } from './catalogue.js';
import { fallbackChain, type Language, type TranslatedLanguage } from './languages.js';
import { de } from './messages/de.js';
import { en } from './messages/en.js';
import { pl } from './messages/pl.js';

/** The complete catalogues by language; French and Dutch have none and fall back. */
export const catalogues: Readonly<Record<TranslatedLanguage, MessageTree>> = { de, en, pl };

function lookup(tree: MessageTree | undefined, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Translates a dotted key outside React (mails, exports), following the fallback chain and
 * answering the key itself when no catalogue has it, as the apps do.
 * @example
 * translate('pl', 'menu.logout'); // 'Wyloguj'
 * translate('fr', 'menu.logout'); // 'Log out' (French falls back to English)
 * translate('en', 'loading.operationCode', { code: 'BKCC-config' }); // 'Operation BKCC-config'
 */
export function translate(language: Language, key: string, params: Record<string, string | number> = {}): string {
  for (const candidate of fallbackChain(language)) {
    const text = lookup((catalogues as Partial<Record<Language, MessageTree>>)[candidate], key);
    if (text !== undefined)
      return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
  }
  return key;
}
