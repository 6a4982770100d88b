import { newIdempotencyKey } from '@lsp/contracts';
import { readNumberEntry, type LiftShaftCalculator, type NumberLocale } from '@lsp/domain';
import { evaluate, MARKS } from '../engine/browser-calculator';
import { choiceResets, settled, stillTrue, type ChoiceReset } from './choice-resets';
import {
  fromList,
  NUMBER_FIELDS,
  numberText,
  numberTexts,
  sourcesOf,
  toList,
  withoutSources,
  type FormSources,
  type FormValues,
} from './form-state';
import type { CalculatorAction, CalculatorState, LoadedEntries } from './calculator-state';

/**
 * Applies the user's changes to `base` (the last answer's values with their sources, or those from
 * before the number entry being typed), evaluates the rules for them and keeps the consistent values
 * they answer (docs/domain.md#consistency-rules, docs/api.md#where-a-value-comes-from): a default
 * follows the inputs, the person's own values stay theirs. Number fields the rules changed show the
 * new value, and the choices the rules took back are announced.
 */
function recompute(
  calculator: LiftShaftCalculator,
  state: CalculatorState,
  base: { values: FormValues; sources: FormSources },
  changes: FormValues,
  typing?: string,
  /** The typed text is no value the form takes ("18.0000"): it announces no resets (docs/customer-app.md#sets-leave-cleanly). */
  refused = false,
): CalculatorState {
  const values = { ...base.values, ...changes };
  const changedFields = Object.keys(changes);
  const answer = evaluate(calculator, toList(values, withoutSources(base.sources, changedFields)), changedFields);
  performance.mark(MARKS.evaluated);
  const consistent = fromList(answer.formValues);
  const texts = { ...state.texts };
  for (const key of NUMBER_FIELDS) {
    if (key === typing || state.textProblems[key]) continue;
    if (consistent[key] !== values[key] || (texts[key] ?? '') === '') texts[key] = numberText(consistent[key], state.locale, key);
  }
  const editing = typing !== undefined ? state.editing : null;
  const resets = refused
    ? []
    : choiceResets(answer, base, changedFields, calculator.provenance).map((reset) => (editing ? { ...reset, pending: true } : reset));
  // A notice stays until a later change takes something back; within one entry, until the entry keeps
  // everything again. A value the user sets again themselves (a set chosen anew) is no longer taken back.
  // An earlier notice that no longer holds (the person's choice given back, the set gone) goes.
  const sources = sourcesOf(answer.formValues);
  const holds = (reset: ChoiceReset) => stillTrue(reset, consistent, sources, calculator.provenance.setField);
  const kept = settled(state.resets).filter((reset) => reset.kind === 'quantity' || !changedFields.includes(reset.field));
  const shown = resets.length > 0 ? resets : (editing ? editing.resets : kept).filter(holds);
  return { ...state, values: consistent, sources, answer, texts, dirty: true, resets: shown, editing };
}

/** The reducer of the calculator: every change runs the rules in this browser at once. */
export function calculatorReducer(calculator: LiftShaftCalculator) {
  return (state: CalculatorState, action: CalculatorAction): CalculatorState => {
    switch (action.type) {
      case 'change': {
        // A value set from elsewhere (a reset, the cable button) replaces a wrong count typed into its field.
        const stale = Object.keys(action.changes).filter(
          (key) => state.textProblems[key] && !(NUMBER_FIELDS as readonly string[]).includes(key),
        );
        const textProblems = stale.length
          ? Object.fromEntries(Object.entries(state.textProblems).filter(([key]) => !stale.includes(key)))
          : state.textProblems;
        return recompute(calculator, { ...state, textProblems }, state, action.changes);
      }
      case 'count-problem': {
        const textProblems = { ...state.textProblems };
        if (action.problem) textProblems[action.key] = action.problem;
        else delete textProblems[action.key];
        return { ...state, textProblems, texts: { ...state.texts, [action.key]: action.text } };
      }
      case 'type-number': {
        const { key, text, also } = action;
        const { value, problem } = readNumberEntry(key, text, state.locale);
        const textProblems = { ...state.textProblems };
        if (problem) textProblems[key] = problem;
        else delete textProblems[key];
        // A new entry ends any other: what that one reset has taken effect.
        const editing =
          state.editing?.field === key
            ? state.editing
            : { field: key, before: state.values, sources: state.sources, resets: settled(state.resets) };
        const next = { ...state, texts: { ...state.texts, [key]: text }, textProblems, editing };
        return recompute(
          calculator,
          next,
          { values: editing.before, sources: editing.sources },
          { ...also, [key]: value },
          key,
          problem !== undefined,
        );
      }
      case 'rules-changed': {
        // The same entries under the new rules and catalogue; an entry being typed stays as typed, and
        // nothing counts as changed by the person.
        const next = recompute(calculator, state, state, {}, state.editing?.field);
        return { ...next, dirty: state.dirty };
      }
      case 'number-locale':
        return action.locale === state.locale ? state : relocated(calculator, state, action.locale);
      case 'touch': {
        // Leaving a field with a valid number ends its entry; an empty or invalid one stays open to be corrected.
        const ended = state.editing?.field === action.key && typeof state.values[action.key] === 'number';
        return touched(ended ? { ...state, editing: null, resets: settled(state.resets) } : state, action.key);
      }
      case 'show-all-problems':
        return { ...state, showAllProblems: true };
      case 'non-standard':
        return { ...state, nonStandardComponents: action.components, dirty: true, editing: null };
      case 'saved':
        return {
          ...state,
          projectId: action.projectId,
          createKey: null,
          version: action.version,
          projectState: action.projectState,
          files: action.files,
          dirty: state.dirty && !action.unchangedSince,
          savedAt: action.savedAt,
          onDevice: null,
          values: { ...state.values, projectState: action.projectState },
          base: { ...action.sent, values: { ...action.sent.values, projectState: action.projectState } },
        };
      case 'rebase': {
        const { stored, merged } = action;
        const { values, nonStandardComponents, ...saved } = stored;
        const next = { ...state, ...saved, base: { values, nonStandardComponents }, nonStandardComponents: merged.nonStandardComponents };
        const rebased = recompute(calculator, { ...next, editing: null }, merged, {});
        // The fields take the merged values, whichever side they came from.
        return { ...rebased, texts: numberTexts(rebased.values, state.locale), textProblems: {}, resets: [] };
      }
      case 'as-copy':
        return {
          ...state,
          projectId: null,
          version: null,
          createKey: newIdempotencyKey(),
          projectState: 'NEW',
          values: { ...state.values, projectState: 'NEW' },
          files: [],
          savedAt: null,
          onDevice: null,
          dirty: true,
        };
      case 'kept-on-device':
        return { ...state, onDevice: action.at, dirty: state.dirty && !action.unchangedSince };
      case 'replace':
        return initialState(calculator, action.loaded, state.locale);
      case 'dismiss-resets':
        return { ...state, resets: [] };
      case 'files':
        return { ...state, files: action.files };
      case 'aio-modal':
        return { ...state, isAioBasicSetModalOpen: action.open };
      case 'ignore-aio-sets': {
        // Leaving tab 0 forward ignores the sets and clears a chosen one (docs/design.md#calculator-steps).
        const ignored = { ...state, ignoreAioBasicSets: true, isAioBasicSetModalOpen: false };
        return state.values.aioBasicSet ? recompute(calculator, ignored, ignored, { aioBasicSet: null }) : ignored;
      }
      default: {
        const unknown: never = action;
        return unknown;
      }
    }
  };
}

/**
 * A field the user left: its messages show from now on, and a valid number is shown as the form
 * holds it (`1,6 m` becomes `1.600` beside the field's mm), so a converted unit is seen.
 */
function touched(state: CalculatorState, key: string): CalculatorState {
  const value = state.values[key];
  const isTypedNumber = (NUMBER_FIELDS as readonly string[]).includes(key) && !state.textProblems[key] && typeof value === 'number';
  const shown = isTypedNumber ? numberText(value, state.locale, key) : state.texts[key];
  if (state.touched[key] && shown === state.texts[key]) return state;
  const texts = shown === undefined ? state.texts : { ...state.texts, [key]: shown };
  return { ...state, touched: { ...state.touched, [key]: true }, texts };
}

/**
 * The number fields' texts in another language: a value is written anew, text that is no valid
 * value stays as typed, so the user still sees what they typed.
 */
/**
 * The screen's language changed: numbers the form holds are written the new way, and a text the
 * form refused is read again the new way, as if typed now ("1.6 m" is no German number, but 1,600 mm
 * in English), so no field keeps a verdict of the language it was typed in.
 */
function relocated(calculator: LiftShaftCalculator, state: CalculatorState, locale: NumberLocale): CalculatorState {
  const next = { ...state, locale, texts: textsIn(state, locale) };
  const refused = NUMBER_FIELDS.filter((key) => state.textProblems[key] && (state.texts[key] ?? '').trim() !== '');
  if (!refused.length) return next;
  const textProblems = { ...state.textProblems };
  const changes: Record<string, unknown> = {};
  for (const key of refused) {
    const { value, problem } = readNumberEntry(key, state.texts[key], locale);
    if (problem) textProblems[key] = problem;
    else delete textProblems[key];
    if (value !== state.values[key]) changes[key] = value;
  }
  const reread = { ...next, textProblems };
  return Object.keys(changes).length ? recompute(calculator, reread, state, changes, state.editing?.field) : reread;
}

function textsIn(state: CalculatorState, locale: NumberLocale): Record<string, string> {
  const texts = { ...state.texts };
  for (const key of NUMBER_FIELDS) if (!state.textProblems[key]) texts[key] = numberText(state.values[key], locale, key);
  return texts;
}

/** The first state: the rules run once on the loaded values, which take their consistent form. */
export function initialState(calculator: LiftShaftCalculator, loaded: LoadedEntries, locale: NumberLocale): CalculatorState {
  const answer = evaluate(calculator, toList(loaded.values, loaded.sources), []);
  const values = fromList(answer.formValues);
  const texts = Object.fromEntries(NUMBER_FIELDS.map((key) => [key, numberText(values[key], locale, key)]));
  return {
    ...loaded,
    base: loaded.base ?? { values: loaded.values, nonStandardComponents: loaded.nonStandardComponents },
    createKey: loaded.projectId === null ? (loaded.createKey ?? newIdempotencyKey()) : null,
    onDevice: loaded.onDevice ?? null,
    values,
    sources: sourcesOf(answer.formValues),
    locale,
    answer,
    texts,
    textProblems: {},
    dirty: false,
    resets: [],
    editing: null,
    ignoreAioBasicSets: false,
    isAioBasicSetModalOpen: false,
    touched: {},
    showAllProblems: false,
  };
}
