import type { BecauseData } from '@lsp/contracts';
import { ruleExplanationId, ruleExplanationKey } from '../rule-explanations.js';
import type { Explanation, ExplainedItem, ExplanationSources } from './explanation-sources.js';
import { formatNumber } from './numbers.js';
import { ruleFigures } from './rule-figures.js';

/** Where a rule's sentence with figures lives: `ruleSentence.<id>` or, with variants, `ruleSentence.<id>.<variant>`. */
export const RULE_SENTENCE_PREFIX = 'ruleSentence';

/** Units of the form's figures, for the list of entries a rule read. */
const FIELD_UNITS: Readonly<Record<string, string>> = {
  shaftHeight: 'mm',
  shaftWidth: 'mm',
  shaftDepth: 'mm',
  calculatedVentilationArea: 'mm²',
};

/**
 * The form field a value the rule read stands for: a field itself, or the consistent value of
 * one (`effectiveSystem` is the system in force). Anything else the rules read is an internal
 * figure and is not listed.
 */
function fieldOf(name: string, sources: ExplanationSources): string | null {
  const candidates = [name, name.replace(/^effective([A-Z])/, (_, first: string) => first.toLowerCase())];
  return candidates.find((field) => sources.text(`fields.${field}`) !== undefined) ?? null;
}

function entryValue(field: string, value: unknown, sources: ExplanationSources): string | null {
  if (typeof value === 'boolean') return sources.text(value ? 'why.yes' : 'why.no') ?? null;
  if (typeof value === 'number' && Number.isFinite(value)) {
    const unit = FIELD_UNITS[field];
    return unit ? `${formatNumber(value, sources.language)} ${unit}` : formatNumber(value, sources.language);
  }
  if (typeof value === 'string' && value !== '') return sources.text(`choices.${field}.${value}`) ?? value;
  return null;
}

/** "Ihre Angaben: Schachthöhe 18.500 mm · Anzahl Aufzüge 1", from the form fields the rule read, or null when it read none. */
function entriesOf(reason: BecauseData, sources: ExplanationSources): string | null {
  // A field read as typed and as in force (smokeDetection, effectiveSmokeDetection) is listed once, as typed.
  const byField = new Map<string, string>();
  for (const [name, value] of Object.entries(reason.reads)) {
    const field = fieldOf(name, sources);
    const text = field === null ? null : entryValue(field, value, sources);
    if (field !== null && text !== null && !byField.has(field)) byField.set(field, `${sources.text(`fields.${field}`)}: ${text}`);
  }
  return byField.size === 0 ? null : (sources.text('why.entries', { entries: [...byField.values()].join(' · ') }) ?? null);
}

/** A rule's explanation without figures: its general text, else its rule-set description, else a plain notice. */
function generalSentence(ruleId: string, sources: ExplanationSources): string {
  return sources.text(ruleExplanationKey(ruleId)) ?? sources.description(ruleId) ?? sources.text('why.noExplanation') ?? '';
}

/**
 * "Why?" in plain words: for each rule behind the item, a sentence from the rule's template
 * filled with the user's figures (`ruleSentence.<id>` with the parameters of rule-figures.ts);
 * a rule without a template (or without the figures it needs) gets its general explanation and
 * the user's entries it read.
 * @example
 * explainItem(flapProduct, sources)[0].sentence;
 * // '104.000 mm² nötig (2,5 % von 1.600 × 2.600 mm) → kleinste passende Klappe 360 × 360 (104.000 mm²).'
 */
export function explainItem(item: ExplainedItem, sources: ExplanationSources): Explanation[] {
  return item.because.map((reason) => {
    const figures = ruleFigures(item, reason, sources);
    if (figures) {
      const key = [RULE_SENTENCE_PREFIX, ruleExplanationId(reason.ruleId), figures.variant].filter(Boolean).join('.');
      const sentence = sources.text(key, figures.params);
      if (sentence !== undefined) return { ruleId: reason.ruleId, sentence, entries: null };
    }
    return { ruleId: reason.ruleId, sentence: generalSentence(reason.ruleId, sources), entries: entriesOf(reason, sources) };
  });
}
