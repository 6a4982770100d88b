import type { CalculationAnswer, CalculationCostsData, CalculationMessageData, FormValueData, QuotedFlapData } from '@lsp/contracts';
import { priceLines } from '@lsp/rule-engine';
import type { Evaluation } from '@lsp/rule-engine';
import { quantityFieldProductId, type CalculationCatalogue } from './catalogue.js';
import { NON_STANDARD_CATEGORY, nonStandardLines, pricesInCurrency, type CostContext } from './cost-context.js';

/**
 * Form fields the consistency rules decide, and the derived value that holds each one's
 * consistent value (docs/domain.md#consistency-rules).
 */
const CONSISTENT_FIELDS: readonly [string, string][] = [
  ['liftAreaPercentage', 'effectiveLiftAreaPercentage'],
  ['calculatedVentilationArea', 'totalLiftArea'],
  ['system', 'effectiveSystem'],
  ['smokeDetection', 'effectiveSmokeDetection'],
  ['liftStatusDetection', 'effectiveLiftStatusDetection'],
  ['aioBasicSet', 'chosenAioSet'],
  ['montageIncluded', 'effectiveMontageIncluded'],
  ['montageBuildingLocation', 'effectiveMontageBuildingLocation'],
];

function derivedValue<T>(derived: Record<string, unknown>, name: string, fallback: T): T {
  const value = derived[name];
  return value === undefined ? fallback : (value as T);
}

function list(options: Record<string, unknown[]>, name: string): string[] {
  return (options[name] ?? []).map(String);
}

/**
 * The form values after the consistency rules: decided fields take their consistent value,
 * quantities of components no longer available (or reset by a change) are removed.
 */
function consistentFormValues(
  given: readonly FormValueData[],
  derived: Record<string, unknown>,
  dropped: ReadonlySet<string>,
): FormValueData[] {
  const decided = new Map(CONSISTENT_FIELDS.map(([field, name]) => [field, derivedValue<unknown>(derived, name, null)]));
  const result: FormValueData[] = [];
  const written = new Set<string>();
  for (const { key, value } of given) {
    if (dropped.has(key)) continue;
    result.push({ key, value: decided.has(key) ? decided.get(key) : value });
    written.add(key);
  }
  for (const [key, value] of decided) if (!written.has(key)) result.push({ key, value });
  return result;
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
  formValues: readonly FormValueData[];
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
function quote(evaluation: Evaluation, context: CostContext): CalculationCostsData | null {
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
  const dropped = droppedQuantityFields(evaluation, context.catalogue, context.formValues, context.unknownQuantityFields);
  const formValues = consistentFormValues(context.formValues, derived, dropped);
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
    costs: ready && context.costs ? quote(evaluation, context.costs) : null,
    ready,
  };
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
  };
}
