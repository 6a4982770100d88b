import type {
  CalculationAnswer,
  CalculationCostsData,
  CalculationMessageData,
  FormValueData,
  QuantityResetData,
  QuantityResetReasonData,
  QuotedFlapData,
} from '@lsp/contracts';
import { priceLines } from '@lsp/rule-engine';
import type { Evaluation, FormProvenance, PersonsValues } from '@lsp/rule-engine';
import { quantityFieldProductId, type CalculationCatalogue } from './catalogue.js';
import { NON_STANDARD_CATEGORY, nonStandardLines, pricesInCurrency, type CostContext } from './cost-context.js';
import { quoteGaps } from './quote-gaps.js';

function derivedValue<T>(derived: Record<string, unknown>, name: string, fallback: T): T {
  const value = derived[name];
  return value === undefined ? fallback : (value as T);
}

function list(options: Record<string, unknown[]>, name: string): string[] {
  return (options[name] ?? []).map(String);
}

function droppedQuantityFields(
  evaluation: Evaluation,
  catalogue: CalculationCatalogue,
  given: readonly FormValueData[],
  unknownQuantityFields: readonly string[],
): Set<string> {
  const droppedKeys = new Set(derivedValue<string[]>(evaluation.derived, 'droppedComponents', []));
  const idsByKey = new Map(catalogue.components.map((row) => [row.productKey, row.id]));
  const dropped = new Set(unknownQuantityFields);
  for (const { key } of given) {
    const id = quantityFieldProductId(key);
    if (id === undefined) continue;
    for (const productKey of droppedKeys) if (idsByKey.get(productKey) === id) dropped.add(key);
  }
  return dropped;
}

/**
 * The closures the quote holds (the rules' `closureLines`): a user may choose a larger flap than
 * the recommended `flapSize`, and documents must name the one that is priced.
 */
function quotedFlaps(derived: Record<string, unknown>): QuotedFlapData[] {
  const lines = derivedValue<unknown>(derived, 'closureLines', []);
  if (!Array.isArray(lines)) return [];
  return lines.flatMap((line: Record<string, unknown>) => {
    if (typeof line?.productKey !== 'string' || typeof line.quantity !== 'number' || line.quantity <= 0) return [];
    return [
      {
        productKey: line.productKey,
        size: typeof line.bxH === 'string' && line.bxH !== '' ? line.bxH : null,
        ventilationArea: typeof line.ventilationArea === 'number' ? line.ventilationArea : null,
        quantity: line.quantity,
      },
    ];
  });
}

export interface AnswerContext {
  /** The person's values (defaults left to the rules again) and which decided fields are theirs. */
  formValues: PersonsValues;
  provenance: FormProvenance;
  changedFields: readonly string[];
  catalogue: CalculationCatalogue;
  unknownQuantityFields: readonly string[];
  costs?: CostContext;
}

/** The derived value of each cost category (docs/design.md#calculation-answer). */
const COST_CATEGORY_VALUES: readonly [keyof CalculationCostsData['categories'] & string, string][] = [
  ['ventilationComponents', 'ventilationComponents'],
  ['controlSystemComponents', 'controlSystemComponents'],
  ['smokeDetection', 'smokeDetectionCosts'],
  ['cabling', 'cabling'],
  ['assemblyComponents', 'assemblyComponents'],
  ['nonStandard', 'nonStandard'],
  ['sumOfComponents', 'sumOfComponents'],
  ['logisticCosts', 'logisticCosts'],
  ['assemblyCosts', 'assemblyCosts'],
  ['installationCosts', 'installationCosts'],
  ['travelCosts', 'travelCosts'],
  ['total', 'total'],
];

/** The quote: category totals from the rules, priced lines per product, delivery and validity. Amounts in cents of the currency. */
function quote(
  evaluation: Evaluation,
  context: CostContext,
  values: Readonly<Record<string, unknown>>,
  messages: readonly CalculationMessageData[],
): CalculationCostsData | null {
  const { derived } = evaluation;
  if (derived.priced !== true) return null;
  const prices = pricesInCurrency(context);
  const categories = Object.fromEntries(COST_CATEGORY_VALUES.map(([name, value]) => [name, derivedValue<number>(derived, value, 0)]));
  // Priced as the rules' linesTotal prices the category totals, so the lines add up to them.
  const lines = [
    ...priceLines(evaluation.products, prices, 'zero'),
    ...nonStandardLines(context).map((line) => ({
      productKey: line.productKey,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      total: line.total,
      category: NON_STANDARD_CATEGORY,
    })),
  ];
  const missing = quoteGaps(values, messages, { nonStandard: lines.some((line) => line.category === NON_STANDARD_CATEGORY) });
  return {
    currency: context.currency,
    categories: categories as CalculationCostsData['categories'],
    installationCostsMode: derivedValue(derived, 'installationCostsMode', null),
    travelCostsMode: derivedValue(derived, 'travelCostsMode', null),
    estimatedInstallationHours: derivedValue(derived, 'estimatedInstallationHours', null),
    deliveryTime: { value: context.deliveryWorkdays, unit: 'workdays' },
    offerValidityWeeks: context.offerValidityWeeks,
    lines,
    priceList: { kind: 'list' },
    offeredUnitPrices: offeredUnitPrices(evaluation, prices),
    // Filled by LiftShaftCalculator, which can evaluate the shaft again with each set.
    aioBasicSets: [],
    complete: missing.length === 0,
    missing,
  };
}

/** Unit prices of what the user may still choose: ventilation candidates, weather protection and the sets offered. */
function offeredUnitPrices(evaluation: Evaluation, prices: Readonly<Record<string, number>>): Record<string, number> {
  const offered = [
    ...derivedValue<string[]>(evaluation.derived, 'ventilationCandidates', []),
    ...derivedValue<string[]>(evaluation.derived, 'weatherProtection', []),
    ...list(evaluation.options, 'aioBasicSets'),
  ];
  return Object.fromEntries(offered.flatMap((key) => (prices[key] === undefined ? [] : [[key, prices[key]] as const])));
}

/**
 * The calculation answer of docs/design.md#calculation-answer from an evaluation of the lift-shaft rule set.
 * A total lift area of zero or empty resets everything: no products, no set, not ready (spec
 * section 4); options, derived figures and messages still guide the user.
 */
export function calculationAnswer(evaluation: Evaluation, context: AnswerContext): CalculationAnswer {
  const { derived, options } = evaluation;
  const ready = derived.ready === true;
  const dropped = droppedQuantityFields(evaluation, context.catalogue, context.formValues.values, context.unknownQuantityFields);
  const formValues = context.provenance.sourced(context.formValues, derived, dropped) as FormValueData[];
  const messages = evaluation.messages.map((m): CalculationMessageData => ({
    level: m.level,
    key: m.key,
    params: m.params,
    ...(m.field ? { field: m.field } : {}),
    because: m.because,
  }));
  return {
    ruleSet: evaluation.ruleSet,
    formValues,
    options: {
      liftAreaPercentage: list(options, 'liftAreaPercentage'),
      system: list(options, 'system'),
      smokeDetection: list(options, 'smokeDetection'),
      liftStatusDetection: list(options, 'liftStatusDetection'),
      aioBasicSets: list(options, 'aioBasicSets'),
    },
    derived: {
      totalLiftArea: derivedValue<number | null>(derived, 'totalLiftArea', null),
      repeaterCount: derivedValue<number | null>(derived, 'repeaterCount', null),
      flapSize: derivedValue<string | null>(derived, 'flapSize', null),
      rasPipeLength: derivedValue<number | null>(derived, 'rasPipeLength', null),
      quotedFlaps: ready ? quotedFlaps(derived) : [],
    },
    ventilation: {
      candidates: ready ? derivedValue<string[]>(derived, 'ventilationCandidates', []) : [],
      weatherProtection: ready ? derivedValue<string[]>(derived, 'weatherProtection', []) : [],
      recommended: ready ? derivedValue<string | null>(derived, 'recommended', null) : null,
    },
    selectedProducts: ready ? evaluation.products.map((p) => ({ ...p, because: p.because })) : [],
    messages,
    costs: ready && context.costs ? quote(evaluation, context.costs, valuesOf(formValues), messages) : null,
    ready,
    resets: dropped.size === 0 ? [] : quantityResets(context, derived, dropped),
  };
}

const valuesOf = (list: readonly FormValueData[]): Record<string, unknown> =>
  Object.fromEntries(list.map(({ key, value }) => [key, value]));

/**
 * The quantities the person gave that the rules reset, and why: a change of a trigger the rule set
 * names, else a changed or missing area, else a chosen set that brings its own (a closure still
 * offered without the set; docs/api.md#where-a-value-comes-from), else the component is no longer offered.
 */
function quantityResets(context: AnswerContext, derived: Record<string, unknown>, dropped: ReadonlySet<string>): QuantityResetData[] {
  const keyById = new Map(context.catalogue.components.map((row) => [row.id, row.productKey]));
  const trigger = context.changedFields.find((field) => context.provenance.quantityResetTriggers.includes(field));
  const area = derivedValue<number | null>(derived, 'totalLiftArea', null);
  // The area of the answer sent back (the remembered value), else the one the person gave.
  const sent = (values: readonly { key: string; value: unknown }[], key: string) => values.find((v) => v.key === key)?.value ?? null;
  const before =
    sent(context.formValues.remembered, 'previousVentilationArea') ?? sent(context.formValues.values, 'calculatedVentilationArea');
  const reason: QuantityResetReasonData = trigger
    ? { kind: 'changed', field: trigger }
    : area === null
      ? { kind: 'noArea' }
      : area !== before
        ? { kind: 'area', area }
        : { kind: 'unavailable' };
  const set = context.provenance.setValue === undefined ? null : derived[context.provenance.setValue];
  const offered = new Set(derivedValue<string[]>(derived, 'ventilationCandidates', []));
  const reasonFor = (productKey: string): QuantityResetReasonData =>
    reason.kind === 'unavailable' && typeof set === 'string' && set !== '' && offered.has(productKey) ? { kind: 'set', set } : reason;
  return context.formValues.values.flatMap(({ key, value }) => {
    const id = quantityFieldProductId(key);
    const productKey = id === undefined ? undefined : keyById.get(id);
    if (!dropped.has(key) || productKey === undefined || typeof value !== 'number' || value <= 0) return [];
    return [{ key, productKey, quantity: value, reason: reasonFor(productKey) }];
  });
}

/**
 * The answer when the rules could not be evaluated: empty and not ready (docs/design.md#calculation-answer). Its
 * message names the failing rule and, where the failure says so, the form field it read.
 */
export function failedCalculationAnswer(
  ruleSet: { key: string; version: number },
  formValues: readonly FormValueData[],
  failure: { ruleId?: string; field?: string } = {},
): CalculationAnswer {
  return {
    ruleSet,
    formValues: [...formValues],
    options: { liftAreaPercentage: [], system: [], smokeDetection: [], liftStatusDetection: [], aioBasicSets: [] },
    derived: { totalLiftArea: null, repeaterCount: null, flapSize: null, rasPipeLength: null, quotedFlaps: [] },
    ventilation: { candidates: [], weatherProtection: [], recommended: null },
    selectedProducts: [],
    messages: [
      {
        level: 'error',
        key: 'calculation.failed',
        params: { ...(failure.ruleId ? { rule: failure.ruleId } : {}), ...(failure.field ? { field: failure.field } : {}) },
        ...(failure.field ? { field: failure.field } : {}),
        because: [],
      },
    ],
    costs: null,
    ready: false,
    resets: [],
  };
}
