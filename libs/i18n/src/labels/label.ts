import type { TranslatedLanguage } from '../languages.js';

/** One name in German, English and Polish side by side: an entry without one of them does not compile. */
export type Label = Readonly<Record<TranslatedLanguage, string>>;

/**
 * A table of labels in one language, with the same keys: what the message catalogues and the documents read.
 * @example labelsIn({ quiet: { de: 'Geräuscharmer Antrieb', en: 'Low-noise drive', pl: 'Cichy napęd' } }, 'en') // { quiet: 'Low-noise drive' }
 */
export function labelsIn<K extends string>(labels: Readonly<Record<K, Label>>, language: TranslatedLanguage): Record<K, string> {
  return Object.fromEntries(Object.entries<Label>(labels).map(([key, label]) => [key, label[language]])) as Record<K, string>;
}
