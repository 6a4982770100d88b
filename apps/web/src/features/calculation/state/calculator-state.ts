// What the calculator page's state holds and what may happen to it; how each action changes it is
// calculator-reducer.ts.
import type { CalculationAnswer, ProjectFileData, ProjectState } from '@lsp/contracts';
import type { FieldProblemCode, NumberLocale } from '@lsp/domain';
import type { ChoiceReset } from './choice-resets';
import type { FormSources, FormValues, NonStandardComponent } from './form-state';
import type { LoadedProject } from './loaded-project';

/** The calculation state of docs/design.md#form-values, plus what the page needs to save and show it. */
export interface CalculatorState {
  /** The saved project's id; null until the first save. */
  projectId: string | null;
  /**
   * The `Idempotency-Key` of this project's create: the same for every attempt until one is
   * answered, so a create sent again after a lost answer is made once (docs/api.md#idempotency-key); null once saved.
   */
  createKey: string | null;
  version: number | null;
  projectState: ProjectState;
  values: FormValues;
  /** Where each value of the last answer came from: sent back with it, so the rules' defaults follow the inputs. */
  sources: FormSources;
  /** How numbers are read and shown: the screen's language. */
  locale: NumberLocale;
  /** What number fields show, as typed. */
  texts: Readonly<Record<string, string>>;
  /** Problems of typed numbers that are not (valid) values. */
  textProblems: Readonly<Record<string, FieldProblemCode>>;
  answer: CalculationAnswer;
  nonStandardComponents: readonly NonStandardComponent[];
  /** The stored version the entries started from (loaded or last saved): the base of a merge when another save came between. */
  base: StoredEntries;
  files: readonly ProjectFileData[];
  /** Changed since the last save. */
  dirty: boolean;
  /** When the project was last saved (ISO time from the server); null before the first save. */
  savedAt: string | null;
  /** When the entries were last kept in the device's outbox, not sent yet (docs/offline.md); null when none wait. */
  onDevice: string | null;
  /** The user's choices the rules took back at the latest change that took any back (announced). */
  resets: readonly ChoiceReset[];
  /**
   * The number field being typed into, with the values and announced resets from before its entry
   * began: every keystroke is judged against those, so a passing keystroke (the "2" of "25.000")
   * does not take back choices that the finished entry keeps. Open while the field holds no valid number.
   */
  editing: { field: string; before: FormValues; sources: FormSources; resets: readonly ChoiceReset[] } | null;
  ignoreAioBasicSets: boolean;
  isAioBasicSetModalOpen: boolean;
  /** Fields the user has left; their messages show. After a refused step all show. */
  touched: Readonly<Record<string, true>>;
  showAllProblems: boolean;
}

/** The entries of one stored version of the project. */
export interface StoredEntries {
  values: FormValues;
  nonStandardComponents: readonly NonStandardComponent[];
}

export type CalculatorAction =
  | { type: 'change'; changes: Record<string, unknown> }
  /** `also`: values that go with this entry (the currency a price is typed in). */
  | { type: 'type-number'; key: string; text: string; also?: FormValues }
  /** A count field holds text that is no count (problem), or no longer (null). */
  | { type: 'count-problem'; key: string; problem: FieldProblemCode | null; text: string }
  /** The screen's language changed: typed numbers are shown again in its way. */
  | { type: 'number-locale'; locale: NumberLocale }
  | { type: 'touch'; key: string }
  | { type: 'show-all-problems' }
  | { type: 'non-standard'; components: readonly NonStandardComponent[] }
  | {
      type: 'saved';
      projectId: string;
      version: number;
      projectState: ProjectState;
      files: readonly ProjectFileData[];
      savedAt: string;
      unchangedSince: boolean;
      /** What the save sent: the base of the next merge. */
      sent: StoredEntries;
    }
  /**
   * Another save came between (docs/calculator-saving.md#two-windows-save-one-project): the merged
   * entries on top of the version stored now, still to be saved.
   */
  | {
      type: 'rebase';
      stored: { version: number; projectState: ProjectState; savedAt: string; files: readonly ProjectFileData[] } & StoredEntries;
      merged: { values: FormValues; sources: FormSources; nonStandardComponents: readonly NonStandardComponent[] };
    }
  /** A draft saved elsewhere meanwhile is kept as a new project: no id, a new create key, still to be saved. */
  | { type: 'as-copy' }
  /** Saved on the device for sending later (docs/offline.md#drafts-saved-offline). */
  | { type: 'kept-on-device'; at: string; unchangedSince: boolean }
  /** The entries discarded: the version stored now, as if opened anew. */
  | { type: 'replace'; loaded: LoadedEntries }
  | { type: 'dismiss-resets' }
  | { type: 'files'; files: readonly ProjectFileData[] }
  | { type: 'aio-modal'; open: boolean }
  | { type: 'ignore-aio-sets' }
  /** The rules or the catalogue were loaded anew (docs/catalogue-cache.md#open-calculators). */
  | { type: 'rules-changed' };

/** What the first state starts from: a project as loaded, or a new one's values. */
export type LoadedEntries = LoadedProject;
