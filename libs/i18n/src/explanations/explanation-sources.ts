import type { BecauseData } from '@lsp/contracts';
import type { Language } from '../languages.js';

/** What a "Why?" explains: a selected product (with its quantities) or a message, and the rules behind it. */
export interface ExplainedItem {
  productKey?: string;
  quantity?: number;
  estimatedQuantity?: number;
  because: readonly BecauseData[];
}

/** A ventilation component of the catalogue, as far as explanations name it. */
export interface ExplainedComponent {
  id: number;
  productKey: string;
  bxH: string | null;
  ventilationArea: number | null;
}

/**
 * Everything an explanation may draw its figures from: the calculation answer (form values after
 * the consistency rules, derived figures), the catalogue, the rule set, and the screen's texts.
 * The apps pass i18next's lookup, the specs the catalogues of this library.
 */
export interface ExplanationSources {
  language: Language;
  /** A catalogue text with its `{{name}}` placeholders filled, or undefined when there is none. */
  text(key: string, params?: Readonly<Record<string, string>>): string | undefined;
  values: Readonly<Record<string, unknown>>;
  derived: Readonly<{ totalLiftArea: number | null; flapSize: string | null; rasPipeLength: number | null; repeaterCount: number | null }>;
  components: readonly ExplainedComponent[];
  /** The rule set's constants (e.g. minimumVentilationArea). */
  constants: Readonly<Record<string, unknown>>;
  /** The rule set's description of a rule: the last resort for a rule added without texts. */
  description(ruleId: string): string | undefined;
  productName(productKey: string): string;
}

/** One rule's part of the answer to "Why?": a sentence, and the user's entries it read when the sentence does not name them. */
export interface Explanation {
  ruleId: string;
  sentence: string;
  entries: string | null;
}
