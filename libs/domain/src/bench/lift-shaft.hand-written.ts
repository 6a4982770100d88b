/**
 * The lift-shaft rule set (rules/lift-shaft/lift-shaft.rule-set.json) written by hand in plain
 * TypeScript, as a developer would without a rule engine: the baseline `npm run bench` compares
 * the compiled rule set with (issue 3: "≤ 2× the hand-written code").
 *
 * It takes the engine's inputs (as `calculationInputs` builds them) and gives exactly what
 * `evaluate(inputs, { explain: false })` gives: every derived value, option list, product and
 * message, and the same failures (a spec checks golden, test-case and generated inputs). Like the
 * engine it computes everything from its inputs on every call (no cache across calls); unlike the
 * engine it may fuse what the rules say step by step, e.g. the nine filters of the component table
 * are one loop. Form values are assumed well-typed, as the API's form check leaves them; where
 * the rules compare with null or coerce, plain JavaScript operators give json-logic-js's results.
 */
/* eslint-disable eqeqeq -- a hand translation of the rules keeps json-logic's loose == and != so it answers as the engine does */
import {
  ceilDiv,
  decimalAdd,
  decimalMultiply,
  isEmpty,
  multiplyCents,
  multiplyRoundHalfUp,
  percentCeil,
  percentRound,
  roundUpToStep,
  type Evaluation,
  type RuleMessage,
  type SelectedProduct,
} from '@lsp/rule-engine';
import type { ComponentRow } from '../calculation/catalogue.js';
import { isMontagePostalCode } from '../limits.js';

/** The rule set's constants (its `constants` object). */
export interface LiftShaftConstants {
  minimumVentilationArea: number;
  lstBaseLength: number;
  machineRoomLstLength: number;
  lstRepeaterSpan: number;
  rasPipeStep: number;
  costModel: {
    logisticsPercent: number;
    logisticsMinimumCents: number;
    logisticsMaximumCents: number;
    hourlyRateCents: number;
    flatRateInstallationCents: number;
    baseHours: number;
    hoursPerClosure: number;
    hoursPerPointDetector: number;
    hoursPerRasPipe: number;
    hoursPerLineDetector: number;
    hoursPer10mShaft: number;
    hoursPerRepeater: number;
    commissioningBaseHours: number;
    commissioningHoursPerElevator: number;
    travelZones: Record<string, string>;
    travelNearCents: number;
    travelFarCents: number;
  };
  componentResetTriggers: string[];
  cableByCategory: Record<
    | 'motor'
    | 'smokeSwitches'
    | 'rasSdlf1'
    | 'additionalSmokeDetector'
    | 'mainLevelDetector'
    | 'machineRoomDetector'
    | 'additionalThermostat'
    | 'liftStatusMultipleLifts'
    | 'lstRepeater',
    string
  >;
}

/** What of the rule-set file the hand-written code reads: its name, version and constants. */
export interface LiftShaftRuleSet {
  key: string;
  version: number;
  constants: LiftShaftConstants;
}

type Row = ComponentRow & { quantity?: unknown };
// The engine's inputs: form values of their field types (or null), the catalogue rows, prices.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- form values of any JSON type, read as the rules read them
type Inputs = Record<string, any>;

const NO_ROWS: readonly Row[] = [];
const NO_VALUES: readonly unknown[] = [];

const isNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const orZero = (x: unknown): number => (x === null || x === undefined ? 0 : (x as number));

/** The chosen value if it is offered, else the first offered one (null if none). */
function chosenOrFirst(list: string[], value: unknown): unknown {
  return list.indexOf(value as string) !== -1 ? value : list.length > 0 ? list[0] : null;
}

function without(list: string[], values: readonly string[]): string[] {
  return list.filter((value) => !values.includes(value));
}

/** Ascending by numeric fields, null and missing last, stable (Array.prototype.sort is). */
function byFields(fields: readonly ('ventilationArea' | 'recommendationOrder' | 'width' | 'height')[]) {
  return (a: Row, b: Row): number => {
    for (const field of fields) {
      const x = a[field];
      const y = b[field];
      const xMissing = x === null || x === undefined;
      const yMissing = y === null || y === undefined;
      const order = xMissing || yMissing ? (xMissing === yMissing ? 0 : xMissing ? 1 : -1) : x - y;
      if (order !== 0) return order;
    }
    return 0;
  };
}
const BY_AREA = byFields(['ventilationArea']);
const BY_RECOMMENDATION = byFields(['recommendationOrder', 'width', 'height']);
const BY_AREA_WIDTH_HEIGHT = byFields(['ventilationArea', 'width', 'height']);

function characteristicsOf(row: Row): readonly unknown[] {
  const list = row.characteristics as unknown;
  return Array.isArray(list) ? list : NO_VALUES;
}

function sumOfQuantities(rows: readonly Row[]): number {
  let total = 0;
  for (const row of rows) {
    const quantity = row.quantity;
    if (quantity === null || quantity === undefined) continue;
    if (!isNumber(quantity)) throw new TypeError(`sumOf needs a finite number, got ${JSON.stringify(quantity)}`);
    total = decimalAdd(total, quantity);
  }
  return total;
}

/** The rows the user gave a positive quantity for, among the offered product keys. */
function chosenRows(selection: readonly Row[], offered: readonly unknown[]): Row[] {
  const rows: Row[] = [];
  for (const row of selection) if (offered.includes(row.productKey) && typeof row.quantity === 'number' && row.quantity > 0) rows.push(row);
  return rows;
}

function numericExtreme(rows: readonly Row[], pick: (a: number, b: number) => number): number | null {
  let result: number | null = null;
  for (const row of rows) {
    const area = row.ventilationArea;
    if (typeof area === 'number') result = result === null ? area : pick(result, area);
  }
  return result;
}

/** Products in the order first added, with the engine's add, top-up and set-quantity rules. */
class ProductList {
  readonly lines: SelectedProduct[] = [];
  private readonly byKey = new Map<string, SelectedProduct>();

  constructor(private readonly known: ReadonlySet<string>) {}

  /** A key computed from data: the engine refuses one the catalogue does not have. */
  checked(key: unknown): string {
    if (typeof key !== 'string' || key === '') throw new TypeError(`a product key must be a non-empty string, got ${JSON.stringify(key)}`);
    if (!this.known.has(key)) throw new TypeError(`no product with key '${key}'`);
    return key;
  }

  add(key: string, quantity: unknown, category: string): void {
    if (!isNumber(quantity)) throw new TypeError(`a quantity must be a finite number, got ${JSON.stringify(quantity)}`);
    if (quantity <= 0) return;
    const line = this.byKey.get(key);
    if (!line) {
      this.put(key, quantity, quantity, category);
    } else if (Number.isInteger(quantity) && Number.isInteger(line.quantity) && Number.isInteger(line.estimatedQuantity)) {
      line.quantity += quantity;
      line.estimatedQuantity += quantity;
    } else {
      line.quantity = decimalAdd(line.quantity, quantity);
      line.estimatedQuantity = decimalAdd(line.estimatedQuantity, quantity);
    }
  }

  topUp(key: string, minimum: number, category: string): void {
    if (!isNumber(minimum)) throw new TypeError(`a minimum must be a finite number, got ${JSON.stringify(minimum)}`);
    const line = this.byKey.get(key);
    if (line) {
      line.quantity = Math.max(line.quantity, minimum);
      line.estimatedQuantity = Math.max(line.estimatedQuantity, minimum);
    } else if (minimum > 0) {
      this.put(key, minimum, minimum, category);
    }
  }

  /** A quantity the user adjusted (null: not adjusted) replaces the ordered one. */
  setQuantity(key: string, quantity: unknown, category: string): void {
    if (quantity === null || quantity === undefined) return;
    if (!isNumber(quantity)) throw new TypeError(`a quantity must be a finite number, got ${JSON.stringify(quantity)}`);
    if (quantity < 0) throw new TypeError(`a quantity must not be negative, got ${quantity}`);
    const line = this.byKey.get(key);
    if (line) line.quantity = quantity;
    else if (quantity > 0) this.put(key, quantity, 0, category);
  }

  quantityOf(key: string): number | undefined {
    return this.byKey.get(key)?.quantity;
  }

  private put(productKey: string, quantity: number, estimatedQuantity: number, category: string): void {
    const line: SelectedProduct = { productKey, quantity, estimatedQuantity, category, because: [] };
    this.byKey.set(productKey, line);
    this.lines.push(line);
  }
}

/** Unit price in cents, which must be there for every product priced. */
function priceOf(prices: Record<string, unknown>, key: string): number {
  const price = Object.hasOwn(prices, key) ? prices[key] : undefined;
  if (typeof price !== 'number' || !Number.isSafeInteger(price)) throw new TypeError(`no price in cents for product '${key}'`);
  return price;
}

const AIO_POINT_DETECTOR_SETS: readonly (readonly [string, number, number])[] = [
  ['AIO-BASIC-PD-12', 0, 12000],
  ['AIO-BASIC-PD-24', 12000, 24000],
  ['AIO-BASIC-PD-36', 24000, 36000],
  ['AIO-BASIC-PD-48', 36000, 48000],
];

/**
 * Evaluates the lift-shaft rule set by hand.
 * @example evaluateLiftShaftByHand(ruleSetJson, calculationInputs(formValues, catalogue).inputs, new Set(catalogue.productKeys)).derived.totalLiftArea // 104000
 */
export function evaluateLiftShaftByHand(ruleSet: LiftShaftRuleSet, i: Inputs, productKeys: ReadonlySet<string>): Evaluation {
  const k = ruleSet.constants;
  const d: Record<string, unknown> = {};
  const options: Record<string, unknown[]> = {};
  const messages: RuleMessage[] = [];
  const message = (level: RuleMessage['level'], key: string, params: Record<string, unknown>, field: string | null): void => {
    messages.push({ level, key, params, field, because: [] });
  };

  // ---- options: choices, the lift area and the effective selections ----
  const country = i.country;
  const height = i.shaftHeight;
  const elevators = i.noOfElevators;
  const heightKnown = isNumber(height);
  const hasMachineRoom = i.machineRoom === 'up' || i.machineRoom === 'down';
  d.hasMachineRoom = hasMachineRoom;

  let liftAreaPercentages = country === 'de' ? ['2_5_PERCENT'] : country === 'at' ? ['2_5_PERCENT', '1_0_PERCENT'] : ['MANUAL'];
  if ((country === 'de' || country === 'at') && i.projectType == 'MODERNIZED' && !liftAreaPercentages.includes('MANUAL')) {
    liftAreaPercentages = [...liftAreaPercentages, 'MANUAL'];
  }
  options.liftAreaPercentage = liftAreaPercentages;
  const liftAreaPercentage = chosenOrFirst(liftAreaPercentages, i.liftAreaPercentage);
  d.effectiveLiftAreaPercentage = liftAreaPercentage;
  const liftAreaPercent = liftAreaPercentage === '2_5_PERCENT' ? 2.5 : liftAreaPercentage === '1_0_PERCENT' ? 1 : null;
  d.liftAreaPercent = liftAreaPercent;
  let shaftFloorArea: number | null = null;
  if (isNumber(i.shaftWidth) && isNumber(i.shaftDepth)) d.shaftFloorArea = shaftFloorArea = decimalMultiply(i.shaftWidth, i.shaftDepth);
  let minimumLiftArea: number | null = null;
  if (shaftFloorArea !== null && liftAreaPercent !== null) {
    d.minimumLiftArea = minimumLiftArea = Math.max(k.minimumVentilationArea, percentCeil(shaftFloorArea, liftAreaPercent));
  }
  const manualArea = liftAreaPercentage == 'MANUAL';
  const totalLiftArea: number | null = manualArea
    ? isNumber(i.calculatedVentilationArea)
      ? i.calculatedVentilationArea
      : null
    : minimumLiftArea;
  d.totalLiftArea = totalLiftArea;
  const ready = (totalLiftArea as number) > 0;
  d.ready = ready;

  const aioBasicAvailable = !(i.nrwgDelivered || i.lowEnergyStandard || i.quiet || elevators > 2 || i.additionalSmokeDetector);
  d.aioBasicAvailable = aioBasicAvailable;
  if (!aioBasicAvailable) {
    d.aioBasicExcludedBy = i.nrwgDelivered
      ? 'nrwgDelivered'
      : i.lowEnergyStandard
        ? 'lowEnergyStandard'
        : i.quiet
          ? 'quiet'
          : elevators > 2
            ? 'noOfElevators'
            : 'additionalSmokeDetector';
  }
  const aioSetsAllowed = ready && !isEmpty(i.installationPosition) && !i.mainLevelSmokeDetector && aioBasicAvailable && heightKnown;
  d.aioSetsAllowed = aioSetsAllowed;
  const reduction = hasMachineRoom ? 12000 : 0;
  d.aioLineLengthReduction = reduction;
  let aioBasicSets: string[] | undefined;
  if (aioSetsAllowed) {
    const sets: string[] = [];
    for (const [key, lower, upper] of AIO_POINT_DETECTOR_SETS)
      if (height > lower - reduction && height <= upper - reduction) sets.push(key);
    if (!hasMachineRoom && height > 0 && height <= 50000) sets.push('AIO-BASIC-SD-L-F1-50');
    if (!hasMachineRoom && height > 50000 && height <= 100000) sets.push('AIO-BASIC-SD-L-F1-100');
    if (sets.length > 0) options.aioBasicSets = aioBasicSets = sets;
  }
  const chosenAioSet: string | null = aioBasicSets && aioBasicSets.includes(i.aioBasicSet) ? i.aioBasicSet : null;
  d.chosenAioSet = chosenAioSet;
  const completeSet = !isEmpty(chosenAioSet);
  const flow = completeSet ? 'complete-set' : 'default';
  d.flow = flow;
  const byDefault = !completeSet;

  const systems = aioBasicAvailable ? ['L-AIO', 'AIO-Basic'] : ['L-AIO'];
  options.system = systems;
  const system = completeSet ? 'AIO-Basic' : chosenOrFirst(systems, i.system);
  d.effectiveSystem = system;
  let repeaterCount: number | undefined;
  if (heightKnown) {
    const remaining = height - k.lstBaseLength - (hasMachineRoom ? k.machineRoomLstLength : 0);
    d.remainingLstLength = remaining;
    if (isNumber(remaining))
      d.repeaterCount = repeaterCount = (hasMachineRoom ? 1 : 0) + Math.max(0, ceilDiv(remaining, k.lstRepeaterSpan));
  }

  let smoke: string[] = !heightKnown
    ? []
    : height <= 12000
      ? ['NONE', 'POINTDETECTOR', 'SDLF1', 'RAS']
      : height <= 75000
        ? ['NONE', 'SDLF1', 'POINTDETECTOR', 'RAS']
        : ['NONE', 'SDLF1', 'POINTDETECTOR'];
  if (country == 'de' || (!i.systemIntegration && liftAreaPercentage !== '1_0_PERCENT' && liftAreaPercentage !== 'MANUAL'))
    smoke = without(smoke, ['NONE']);
  if (elevators > 2) smoke = without(smoke, ['POINTDETECTOR']);
  const sdlf1OutOfRange = heightKnown && !(height > 8000 && height <= 120000);
  if (sdlf1OutOfRange) smoke = without(smoke, ['SDLF1']);
  if (hasMachineRoom && system == 'AIO-Basic') smoke = without(smoke, ['NONE', 'SDLF1', 'RAS']);
  options.smokeDetection = smoke;
  let smokeDetection = chosenOrFirst(smoke, i.smokeDetection);
  const setKey = chosenAioSet ?? '';
  if (setKey.includes('PD')) smokeDetection = 'POINTDETECTOR';
  if (setKey.includes('SD-L-F1')) smokeDetection = 'SDLF1';
  d.effectiveSmokeDetection = smokeDetection;

  const liftStatuses = system == 'AIO-Basic' && orZero(repeaterCount) > 0 ? ['FAULTALARMCONTACT'] : ['LST-CO2-V3', 'FAULTALARMCONTACT'];
  options.liftStatusDetection = liftStatuses;
  const liftStatus = chosenOrFirst(liftStatuses, i.liftStatusDetection);
  d.effectiveLiftStatusDetection = liftStatus;
  const montageIncluded = country == 'de' && i.montageIncluded === true;
  d.effectiveMontageIncluded = montageIncluded;
  const montageLocation = !montageIncluded
    ? country == 'de'
      ? (i.montageBuildingLocation ?? null)
      : null
    : isEmpty(i.montageBuildingLocation)
      ? (i.buildingLocation ?? null)
      : i.montageBuildingLocation;
  d.effectiveMontageBuildingLocation = montageLocation;
  const changed: readonly unknown[] = i.changedFields ?? NO_VALUES;
  let componentQuantitiesReset = k.componentResetTriggers.some((field) => changed.includes(field));
  d.componentQuantitiesReset = componentQuantitiesReset;

  if (elevators > 2) message('warning', 'component.moreThanTwoLifts', { count: elevators }, 'noOfElevators');
  if (i.smokeDetection == 'POINTDETECTOR' && elevators > 2) message('warning', 'component.pointDetectorMaxTwoLifts', {}, 'smokeDetection');
  if (i.smokeDetection == 'SDLF1' && sdlf1OutOfRange) message('warning', 'component.sdlf1HeightRange', { height }, 'smokeDetection');
  if (!aioBasicAvailable) {
    message('hint', 'hint.excludedBy', { item: 'AIO-Basic', reason: d.aioBasicExcludedBy }, 'system');
    message('hint', 'hint.onlyWithBkAio', {}, 'system');
  }
  const reset = (field: string, from: unknown, to: unknown): void => {
    if (!isEmpty(from) && from != to) message('info', 'consistency.valueReset', { field, from, to }, field);
  };
  reset('liftAreaPercentage', i.liftAreaPercentage, liftAreaPercentage);
  reset('system', i.system, system);
  reset('smokeDetection', i.smokeDetection, smokeDetection);
  reset('liftStatusDetection', i.liftStatusDetection, liftStatus);
  if (!isEmpty(i.aioBasicSet) && !completeSet) message('info', 'consistency.aioBasicSetUnavailable', { set: i.aioBasicSet }, 'aioBasicSet');
  if (i.montageIncluded === true && country != 'de') message('info', 'costs.montageOnlyInGermany', {}, 'montageIncluded');
  if (i.systemIntegration) message('hint', 'hint.fireAlarmConsultation', {}, 'systemIntegration');
  if (i.nrwgDelivered) message('hint', 'hint.nshevWindIndependent', {}, 'nrwgDelivered');

  // ---- ventilation: flaps, closures and weather protection from the component table ----
  const components: readonly Row[] = i.components ?? NO_ROWS;
  const modernized = i.projectType == 'MODERNIZED';
  const flapGroup = modernized ? 'JK190' : 'JK180HV';
  d.flapGroup = flapGroup;
  const flapTable: Row[] = [];
  for (const row of components) if (row.group === flapGroup) flapTable.push(row);
  flapTable.sort(BY_AREA);
  d.flapTable = flapTable;
  let flapRow: Row | null = null;
  let largestFlap: Row | null = null;
  let flapCount: number | undefined;
  let flapSize: unknown;
  let requiredArea: number | null = null;
  if (ready) {
    for (const row of flapTable) {
      if (typeof row.ventilationArea === 'number' && row.ventilationArea >= totalLiftArea!) {
        flapRow = row;
        break;
      }
    }
    d.flapRow = flapRow;
    if (flapRow) {
      d.flapSize = flapSize = flapRow.bxH ?? null;
      d.flapCount = flapCount = 1;
      requiredArea = totalLiftArea;
    } else {
      largestFlap = flapTable.length > 0 ? flapTable[flapTable.length - 1] : null;
      d.largestFlap = largestFlap;
      if (flapTable.length > 0) {
        d.flapSize = flapSize = largestFlap!.bxH ?? null;
        d.flapCount = flapCount = ceilDiv(totalLiftArea!, largestFlap!.ventilationArea as number);
      }
      requiredArea = largestFlap?.ventilationArea ?? null;
    }
    d.requiredAreaPerComponent = requiredArea;
  }

  // vc-closures … vc-weathershelter: nine filters of the table, as one loop.
  const nrwg = i.nrwgDelivered;
  const bySize = !nrwg && ready;
  if (bySize && !isNumber(requiredArea)) throw new TypeError(`whereAtLeast needs a finite number, got ${JSON.stringify(requiredArea)}`);
  const position = i.installationPosition;
  const positionCharacteristic = position === 'V' ? 'VERTICAL' : position === 'H' ? 'HORIZONTAL' : null;
  const projectType = isEmpty(i.projectType) ? null : i.projectType;
  const weatherProtected = i.weathershelter && !nrwg;
  const ventilationRows: Row[] = [];
  for (const row of components) {
    const has = characteristicsOf(row);
    if (has.includes('WEATHER_PROTECTION')) continue;
    if (
      nrwg
        ? !has.includes('SUPPLIED_ON_SITE')
        : bySize && (has.includes('SUPPLIED_ON_SITE') || !(typeof row.ventilationArea === 'number' && row.ventilationArea >= requiredArea!))
    )
      continue;
    if (positionCharacteristic !== null && !has.includes(positionCharacteristic)) continue;
    if (projectType !== null && !has.includes(projectType)) continue;
    if (i.lowEnergyStandard && !has.includes('LOW_ENERGY')) continue;
    if (i.quiet && !has.includes('QUIET')) continue;
    if (i.en121012Required && !has.includes('EN12101_2')) continue;
    if (system == 'AIO-Basic' && !has.includes('SPRING_RETURN')) continue;
    if (weatherProtected && !has.includes('WEATHER_PROTECTION_COMPATIBLE') && !has.includes('BUILT_IN_WEATHER_PROTECTION')) continue;
    ventilationRows.push(row);
  }
  d.ventilationRows = ventilationRows;
  const candidates: unknown[] = [];
  if (ready) for (const row of ventilationRows) candidates.push(row.productKey ?? null);
  d.ventilationCandidates = candidates;
  const recommendedRows: Row[] = [];
  for (const row of ventilationRows)
    if (typeof row.recommendationOrder === 'number' && row.recommendationOrder > 0) recommendedRows.push(row);
  recommendedRows.sort(BY_RECOMMENDATION);
  // No group with a recommendation order: the flap with the smallest area, width and height.
  if (recommendedRows.length === 0) {
    for (const row of ventilationRows) if (typeof row.ventilationArea === 'number' && row.ventilationArea > 0) recommendedRows.push(row);
    recommendedRows.sort(BY_AREA_WIDTH_HEIGHT);
  }
  d.recommendedRows = recommendedRows;
  let recommendedRow: Row | null = null;
  if (ready) d.recommendedRow = recommendedRow = recommendedRows.length > 0 ? recommendedRows[0] : null;
  const recommended = recommendedRow?.productKey ?? null;
  d.recommended = recommended;

  const weatherProtectionRows: Row[] = [];
  if (weatherProtected && ready) {
    for (const row of components) {
      if (!characteristicsOf(row).includes('WEATHER_PROTECTION')) continue;
      if (position === 'V' ? row.group === 'ALAS' : row.group !== 'ALAS') weatherProtectionRows.push(row);
    }
  }
  d.weatherProtectionRows = weatherProtectionRows;
  if (
    liftAreaPercentage != 'MANUAL' &&
    isNumber(i.calculatedVentilationArea) &&
    isNumber(totalLiftArea) &&
    totalLiftArea < i.calculatedVentilationArea
  ) {
    d.componentQuantitiesReset = componentQuantitiesReset = true;
  }
  const selection: readonly Row[] = i.componentSelection ?? NO_ROWS;
  const userClosureRows = componentQuantitiesReset ? [] : chosenRows(selection, candidates);
  d.userClosureRows = userClosureRows;
  const closureLines: Row[] =
    userClosureRows.length > 0
      ? userClosureRows
      : ready && !isEmpty(recommended)
        ? recommendedRow === null
          ? []
          : [{ ...recommendedRow, quantity: flapCount ?? null }]
        : [];
  d.closureLines = closureLines;
  const closureCount = sumOfQuantities(closureLines);
  d.closureCount = closureCount;
  let weatherProtectionSize: unknown = null;
  if (i.weathershelter) {
    weatherProtectionSize = completeSet
      ? (flapSize ?? null)
      : ((closureLines.length > 0 ? (closureLines[0].bxH ?? null) : null) ?? flapSize ?? null);
    d.weatherProtectionSize = weatherProtectionSize;
  }
  const matchingSize = (): Row[] => weatherProtectionRows.filter((row) => row.bxH === weatherProtectionSize);
  const weatherProtection: unknown[] = (completeSet ? matchingSize() : weatherProtectionRows).map((row) => row.productKey ?? null);
  d.weatherProtection = weatherProtection;
  const userWeatherProtectionRows = componentQuantitiesReset ? [] : chosenRows(selection, weatherProtection);
  d.userWeatherProtectionRows = userWeatherProtectionRows;
  let closuresNeedWeatherProtection = false;
  if (i.weathershelter) {
    closuresNeedWeatherProtection =
      completeSet || closureLines.some((row) => characteristicsOf(row).includes('WEATHER_PROTECTION_COMPATIBLE'));
    d.closuresNeedWeatherProtection = closuresNeedWeatherProtection;
  }
  let weatherProtectionLines: Row[];
  let weatherProtectionUnavailable = false;
  if (userWeatherProtectionRows.length > 0) weatherProtectionLines = userWeatherProtectionRows;
  else if (i.weathershelter && closuresNeedWeatherProtection && (byDefault || position == 'V')) {
    const quantity = completeSet ? (flapCount ?? null) : closureCount;
    weatherProtectionLines = matchingSize().map((row) => ({ ...row, quantity }));
    // Needed but not in the catalogue in the flap's size: an error, never left out silently.
    if (weatherProtectionLines.length === 0) {
      d.weatherProtectionUnavailable = weatherProtectionUnavailable = true;
      message('error', 'component.weatherProtectionUnavailable', { size: weatherProtectionSize }, 'ventilationComponents');
    }
  } else weatherProtectionLines = [];
  d.weatherProtectionLines = weatherProtectionLines;
  const dropped: unknown[] = [];
  for (const row of selection) {
    if (componentQuantitiesReset || (!candidates.includes(row.productKey) && !weatherProtection.includes(row.productKey)))
      dropped.push(row.productKey ?? null);
  }
  d.droppedComponents = dropped;

  if (ready && byDefault && closureCount == 0) message('error', 'ventilation.noComponentSelected', {}, 'ventilationComponents');
  if (ready && byDefault && closureCount > 0 && closureCount < (flapCount ?? 1)) {
    message('warning', 'ventilation.tooFewComponents', { needed: flapCount ?? null, chosen: closureCount }, 'ventilationComponents');
  }
  if (ready && (flapCount ?? 1) > 1)
    message(
      'warning',
      'ventilation.multipleFlapsNeeded',
      { count: flapCount ?? null, size: flapSize ?? null },
      'calculatedVentilationArea',
    );
  if (i.weathershelter && nrwg) message('error', 'component.weatherProtectionWithSuppliedClosure', {}, 'weathershelter');
  if (weatherProtectionLines.length > 0 && closureLines.some((row) => !characteristicsOf(row).includes('WEATHER_PROTECTION_COMPATIBLE'))) {
    message('error', 'component.incompatibleClosureAndWeatherProtection', {}, 'ventilationComponents');
  }
  if (
    weatherProtectionLines.length > 0 &&
    closureLines.length > 0 &&
    (numericExtreme(weatherProtectionLines, Math.min) as number) < (numericExtreme(closureLines, Math.max) as number)
  ) {
    message('warning', 'component.weatherProtectionTooSmall', {}, 'ventilationComponents');
  }
  if (completeSet && i.weathershelter && position != 'V' && weatherProtectionLines.length == 0)
    message('error', 'component.selectionRequiredForSet', {}, 'ventilationComponents');
  if (ready && byDefault && candidates.length == 0) message('hint', 'hint.customDimensions', {}, 'ventilationComponents');
  if (modernized) message('hint', 'hint.checkExistingOpening', {}, 'projectType');
  if (weatherProtected) message('hint', 'hint.weatherProtectionCoverage', {}, 'weathershelter');

  // ---- products ----
  const products = new ProductList(productKeys);
  const cable = k.cableByCategory;
  const lineOf = (row: Row): [string, unknown] => [products.checked(row.productKey), row.quantity];
  if (system === 'L-AIO') products.add('BK-AIO', 1, 'CONTROL');
  else if (system === 'AIO-Basic') products.add('AIO-BASIC-CU', byDefault ? 1 : 0, 'CONTROL');
  if (completeSet) products.add(products.checked(chosenAioSet), 1, 'SET');
  if (byDefault) for (const [key, quantity] of closureLines.map(lineOf)) products.add(key, quantity, 'VENTCOMP');
  for (const [key, quantity] of weatherProtectionLines.map(lineOf)) products.add(key, quantity, 'VENTCOMP');
  const attachmentSets: Row[] = [];
  const interfaceAdapters: Row[] = [];
  for (const row of closureLines) {
    if (row.group === 'THERMOFLAP' || row.group === 'TAIRMO' || row.group === 'S9') attachmentSets.push(row);
    if (row.group === 'TAIRMO' || row.group === 'S9') interfaceAdapters.push(row);
  }
  if (byDefault && i.includeEinbauwinkel) {
    const brackets = closureLines
      .filter((row) => row.group === 'JK190' || row.group === 'JK190DB')
      .map((row): [string, unknown] => [products.checked(`EBW-${row.bxH ?? ''}`), row.quantity]);
    for (const [key, quantity] of brackets) products.add(key, quantity, 'ASSEMBLY');
  }
  if (byDefault) products.add('AS-LF', sumOfQuantities(attachmentSets), 'ASSEMBLY');
  products.topUp('IF-ADAPTER-SET', Math.max(i.noOfInterfaceAdapters ?? 0, sumOfQuantities(interfaceAdapters)), 'ASSEMBLY');
  const liftCount = Math.max(1, elevators ?? 0);
  if (byDefault && liftStatus === 'LST-CO2-V3') {
    products.add('LST-CO2-V3', liftCount, 'CONTROL');
    products.add('LST-REPEATER', orZero(repeaterCount), 'CONTROL');
  } else if (byDefault && liftStatus === 'FAULTALARMCONTACT') {
    products.add('FAULT-ALARM-INTERFACE', liftCount, 'CONTROL');
  }
  let rasPipeLength: number | undefined;
  let rasSensorCount: number | undefined;
  if (smokeDetection == 'RAS' && heightKnown) {
    d.rasPipeLength = rasPipeLength = Math.min(Math.max(roundUpToStep(Math.max(height, 0), k.rasPipeStep), 5000), 75000);
    d.rasSensorCount = rasSensorCount = elevators >= 3 ? 2 : 1;
  }
  const pointDetectorsByHeight = (): number => Math.max(1, ceilDiv(height, 12000));
  switch (byDefault ? (smokeDetection ?? 'NONE') : 'set') {
    case 'POINTDETECTOR':
      products.add('POINT-DETECTOR', pointDetectorsByHeight(), 'SMOKE');
      break;
    case 'SDLF1':
      products.add(height <= 50000 ? 'SD-L-F1-50' : 'SD-L-F1-120', 1, 'SMOKE');
      break;
    case 'RAS':
      // Without a shaft height there are no RAS figures, and the first line fails as in the rules.
      products.add(height <= 42000 ? 'RAS-42000' : 'RAS-200', rasSensorCount ?? null, 'SMOKE');
      products.add('RAS-PIPE', decimalMultiply(rasPipeLength! / 1000, rasSensorCount!), 'SMOKE');
      break;
    default:
      d.smokeDetectionProducts = null;
  }
  if (byDefault && i.additionalSmokeDetector) products.add('POINT-DETECTOR', 1, 'SMOKE');
  if (byDefault && i.mainLevelSmokeDetector) products.add('POINT-DETECTOR', 1, 'SMOKE');
  const detectorPresent =
    smokeDetection === 'POINTDETECTOR' ||
    smokeDetection === 'SDLF1' ||
    smokeDetection === 'RAS' ||
    i.additionalSmokeDetector ||
    i.mainLevelSmokeDetector;
  d.detectorPresent = detectorPresent;
  if (byDefault && i.additionalThermostat) products.add('THERMOSTAT-ADD', 1, 'CONTROL');
  if (i.machineRoom == 'down') products.topUp('THERMOSTAT-ADD', 1, 'CONTROL');
  const rt45 = i['rt-45-rj'] ?? 0;
  const rt45l = i['rt-45l-rj'] ?? 0;
  if (byDefault) {
    products.add('RT-45-RJ', rt45, 'CONTROL');
    products.add('RT-45L-RJ', rt45l, 'CONTROL');
    products.add('RJ45-SPLITTER', i['rj-45-splitter'] ?? 0, 'CONTROL');
    if (rt45 + rt45l > 1) products.topUp('RJ45-SPLITTER', rt45 + rt45l - 1, 'CONTROL');
    products.add('KEYSWITCH-LED', i.keySwitchLED ?? 0, 'CONTROL');
    if (i.ventilationTimer) products.add('VENTILATION-TIMER', 1, 'CONTROL');
    if (i.humiditySensor) products.add('HUMIDITY-SENSOR', 1, 'CONTROL');
    if (i.sirenWithKeySwitch) products.add('SIREN-KEYSWITCH', 1, 'CONTROL');
    if (i.eightPinInterfaceAdapterSet) products.add('IF-ADAPTER-8PIN-SET', 1, 'CONTROL');
    if (i.quiet) products.add('QUIET-DRIVE', 1, 'CONTROL');
  }
  if ((system != 'AIO-Basic' && (nrwg || smokeDetection == 'RAS')) || i.quiet) products.topUp('BATTERY-PACK', 2, 'CONTROL');
  if (!montageIncluded && detectorPresent) products.topUp('SMOKE-TEST-SPRAY', 1, 'SMOKE');
  if (byDefault) {
    products.add('FM-2M', Math.max(0, closureCount - 2 - (hasMachineRoom ? 0 : 1)), 'CABLE');
    products.add(products.checked(cable.motor), closureCount, 'CABLE');
    products.add(products.checked(cable.smokeSwitches), smokeDetection == 'POINTDETECTOR' ? pointDetectorsByHeight() : 0, 'CABLE');
    products.add(
      products.checked(cable.rasSdlf1),
      smokeDetection == 'RAS' ? (rasSensorCount ?? 1) : smokeDetection == 'SDLF1' ? 1 : 0,
      'CABLE',
    );
    if (i.additionalSmokeDetector) products.add(products.checked(cable.additionalSmokeDetector), 1, 'CABLE');
    if (i.mainLevelSmokeDetector) products.add(products.checked(cable.mainLevelDetector), 1, 'CABLE');
    if (hasMachineRoom && detectorPresent) products.add(products.checked(cable.machineRoomDetector), 1, 'CABLE');
    products.add(products.checked(cable.additionalThermostat), products.quantityOf('THERMOSTAT-ADD') ?? 0, 'CABLE');
    if (liftStatus == 'LST-CO2-V3') {
      products.add(products.checked(cable.liftStatusMultipleLifts), (elevators ?? 0) - 1, 'CABLE');
      products.add(products.checked(cable.lstRepeater), orZero(repeaterCount), 'CABLE');
    }
  }
  // Adjusted cable quantities count with a set too (the set brings no cables of its own).
  products.setQuantity('CABLE-4M', i['custom-length-CABLE-4M'], 'CABLE');
  products.setQuantity('CABLE-6M', i['custom-length-CABLE-6M'], 'CABLE');
  products.setQuantity('CABLE-12M', i['custom-length-CABLE-12M'], 'CABLE');
  products.setQuantity('FM-2M', i['fm-2m-custom'], 'CABLE');

  // ---- post: costs ----
  const prices: Record<string, unknown> | null = i.prices;
  const rate = i.exchangeRate;
  const costModel = k.costModel;
  const priced = ready && !isEmpty(prices);
  d.priced = priced;
  let sumOfComponents = 0;
  let logisticCosts = 0;
  if (priced) {
    let ventilation = 0,
      control = 0,
      set = 0,
      smokeCosts = 0,
      cabling = 0,
      assembly = 0;
    for (const line of products.lines) {
      const amount = (): number => multiplyRoundHalfUp(priceOf(prices!, line.productKey), line.quantity);
      switch (line.category) {
        case 'VENTCOMP':
          ventilation += amount();
          break;
        case 'CONTROL':
          control += amount();
          break;
        case 'SET':
          set += amount();
          break;
        case 'SMOKE':
          smokeCosts += amount();
          break;
        case 'CABLE':
          cabling += amount();
          break;
        case 'ASSEMBLY':
          assembly += amount();
          break;
        default:
      }
    }
    const nonStandardLines: readonly { total?: unknown }[] = i.nonStandardLines ?? NO_ROWS;
    let nonStandard = 0;
    for (const line of nonStandardLines) {
      if (line.total === null || line.total === undefined) continue;
      if (!isNumber(line.total)) throw new TypeError(`sumOf needs a finite number, got ${JSON.stringify(line.total)}`);
      nonStandard = decimalAdd(nonStandard, line.total);
    }
    d.ventilationComponents = ventilation;
    d.controlSystemComponents = control + set;
    d.smokeDetectionCosts = smokeCosts;
    d.cabling = cabling;
    d.assemblyComponents = assembly;
    d.nonStandard = nonStandard;
    d.sumOfComponents = sumOfComponents = ventilation + (control + set) + smokeCosts + cabling + assembly + nonStandard;
    d.logisticCosts = logisticCosts = Math.min(
      Math.max(percentRound(sumOfComponents, costModel.logisticsPercent), multiplyCents(costModel.logisticsMinimumCents, rate)),
      multiplyCents(costModel.logisticsMaximumCents, rate),
    );
  }
  const montageCalculable = montageIncluded && isMontagePostalCode(montageLocation);
  d.montageCalculable = montageCalculable;
  let estimatedHours = 0;
  if (montageCalculable) {
    const installedClosures = completeSet ? (flapCount ?? 1) : closureCount;
    const installedPointDetectors = setKey.includes('PD') ? pointDetectorsByHeight() : (products.quantityOf('POINT-DETECTOR') ?? 0);
    const installedLineDetectors = smokeDetection == 'SDLF1' ? 1 : 0;
    const installedRasPipes = smokeDetection == 'RAS' ? (rasSensorCount ?? 1) : 0;
    d.installedClosures = installedClosures;
    d.installedPointDetectors = installedPointDetectors;
    d.installedLineDetectors = installedLineDetectors;
    d.installedRasPipes = installedRasPipes;
    d.estimatedInstallationHours = estimatedHours = roundUpToStep(
      decimalAdd(
        costModel.baseHours,
        decimalMultiply(costModel.hoursPerClosure, installedClosures),
        decimalMultiply(costModel.hoursPerPointDetector, installedPointDetectors),
        decimalMultiply(costModel.hoursPerRasPipe, installedRasPipes),
        decimalMultiply(costModel.hoursPerLineDetector, installedLineDetectors),
        decimalMultiply(costModel.hoursPer10mShaft, (height ?? 0) / 10000),
        decimalMultiply(costModel.hoursPerRepeater, orZero(repeaterCount)),
      ),
      0.5,
    );
  }
  const installed = priced && montageCalculable;
  const assemblyCosts = installed ? multiplyCents(multiplyCents(costModel.hourlyRateCents, rate), estimatedHours) : 0;
  d.assemblyCosts = assemblyCosts;
  let installationCosts = 0;
  if (!installed) d.installationCostsMode = null;
  else if (completeSet) {
    installationCosts = multiplyCents(costModel.flatRateInstallationCents, rate);
    d.installationCostsMode = 'flatRate';
  } else {
    const commissioningHours = decimalAdd(
      costModel.commissioningBaseHours,
      decimalMultiply(costModel.commissioningHoursPerElevator, Math.max(1, elevators ?? 1)),
    );
    installationCosts = multiplyCents(multiplyCents(costModel.hourlyRateCents, rate), commissioningHours);
    d.installationCostsMode = 'calculated';
  }
  d.installationCosts = installationCosts;
  let travelCosts = 0;
  if (!installed) d.travelCostsMode = null;
  else {
    const firstCharacter = String(montageLocation).substr(0, 1);
    const zone = Object.hasOwn(costModel.travelZones, firstCharacter) ? (costModel.travelZones[firstCharacter] ?? 'unknown') : 'unknown';
    if (zone === 'included' || zone === 'none') d.travelCostsMode = zone === 'none' ? null : 'included';
    else {
      travelCosts = multiplyCents(zone === 'near' ? costModel.travelNearCents : costModel.travelFarCents, rate);
      d.travelCostsMode = 'calculated';
    }
  }
  d.travelCosts = travelCosts;
  if (priced) d.total = sumOfComponents + logisticCosts + assemblyCosts + installationCosts + travelCosts;
  if (detectorPresent) message('hint', 'hint.checkSmokeDetectionSpace', {}, 'smokeDetection');
  if (montageIncluded && !montageCalculable) message('warning', 'costs.installationNotPossible', {}, 'montageBuildingLocation');
  if (priced && !montageIncluded) message('hint', 'costs.noMontage', {}, 'montageIncluded');
  if (
    priced &&
    ((i.nonStandardLines ?? NO_VALUES).length > 0 ||
      (montageIncluded && !montageCalculable) ||
      (byDefault && closureCount == 0) ||
      weatherProtectionUnavailable)
  )
    message('warning', 'costs.priceIncomplete', {}, null);

  return {
    ruleSet: { key: ruleSet.key, version: ruleSet.version },
    derived: d,
    options,
    products: products.lines,
    messages,
    because: { derived: {}, options: {} },
    problems: [],
  };
}
