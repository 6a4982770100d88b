import { createContext, useContext } from 'react';
import type { CalculationCostsData, ProductData, ProductGroupData } from '@lsp/contracts';
import type { ComponentRow, FieldProblemCode } from '@lsp/domain';
import type { LiveCosts } from '../engine/use-costs';
import type { CalculatorAction, CalculatorState } from './calculator-state';

/** A field problem the server found that this browser's checks did not, kept with the value it was found in. */
export interface ServerFieldProblem {
  key: string;
  params: Readonly<Record<string, string | number>>;
  /** The value the server refused: the problem shows while the field still holds it. */
  value: unknown;
}

/** What every tab of the calculator reads and does. */
export interface CalculatorContextValue {
  state: CalculatorState;
  act(action: CalculatorAction): CalculatorState;
  /** False for projects the user may not change: every field is read-only. */
  editable: boolean;
  /** Problems of the entries the quote depends on (values and typed numbers, libs/domain quoteEntryProblems). */
  problems: Readonly<Record<string, FieldProblemCode>>;
  /** Field problems of the last refused save that this browser's checks did not find (docs/api.md#error-codes). */
  serverProblems: Readonly<Record<string, ServerFieldProblem>>;
  productsByKey: ReadonlyMap<string, ProductData>;
  groupsById: ReadonlyMap<number, ProductGroupData>;
  /** Ventilation components of the rules' catalogue by product key. */
  componentsByKey: ReadonlyMap<string, ComponentRow>;
  /** Rule descriptions by rule id, for "Why?". */
  ruleDescriptions: ReadonlyMap<string, string>;
  /** The rule set's constants (e.g. the minimum ventilation area), for the figures of "Why?". */
  ruleConstants: Readonly<Record<string, unknown>>;
  /** Products whose quantity the person may set by hand, with their fields: the rule set's `defaults` (docs/domain.md#cables). */
  adjustableQuantities: readonly { field: string; product: string }[];
  /** The form field choosing a set (the rule set's `defaults`): its values are product keys, named as products. */
  setField: string | undefined;
  /** The server's priced answer for the current entries (the latest one while the next is on its way). */
  costs: LiveCosts;
  /** Its quote, while the entries can be priced at all (`priceable`); else null. */
  quote: CalculationCostsData | null;
  /** The rules are ready and no basic input is missing or refused: only then is a price asked for and shown. */
  priceable: boolean;
}

export const CalculatorContext = createContext<CalculatorContextValue | null>(null);

export function useCalculator(): CalculatorContextValue {
  const value = useContext(CalculatorContext);
  if (!value) throw new Error('useCalculator outside the calculator');
  return value;
}
