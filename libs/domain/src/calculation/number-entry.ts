import { FORM_FIELDS, dimensionOf } from '../form-values.js';
import { parseNumber, type NumberLocale } from '../number-format.js';
import { fieldProblem, type FieldProblemCode } from './calculator-steps.js';

/** What a number field's typed text means: the form value, or null with the problem to show. */
export interface NumberEntryReading {
  value: number | null;
  problem?: FieldProblemCode;
}

/**
 * Reads what a user typed into a number field, in the screen's language, converting a typed unit
 * to the field's stored unit (`1,6 m` into a mm field is 1600). Text that is no valid value gives
 * null and its problem; an empty field gives null and no problem here (whether it is required is
 * judged with the other fields).
 * @example readNumberEntry('shaftWidth', '1,6 m', 'de') // { value: 1600 }
 * @example readNumberEntry('shaftHeight', '18500,5', 'de') // { value: null, problem: { code: 'wholeNumber', unit: 'mm' } }
 */
export function readNumberEntry(key: string, text: string, locale: NumberLocale): NumberEntryReading {
  const definition = FORM_FIELDS[key];
  const parsed = parseNumber(text, locale, definition ? dimensionOf(definition.type) : 'count');
  if (!parsed.ok) {
    if (parsed.error === 'isRequired') return { value: null };
    if (parsed.error === 'unit') return { value: null, problem: { code: 'unit', unit: parsed.unit, accepted: parsed.accepted } };
    return { value: null, problem: { code: 'isNotANumber' } };
  }
  const problem = fieldProblem(key, parsed.value, false);
  return problem ? { value: null, problem } : { value: parsed.value };
}

/** A value the planner takes but that is unlikely to be meant so, e.g. a width typed in metres. */
export type FieldWarningCode = { code: 'unusuallySmall'; min: number } | { code: 'unusuallyLarge'; max: number };

/**
 * Below these a shaft is implausible (a lift car needs more room): most likely the number was
 * meant in another unit. They warn and never block.
 */
export const PLAUSIBLE_MINIMUMS: Readonly<Record<string, number>> = { shaftWidth: 500, shaftDepth: 500, shaftHeight: 2000 };

/**
 * Above these a shaft's plan is unusual (the largest goods lifts need about 4 m): a slip of a
 * digit is more likely than such a shaft. They warn and never block.
 */
export const PLAUSIBLE_MAXIMUMS: Readonly<Record<string, number>> = { shaftWidth: 6000, shaftDepth: 6000 };

/**
 * The warning for a value that is valid but implausible, or undefined.
 * @example fieldWarning('shaftWidth', 400) // { code: 'unusuallySmall', min: 500 }
 */
export function fieldWarning(key: string, value: unknown): FieldWarningCode | undefined {
  if (typeof value !== 'number') return undefined;
  const min = PLAUSIBLE_MINIMUMS[key];
  if (min !== undefined && value < min) return { code: 'unusuallySmall', min };
  const max = PLAUSIBLE_MAXIMUMS[key];
  return max !== undefined && value > max ? { code: 'unusuallyLarge', max } : undefined;
}
