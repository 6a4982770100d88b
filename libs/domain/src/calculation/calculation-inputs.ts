import { FORM_FIELDS, type FormValue } from '../form-values.js';
import { quantityFieldProductId, type CalculationCatalogue, type ComponentRow } from './catalogue.js';
import { nonStandardLines, pricesInCurrency, type CostContext } from './cost-context.js';

/** A component the user gave a quantity for: its catalogue row and the quantity. */
export type ComponentSelectionRow = ComponentRow & { quantity: number };

/**
 * Product keys whose quantity the form values set by hand (a number in the product's field); which
 * products a person may adjust is the rule set's `defaults.adjustableQuantities` (docs/domain.md#cables).
 */
export function adjustedProductKeys(
  formValues: readonly { key: string; value: unknown }[],
  adjustable: readonly { field: string; product: string }[],
): Set<string> {
  const numeric = new Set(formValues.filter((v) => typeof v.value === 'number').map((v) => v.key));
  return new Set(adjustable.filter(({ field }) => numeric.has(field)).map(({ product }) => product));
}

/**
 * Every product key of a catalogue as a row (`{productKey}`): what rules that build a key (a
 * mounting bracket `EBW-{size}`) look the key up in before adding it, with the table builtins.
 * One list per catalogue, made once.
 */
const keyRows = new WeakMap<readonly string[], readonly { productKey: string }[]>();
function catalogueKeyRows(catalogue: CalculationCatalogue): readonly { productKey: string }[] {
  let rows = keyRows.get(catalogue.productKeys);
  if (!rows) {
    rows = catalogue.productKeys.map((productKey) => ({ productKey }));
    keyRows.set(catalogue.productKeys, rows);
  }
  return rows;
}

export interface CalculationInputs {
  /** What the engine evaluates: every form field (null when not given), the catalogue and the selection. */
  inputs: Record<string, unknown>;
  /** `quantity-{id}` fields that name no ventilation component of the catalogue: reset. */
  unknownQuantityFields: string[];
}

/**
 * Turns form values (docs/design.md#form-values) into the lift-shaft rule set's inputs: every known field with
 * its value or null, `components` (the catalogue rows), `componentSelection` (the rows the user
 * gave a quantity for) and `changedFields` (which fields the user just changed, for the resets).
 */
export function calculationInputs(
  formValues: readonly FormValue[],
  catalogue: CalculationCatalogue,
  changedFields: readonly string[] = [],
  costs?: CostContext,
  /** Fields the rules read beside FORM_FIELDS (the rule set's adjustable quantities): null when not given. */
  moreFields: readonly string[] = [],
): CalculationInputs {
  const inputs: Record<string, unknown> = {};
  for (const key of Object.keys(FORM_FIELDS)) inputs[key] = null;
  for (const key of moreFields) inputs[key] = null;
  const byId = new Map(catalogue.components.map((row) => [row.id, row]));
  const componentSelection: ComponentSelectionRow[] = [];
  const unknownQuantityFields: string[] = [];
  for (const { key, value } of formValues) {
    const productId = quantityFieldProductId(key);
    if (productId === undefined) {
      inputs[key] = value ?? null;
      continue;
    }
    const row = byId.get(productId);
    if (!row) unknownQuantityFields.push(key);
    else if (typeof value === 'number') componentSelection.push({ ...row, quantity: value });
  }
  inputs.components = catalogue.components;
  inputs.catalogueKeys = catalogueKeyRows(catalogue);
  inputs.componentSelection = componentSelection;
  inputs.changedFields = [...changedFields];
  // Without prices (e.g. in the browser) the cost rules stay silent and the answer's costs are null.
  inputs.prices = costs ? pricesInCurrency(costs) : null;
  inputs.exchangeRate = costs?.exchangeRate ?? 1;
  inputs.nonStandardLines = costs ? nonStandardLines(costs) : [];
  // A record filled under this many computed names is a slow dictionary to V8, and the engine copies
  // its inputs with a for-in loop, which over a dictionary sorts the keys on every call (about 5 µs
  // of a whole answer, measured). A spread copy is laid out as an ordinary object.
  return { inputs: { ...inputs }, unknownQuantityFields };
}

/**
 * The entries of a rule-set test case's inputs that a calculation request carries beside its form
 * values (docs/rules.md#tests-with-prices): `changedFields`, `currency` and `nonStandardComponents`.
 */
export const TEST_CASE_REQUEST_ENTRIES: readonly string[] = ['changedFields', 'currency', 'nonStandardComponents'];

/** A test case's inputs as a request: its form values by key, and the changed fields. */
export function testCaseFormValues(record: Readonly<Record<string, unknown>>): { formValues: FormValue[]; changedFields: string[] } {
  const formValues = Object.entries(record)
    .filter(([key]) => !TEST_CASE_REQUEST_ENTRIES.includes(key))
    .map(([key, value]) => ({ key, value }));
  const changedFields = Array.isArray(record.changedFields) ? (record.changedFields as string[]) : [];
  return { formValues, changedFields };
}

/**
 * The engine's inputs for a rule-set test case, whose inputs name form values by key (and may
 * list `changedFields`); with `costs`, priced as a calculation is.
 */
export function testCaseInputs(
  record: Readonly<Record<string, unknown>>,
  catalogue: CalculationCatalogue,
  moreFields: readonly string[] = [],
  costs?: CostContext,
): Record<string, unknown> {
  const { formValues, changedFields } = testCaseFormValues(record);
  return calculationInputs(formValues, catalogue, changedFields, costs, moreFields).inputs;
}
