import type { CalculationAnswer, ProjectFileData, ProjectState } from '@lsp/contracts';
import { fieldProblem, parseGermanNumber, type FieldProblemCode, type LiftShaftCalculator } from '@lsp/domain';
import { evaluate, MARKS } from '../engine/browser-calculator';
import { fromList, NUMBER_FIELDS, numberText, toList, type FormValues, type NonStandardComponent } from './form-state';

/** The calculation state of spec section 3, plus what the page needs to save and show it. */
export interface CalculatorState {
  /** The saved project's id; null until the first save. */
  projectId: string | null;
  version: number | null;
  projectState: ProjectState;
  values: FormValues;
  /** What number fields show, as typed. */
  texts: Readonly<Record<string, string>>;
  /** Problems of typed numbers that are not (valid) values. */
  textProblems: Readonly<Record<string, FieldProblemCode>>;
  answer: CalculationAnswer;
  nonStandardComponents: readonly NonStandardComponent[];
  files: readonly ProjectFileData[];
  /** Changed since the last save. */
  dirty: boolean;
  ignoreAioBasicSets: boolean;
  isAioBasicSetModalOpen: boolean;
  /** Fields the user has left; their messages show. After a refused step all show. */
  touched: Readonly<Record<string, true>>;
  showAllProblems: boolean;
}

export type CalculatorAction =
  | { type: 'change'; changes: Record<string, unknown> }
  | { type: 'type-number'; key: string; text: string }
  | { type: 'touch'; key: string }
  | { type: 'show-all-problems' }
  | { type: 'non-standard'; components: readonly NonStandardComponent[] }
  | { type: 'saved'; projectId: string; version: number; projectState: ProjectState; files: readonly ProjectFileData[] }
  | { type: 'files'; files: readonly ProjectFileData[] }
  | { type: 'aio-modal'; open: boolean }
  | { type: 'ignore-aio-sets' };

/**
 * Evaluates the rules for the changed values and keeps the consistent values they answer (spec
 * section 5, consistency rules on change); number fields the rules changed show the new value.
 */
function recompute(calculator: LiftShaftCalculator, state: CalculatorState, values: FormValues, changed: readonly string[], typing?: string): CalculatorState {
  const answer = evaluate(calculator, toList(values), changed);
  performance.mark(MARKS.evaluated);
  const consistent = fromList(answer.formValues);
  const texts = { ...state.texts };
  for (const key of NUMBER_FIELDS) {
    if (key === typing || state.textProblems[key]) continue;
    if (consistent[key] !== values[key] || (texts[key] ?? '') === '') texts[key] = numberText(consistent[key]);
  }
  return { ...state, values: consistent, answer, texts, dirty: true };
}

/** The reducer of the calculator: every change runs the rules in this browser at once. */
export function calculatorReducer(calculator: LiftShaftCalculator) {
  return (state: CalculatorState, action: CalculatorAction): CalculatorState => {
    switch (action.type) {
      case 'change':
        return recompute(calculator, state, { ...state.values, ...action.changes }, Object.keys(action.changes));
      case 'type-number': {
        const { key, text } = action;
        const parsed = parseGermanNumber(text);
        const textProblems = { ...state.textProblems };
        let value: number | null = null;
        if (!parsed.ok) {
          if (parsed.error === 'isNotANumber') textProblems[key] = { code: 'isNotANumber' };
          else delete textProblems[key];
        } else {
          const problem = fieldProblem(key, parsed.value, false);
          if (problem) textProblems[key] = problem;
          else {
            delete textProblems[key];
            value = parsed.value;
          }
        }
        const next = { ...state, texts: { ...state.texts, [key]: text }, textProblems };
        return recompute(calculator, next, { ...state.values, [key]: value }, [key], key);
      }
      case 'touch':
        return state.touched[action.key] ? state : { ...state, touched: { ...state.touched, [action.key]: true } };
      case 'show-all-problems':
        return { ...state, showAllProblems: true };
      case 'non-standard':
        return { ...state, nonStandardComponents: action.components, dirty: true };
      case 'saved':
        return {
          ...state, projectId: action.projectId, version: action.version, projectState: action.projectState, files: action.files, dirty: false,
          values: { ...state.values, projectState: action.projectState },
        };
      case 'files':
        return { ...state, files: action.files };
      case 'aio-modal':
        return { ...state, isAioBasicSetModalOpen: action.open };
      case 'ignore-aio-sets': {
        // Leaving tab 0 forward ignores the sets and clears a chosen one (spec section 4).
        const ignored = { ...state, ignoreAioBasicSets: true, isAioBasicSetModalOpen: false };
        return state.values.aioBasicSet ? recompute(calculator, ignored, { ...state.values, aioBasicSet: null }, ['aioBasicSet']) : ignored;
      }
      default: {
        const unknown: never = action;
        return unknown;
      }
    }
  };
}

/** The first state: the rules run once on the loaded values, which take their consistent form. */
export function initialState(
  calculator: LiftShaftCalculator,
  loaded: { projectId: string | null; version: number | null; projectState: ProjectState; values: FormValues; nonStandardComponents: readonly NonStandardComponent[]; files: readonly ProjectFileData[] },
): CalculatorState {
  const answer = evaluate(calculator, toList(loaded.values), []);
  const values = fromList(answer.formValues);
  const texts = Object.fromEntries(NUMBER_FIELDS.map((key) => [key, numberText(values[key])]));
  return {
    ...loaded, values, answer, texts, textProblems: {}, dirty: false,
    ignoreAioBasicSets: false, isAioBasicSetModalOpen: false, touched: {}, showAllProblems: false,
  };
}
