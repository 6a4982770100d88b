/**
 * Where each form value comes from, as the rule set's `defaults` section says (docs/rules.md#defaults-are-rules):
 * the person (`user`), the rules' default (`default`), a chosen set (`set`), or the rules replacing a
 * person's value they no longer allow (`replaced`, keeping that value). A client sends an answer's
 * values back as they came; a default is then worked out again from the current inputs, and a
 * replaced value is the person's own again, so the order of the changes does not matter.
 */
import type { DefaultFieldDefinition, RuleSetDefinition } from '../model/rule-set.types.js';
import { isEmpty } from '../expressions/operations.js';

export type ValueSource = 'user' | 'default' | 'set' | 'replaced';

/** Why the person's value is not the one used: the rules no longer allow it, or a chosen set decides the field. */
export type ReplacedReason = 'unavailable' | 'set';

/** A form value with where it came from; a value without `source` is the person's. */
export interface SourcedValue {
  key: string;
  value: unknown;
  source?: ValueSource;
  /** The person's own value that the rules or a set put aside, and why. */
  replaced?: { value: unknown; reason: ReplacedReason };
}

/** The person's values among echoed ones, and which decided fields hold a value of the person's. */
export interface PersonsValues {
  values: { key: string; value: unknown }[];
  personal: ReadonlySet<string>;
  /** Inputs beside the form values: each remembered field's value as it was sent (`remembered` names the input). */
  remembered: { key: string; value: unknown }[];
}

/** The `defaults` section of a rule set, read once per compiled version. */
export class FormProvenance {
  private readonly fields: ReadonlyMap<string, DefaultFieldDefinition>;
  /** The derived value naming the chosen set. */
  readonly setValue: string | undefined;
  /** Products whose quantity a person may set by hand, with the field holding it. */
  readonly adjustableQuantities: readonly { field: string; product: string }[];
  /** The fields whose change resets the component quantities a person gave. */
  readonly quantityResetTriggers: readonly string[];
  /** The person's entries a chosen set stands in for (kept, not quoted while it is chosen). */
  readonly setStandsIn: readonly string[];

  constructor(definition: RuleSetDefinition) {
    const defaults = definition.defaults;
    this.fields = new Map((defaults?.fields ?? []).map((field) => [field.field, field]));
    this.setValue = defaults?.set;
    this.adjustableQuantities = defaults?.adjustableQuantities ?? [];
    const triggers = defaults?.quantityResetTriggers === undefined ? undefined : definition.constants?.[defaults.quantityResetTriggers];
    this.quantityResetTriggers = Array.isArray(triggers) ? triggers.map(String) : [];
    this.setStandsIn = defaults?.setStandsIn ?? [];
  }

  /** The fields the rules decide. */
  get decidedFields(): readonly string[] {
    return [...this.fields.keys()];
  }

  /** The form field choosing the set: the one whose value is the set's derived value. */
  get setField(): string | undefined {
    return [...this.fields.values()].find((field) => field.value === this.setValue)?.field;
  }

  /** The fields a chosen set decides. */
  get setDecides(): readonly string[] {
    return [...this.fields.values()].filter((field) => field.setDecides === true).map((field) => field.field);
  }

  /**
   * The values the rules evaluate: a default or a set's value is left to the rules again (null), a
   * replaced value is the person's own again; a remembered field's value as sent goes to its own input.
   * @example provenance.personsValues([{ key: 'smokeDetection', value: 'POINTDETECTOR', source: 'default' }]).values
   * // [{ key: 'smokeDetection', value: null }]
   */
  personsValues(formValues: readonly SourcedValue[]): PersonsValues {
    const values: { key: string; value: unknown }[] = [];
    const personal = new Set<string>();
    const remembered: { key: string; value: unknown }[] = [];
    for (const entry of formValues) {
      const field = this.fields.get(entry.key);
      const source = entry.source;
      if (field?.remembered !== undefined) remembered.push({ key: field.remembered, value: entry.value ?? null });
      if (field === undefined || source === undefined || source === 'user') {
        // An emptied decided field is no value of the person's: null, as the rules answer it when they leave it empty.
        values.push({ key: entry.key, value: field !== undefined && entry.value === '' ? null : entry.value });
        if (field !== undefined) personal.add(entry.key);
      } else if (entry.replaced !== undefined && (source === 'replaced' || source === 'set')) {
        values.push({ key: entry.key, value: entry.replaced.value });
        personal.add(entry.key);
      } else if (source === 'replaced') {
        values.push({ key: entry.key, value: entry.value });
        personal.add(entry.key);
      } else {
        values.push({ key: entry.key, value: null });
      }
    }
    return { values, personal, remembered };
  }

  /**
   * The answer's form values: each decided field takes the rules' value and says whose it is;
   * every other value is the person's. `dropped` fields are left out (quantities reset).
   */
  sourced(given: PersonsValues, derived: Readonly<Record<string, unknown>>, dropped: ReadonlySet<string>): SourcedValue[] {
    const setChosen = this.setValue !== undefined && !isEmpty(derived[this.setValue]);
    const result: SourcedValue[] = [];
    const written = new Set<string>();
    for (const { key, value } of given.values) {
      if (dropped.has(key)) continue;
      written.add(key);
      const field = this.fields.get(key);
      result.push(field ? this.decided(field, value, given.personal.has(key), derived, setChosen) : { key, value, source: 'user' });
    }
    for (const field of this.fields.values())
      if (!written.has(field.field)) result.push(this.decided(field, null, false, derived, setChosen));
    return result;
  }

  private decided(
    field: DefaultFieldDefinition,
    given: unknown,
    personal: boolean,
    derived: Readonly<Record<string, unknown>>,
    setChosen: boolean,
  ): SourcedValue {
    const key = field.field;
    const value = derived[field.value] === undefined ? null : derived[field.value];
    const bySet = setChosen && field.setDecides === true;
    if (!personal || isEmpty(given)) return { key, value, source: bySet ? 'set' : 'default' };
    if (value === given) return { key, value, source: 'user' };
    return bySet
      ? { key, value, source: 'set', replaced: { value: given, reason: 'set' } }
      : { key, value, source: 'replaced', replaced: { value: given, reason: 'unavailable' } };
  }
}
