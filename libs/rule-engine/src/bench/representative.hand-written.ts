/**
 * The representative rule set (rules/examples/representative.rule-set.json) written by hand in
 * plain TypeScript, as a developer would without a rule engine. It gives the same result as the
 * engine with `explain: false` (the bench and a spec test check that), so the bench compares
 * like with like. Inputs are assumed well-typed (the engine also copes with ill-typed ones).
 */
/* eslint-disable eqeqeq -- a hand translation of the rules keeps json-logic's loose == and != so it answers as the engine does */
import type { Evaluation, RuleMessage, SelectedProduct } from '../model/evaluation.types.js';
import type { MessageLevel } from '../model/rule-set.types.js';
import { ceilDiv, mulDivCeil, mulDivRound, multiplyRoundHalfUp, percentRound, roundUpToStep } from '../arithmetic/exact-arithmetic.js';
import { multiplyCents } from '../arithmetic/money.js';

interface Flap {
  size: string;
  area: number;
}

/** The tables the rule set carries as constants. */
export interface HandWrittenTables {
  minimumVentilationArea: number;
  jk180Flaps: Flap[];
  jk190Flaps: Flap[];
  prices: Record<string, number>;
  exchangeRates: Record<string, number>;
  hourlyRateCents: number;
}

// Form values of any JSON type, as the engine receives them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- form values of any JSON type, read as the rules read them
type Form = Record<string, any>;

class Output {
  readonly derived: Record<string, unknown> = {};
  readonly options: Record<string, unknown[]> = {};
  readonly products: SelectedProduct[] = [];
  readonly messages: RuleMessage[] = [];
  private readonly byKey = new Map<string, SelectedProduct>();

  offer(list: string, values: unknown[]): void {
    const current = this.options[list];
    const next = current ? current.slice() : [];
    for (const value of values) if (!next.includes(value)) next.push(value);
    this.options[list] = next;
  }

  withdraw(list: string, values: unknown[]): void {
    const current = this.options[list];
    if (current) this.options[list] = current.filter((value) => !values.includes(value));
  }

  chosen(value: unknown, list: string): unknown {
    const offered = this.options[list];
    return offered && offered.includes(value) ? value : (offered?.[0] ?? null);
  }

  add(productKey: string, quantity: number, category: string): void {
    if (quantity <= 0) return;
    const product = this.byKey.get(productKey);
    if (product) {
      product.quantity += quantity;
      product.estimatedQuantity += quantity;
    } else {
      this.put({ productKey, quantity, estimatedQuantity: quantity, category, because: [] });
    }
  }

  topUp(productKey: string, minimum: number, category: string): void {
    const product = this.byKey.get(productKey);
    if (product) {
      product.quantity = Math.max(product.quantity, minimum);
      product.estimatedQuantity = Math.max(product.estimatedQuantity, minimum);
    } else if (minimum > 0) {
      this.put({ productKey, quantity: minimum, estimatedQuantity: minimum, category, because: [] });
    }
  }

  quantityOf(productKey: string): number {
    return this.byKey.get(productKey)?.quantity ?? 0;
  }

  message(level: MessageLevel, key: string, params: Record<string, unknown> = {}, field: string | null = null): void {
    this.messages.push({ level, key, params, field, because: [] });
  }

  costOf(prices: Record<string, number>, category: string): number {
    let total = 0;
    for (const product of this.products) {
      if (product.category === category) total += multiplyRoundHalfUp(prices[product.productKey], product.quantity);
    }
    return total;
  }

  private put(product: SelectedProduct): void {
    this.byKey.set(product.productKey, product);
    this.products.push(product);
  }
}

const isNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const count = (x: unknown): number => (x === null || x === undefined ? 0 : (x as number));

// Tables are module constants, as a developer would write them (built once, not on every call:
// the baseline should not pay for allocations the engine does not make either).
/** AIO-Basic sets: key, shaft height range (lower, upper], and whether the line-length reduction applies. */
const AIO_SETS: readonly (readonly [string, number, number, boolean])[] = [
  ['AIO-BASIC-PD-12', 0, 12000, true],
  ['AIO-BASIC-PD-24', 12000, 24000, true],
  ['AIO-BASIC-PD-36', 24000, 36000, true],
  ['AIO-BASIC-PD-48', 36000, 48000, true],
  ['AIO-BASIC-SD-L-F1-50', 0, 50000, false],
  ['AIO-BASIC-SD-L-F1-100', 50000, 100000, false],
];

/** Lift area per mille by percentage option (null: entered by hand). */
const PER_MILLE: Readonly<Record<string, number | null>> = { '2_5_PERCENT': 25, '1_0_PERCENT': 10, MANUAL: null };

function options(form: Form, out: Output, d: Record<string, unknown>): void {
  const height = form.shaftHeight;
  const hasMachineRoom = form.machineRoom === 'up' || form.machineRoom === 'down';
  d.hasMachineRoom = hasMachineRoom;
  if (form.country === 'de') out.offer('liftAreaPercentage', ['2_5_PERCENT']);
  else if (form.country === 'at') out.offer('liftAreaPercentage', ['2_5_PERCENT', '1_0_PERCENT']);
  else out.offer('liftAreaPercentage', []);
  if (form.projectType === 'MODERNIZED') out.offer('liftAreaPercentage', ['MANUAL']);
  if (form.country !== 'de' && form.country !== 'at') out.offer('liftAreaPercentage', ['MANUAL']);
  const liftAreaPercentage = out.chosen(form.liftAreaPercentage, 'liftAreaPercentage');
  d.effectiveLiftAreaPercentage = liftAreaPercentage;
  const aioBasicAvailable = !(
    form.nrwgDelivered ||
    form.lowEnergyStandard ||
    form.quiet ||
    form.noOfElevators > 2 ||
    form.additionalSmokeDetector
  );
  d.aioBasicAvailable = aioBasicAvailable;
  out.offer('system', ['L-AIO']);
  if (aioBasicAvailable) out.offer('system', ['AIO-Basic']);
  const system = out.chosen(form.system, 'system');
  d.effectiveSystem = system;
  if (isNumber(height)) {
    const remainingLength = height - 70000 - (hasMachineRoom ? 5000 : 0);
    d.remainingLength = remainingLength;
    d.repeaterCount = (hasMachineRoom ? 1 : 0) + Math.max(0, ceilDiv(remainingLength, 36000));
  }
  if (height <= 12000) out.offer('smokeDetection', ['NONE', 'POINTDETECTOR', 'SDLF1', 'RAS']);
  else if (height <= 75000) out.offer('smokeDetection', ['NONE', 'SDLF1', 'POINTDETECTOR', 'RAS']);
  else out.offer('smokeDetection', ['NONE', 'SDLF1', 'POINTDETECTOR']);
  if (form.country === 'de') out.withdraw('smokeDetection', ['NONE']);
  if (!form.systemIntegration && liftAreaPercentage !== '1_0_PERCENT' && liftAreaPercentage !== 'MANUAL')
    out.withdraw('smokeDetection', ['NONE']);
  if (form.noOfElevators > 2) out.withdraw('smokeDetection', ['POINTDETECTOR']);
  if (height <= 8000) out.withdraw('smokeDetection', ['SDLF1']);
  if (hasMachineRoom && system === 'AIO-Basic') out.withdraw('smokeDetection', ['NONE', 'SDLF1', 'RAS']);
  d.effectiveSmokeDetection = out.chosen(form.smokeDetection, 'smokeDetection');
  out.offer('liftStatusDetection', ['LST-CO2-V3', 'FAULTALARMCONTACT']);
  if (system === 'AIO-Basic' && ((d.repeaterCount as number | undefined) ?? 0) > 0) out.withdraw('liftStatusDetection', ['LST-CO2-V3']);
  d.effectiveLiftStatusDetection = out.chosen(form.liftStatusDetection, 'liftStatusDetection');
  const installationPositionSet = !(
    form.installationPosition === null ||
    form.installationPosition === undefined ||
    form.installationPosition === ''
  );
  const aioSetsAllowed = installationPositionSet && !form.mainLevelSmokeDetector && aioBasicAvailable;
  d.aioSetsAllowed = aioSetsAllowed;
  const reduction = hasMachineRoom ? 12000 : 0;
  d.lineLengthReduction = reduction;
  for (const [key, lower, upper, lineLength] of AIO_SETS) {
    const r = lineLength ? reduction : 0;
    if (aioSetsAllowed && height > lower - r && height <= upper - r) out.offer('aioBasicSets', [key]);
  }
  const chosenAioSet = out.options.aioBasicSets?.includes(form.aioBasicSet) ? form.aioBasicSet : null;
  d.chosenAioSet = chosenAioSet;
  if (chosenAioSet?.includes('-PD-')) d.effectiveSmokeDetection = 'POINTDETECTOR';
  if (chosenAioSet?.includes('SD-L-F1')) d.effectiveSmokeDetection = 'SDLF1';
  if (form.noOfElevators > 2) out.message('warning', 'component.moreThanTwoLifts', { count: form.noOfElevators }, 'noOfElevators');
  if (form.smokeDetection === 'POINTDETECTOR' && form.noOfElevators > 2)
    out.message('error', 'component.pointDetectorMaxTwoLifts', {}, 'smokeDetection');
  if (form.smokeDetection === 'SDLF1' && !(height > 8000 && height <= 120000))
    out.message('error', 'component.sdlf1HeightRange', { shaftHeight: height }, 'smokeDetection');
  if (form.weathershelter && form.nrwgDelivered)
    out.message('error', 'component.weatherProtectionWithSuppliedClosure', {}, 'weathershelter');
  if (form.system !== null && form.system !== undefined && form.system !== '' && form.system != system) {
    out.message('info', 'consistency.systemReset', { from: form.system, to: system }, 'system');
  }
}

function ventilation(form: Form, tables: HandWrittenTables, out: Output, d: Record<string, unknown>): void {
  const perMille = PER_MILLE[d.effectiveLiftAreaPercentage as string];
  if (perMille === undefined) throw new Error(`no case for ${String(d.effectiveLiftAreaPercentage)}`);
  d.liftAreaPerMille = perMille;
  const { shaftWidth: width, shaftDepth: depth } = form;
  const valid = isNumber(width) && isNumber(depth) && width > 0 && depth > 0;
  d.shaftDimensionsValid = valid;
  if (valid) d.shaftFloorArea = width * depth;
  if (valid && perMille !== null) d.minimumLiftArea = Math.max(tables.minimumVentilationArea, mulDivCeil(width * depth, perMille, 1000));
  if (d.minimumLiftArea !== undefined) d.totalLiftArea = d.minimumLiftArea;
  if (d.effectiveLiftAreaPercentage === 'MANUAL')
    d.totalLiftArea = isNumber(form.calculatedVentilationArea) ? form.calculatedVentilationArea : null;
  const totalLiftArea = (d.totalLiftArea as number | null | undefined) ?? 0;
  const ready = totalLiftArea > 0;
  d.ready = ready;
  const modernized = form.projectType === 'MODERNIZED';
  const prefix = modernized ? (form.lowEnergyStandard ? 'JK-190-DB-' : 'JK-190-') : 'JK-180-HV-';
  const flapTable = modernized ? tables.jk190Flaps : tables.jk180Flaps;
  d.flapSeriesPrefix = prefix;
  d.flapTable = flapTable;
  let flap: Flap | null | undefined;
  if (ready) {
    flap = flapTable.find((row) => row.area >= totalLiftArea) ?? null;
    d.flap = flap;
  }
  const largest = flapTable[6];
  if (ready && flap) {
    d.flapSize = flap.size;
    d.flapCount = 1;
  } else if (ready) {
    d.flapSize = largest.size;
    d.flapCount = ceilDiv(totalLiftArea, largest.area);
  }
  const height = form.shaftHeight;
  if (isNumber(height)) d.rasPipeLength = Math.min(Math.max(roundUpToStep(Math.max(height, 0), 2500), 5000), 75000);
  if (form.weathershelter) d.weatherProtectionGroup = form.installationPosition === 'V' ? 'ALAS' : 'WSH';
  const flapCount = (d.flapCount as number | undefined) ?? 0;
  const flapSize = (d.flapSize as string | undefined) ?? '';
  if (form.nrwgDelivered) {
    d.closureKey = form.quiet ? 'TAIRMO' : 'S9';
    d.closureCount = 1;
  } else {
    d.closureKey = `${form.installationPosition === 'H' ? 'TF-' : prefix}${flapSize}`;
    d.closureCount = flapCount;
  }
  if (ready && !flap) out.message('warning', 'ventilation.multipleFlapsNeeded', { count: d.flapCount, size: d.flapSize });
  if (modernized) out.message('hint', 'hint.checkExistingOpening');
  if (!ready) out.message('info', 'calculation.notReady', {}, 'shaftWidth');
}

function products(form: Form, out: Output, d: Record<string, unknown>): void {
  const height = form.shaftHeight as number;
  const elevators = (form.noOfElevators as number | undefined) ?? 1;
  const chosenAioSet = d.chosenAioSet as string | null;
  const ready = d.ready as boolean;
  const closureCount = d.closureCount as number;
  const flapCount = d.flapCount as number;
  const smokeDetection = d.effectiveSmokeDetection;
  if (d.effectiveSystem === 'L-AIO') out.add('BK-AIO', 1, 'CONTROL');
  else out.add('AIO-BASIC-CU', chosenAioSet ? 0 : 1, 'CONTROL');
  if (chosenAioSet) out.add(chosenAioSet, 1, 'SET');
  if (ready) out.add(d.closureKey as string, closureCount, 'VENTCOMP');
  if (ready && form.includeEinbauwinkel && (d.closureKey as string).includes('JK-190'))
    out.add(`EBW-${d.flapSize as string}`, flapCount, 'ASSEMBLY');
  if (ready && (form.nrwgDelivered || form.installationPosition === 'H')) out.add('AS-LF', closureCount, 'ASSEMBLY');
  if (form.nrwgDelivered) out.add('IF-ADAPTER-SET', closureCount, 'ASSEMBLY');
  if (ready && form.weathershelter && !form.nrwgDelivered)
    out.add(`${d.weatherProtectionGroup as string}-${d.flapSize as string}`, flapCount, 'VENTCOMP');
  if (d.effectiveLiftStatusDetection === 'LST-CO2-V3') out.add('LST-CO2-V3', elevators, 'CONTROL');
  else out.add('FAULT-ALARM-INTERFACE', elevators, 'CONTROL');
  out.add('LST-REPEATER', (d.repeaterCount as number | undefined) ?? 0, 'CONTROL');
  switch (smokeDetection) {
    case 'NONE':
    case null:
      out.message('hint', 'hint.noSmokeDetection', {}, 'smokeDetection');
      break;
    case 'POINTDETECTOR':
      out.add('POINT-DETECTOR', Math.max(1, ceilDiv(height, 12000)), 'SMOKE');
      break;
    case 'SDLF1':
      out.add(height <= 50000 ? 'SD-L-F1-50' : 'SD-L-F1-120', 1, 'SMOKE');
      break;
    case 'RAS':
      out.add(height <= 42000 ? 'RAS-42000' : 'RAS-200', elevators >= 3 ? 2 : 1, 'SMOKE');
      out.add('RAS-PIPE', (d.rasPipeLength as number) / 1000, 'SMOKE');
      break;
    default:
      throw new Error(`no case for smoke detection ${String(smokeDetection)}`);
  }
  if (form.additionalSmokeDetector) out.add('POINT-DETECTOR', 1, 'SMOKE');
  if (form.mainLevelSmokeDetector) out.add('POINT-DETECTOR', 1, 'SMOKE');
  if (form.additionalThermostat) out.add('THERMOSTAT-ADD', 1, 'CONTROL');
  if (form.machineRoom === 'down') out.topUp('THERMOSTAT-ADD', 1, 'CONTROL');
  const rt45 = count(form['rt-45-rj']);
  const rt45l = count(form['rt-45l-rj']);
  out.add('RT-45-RJ', rt45, 'CONTROL');
  out.add('RT-45L-RJ', rt45l, 'CONTROL');
  const accessoryCount = rt45 + rt45l;
  d.accessoryCount = accessoryCount;
  if (accessoryCount > 1) out.add('RJ45-SPLITTER', accessoryCount - 1, 'CONTROL');
  if (count(form.keySwitchLED) > 0) out.add('KEYSWITCH-LED', form.keySwitchLED, 'CONTROL');
  if (form.ventilationTimer) out.add('VENTILATION-TIMER', 1, 'CONTROL');
  if (form.humiditySensor) out.add('HUMIDITY-SENSOR', 1, 'CONTROL');
  if (form.sirenWithKeySwitch) out.add('SIREN-KEYSWITCH', 1, 'CONTROL');
  if (form.eightPinInterfaceAdapterSet) out.add('IF-ADAPTER-8PIN-SET', 1, 'CONTROL');
  if (form.quietDrive) out.add('QUIET-DRIVE', 1, 'CONTROL');
  if (d.effectiveSystem !== 'AIO-Basic' && (form.nrwgDelivered || smokeDetection === 'RAS')) out.topUp('BATTERY-PACK', 2, 'CONTROL');
  if (form.quietDrive) out.topUp('BATTERY-PACK', 2, 'CONTROL');
  if (!form.montageIncluded && smokeDetection !== 'NONE' && smokeDetection !== null) out.topUp('SMOKE-TEST-SPRAY', 1, 'SMOKE');
  out.add('FM-2M', Math.max(0, closureCount - 2 - (d.hasMachineRoom ? 0 : 1)), 'CABLE');
  if (ready) out.add('CABLE-12M', closureCount, 'CABLE');
  if (d.effectiveLiftStatusDetection === 'LST-CO2-V3') out.add('CABLE-6M', elevators, 'CABLE');
  out.add('CABLE-4M', out.quantityOf('POINT-DETECTOR'), 'CABLE');
  if (smokeDetection === 'RAS') out.message('hint', 'hint.checkSmokeDetectionSpace');
}

const TRAVEL: Record<string, [number, string]> = {
  3: [0, 'included'],
  4: [0, 'included'],
  5: [0, 'included'],
  2: [14000, 'calculated'],
  6: [14000, 'calculated'],
  0: [26000, 'calculated'],
  1: [26000, 'calculated'],
  7: [26000, 'calculated'],
  8: [26000, 'calculated'],
  9: [26000, 'calculated'],
};

function post(form: Form, tables: HandWrittenTables, out: Output, d: Record<string, unknown>): void {
  const { prices, hourlyRateCents } = tables;
  d.ventilationComponents = out.costOf(prices, 'VENTCOMP');
  d.controlSystemComponents = out.costOf(prices, 'CONTROL') + out.costOf(prices, 'SET');
  d.smokeDetectionCosts = out.costOf(prices, 'SMOKE');
  d.cabling = out.costOf(prices, 'CABLE');
  d.assemblyComponents = out.costOf(prices, 'ASSEMBLY');
  const sum =
    (d.ventilationComponents as number) +
    (d.controlSystemComponents as number) +
    (d.smokeDetectionCosts as number) +
    (d.cabling as number) +
    (d.assemblyComponents as number);
  d.sumOfComponents = sum;
  d.logisticCosts = Math.min(Math.max(percentRound(sum, 4.5), 3500), 29000);
  const montage = form.montageIncluded === true && form.country === 'de';
  d.montage = montage;
  let halfHours = 0;
  if (montage) {
    const smoke = d.effectiveSmokeDetection;
    const quarterHours =
      16 +
      8 * (d.closureCount as number) +
      3 * out.quantityOf('POINT-DETECTOR') +
      (smoke === 'RAS' ? 12 : 0) +
      (smoke === 'SDLF1' ? 6 : 0) +
      mulDivCeil(Math.max(form.shaftHeight, 0), 2, 10000) +
      4 * ((d.repeaterCount as number | undefined) ?? 0);
    d.installationQuarterHours = quarterHours;
    halfHours = ceilDiv(quarterHours, 2);
    d.estimatedInstallationHours = halfHours / 2;
  }
  d.assemblyCosts = montage ? mulDivRound(halfHours, hourlyRateCents, 2) : 0;
  if (!montage) [d.installationCosts, d.installationCostsMode] = [0, null];
  else if (d.chosenAioSet) [d.installationCosts, d.installationCostsMode] = [39000, 'flatRate'];
  else
    [d.installationCosts, d.installationCostsMode] = [
      mulDivRound(4 + ((form.noOfElevators as number | undefined) ?? 1), hourlyRateCents, 2),
      'calculated',
    ];
  const travel = montage ? TRAVEL[String(form.montageBuildingLocation ?? '').substr(0, 1)] : ([0, 'included'] as [number, string]);
  if (travel) [d.travelCosts, d.travelCostsMode] = travel;
  else {
    d.travelCosts = null;
    out.message('error', 'costs.installationNotPossible', {}, 'montageBuildingLocation');
  }
  const total =
    sum +
    (d.logisticCosts as number) +
    (d.assemblyCosts as number) +
    (d.installationCosts as number) +
    ((d.travelCosts as number | null) ?? 0);
  d.total = total;
  d.totalInCurrency = multiplyCents(total, tables.exchangeRates[form.currency] ?? 1);
  if (!montage) out.message('hint', 'costs.noMontage');
  if (form.montageIncluded === true && form.country !== 'de') out.message('info', 'costs.montageOnlyInGermany', {}, 'montageIncluded');
  if (!d.ready) out.message('warning', 'costs.priceIncomplete');
}

/**
 * Evaluates the representative rule set by hand.
 * @example evaluateRepresentativeByHand(definition.constants, definition.tests[0].inputs).derived.totalLiftArea // 104000
 */
export function evaluateRepresentativeByHand(tables: HandWrittenTables, form: Form): Evaluation {
  const out = new Output();
  const derived = out.derived;
  options(form, out, derived);
  ventilation(form, tables, out, derived);
  products(form, out, derived);
  post(form, tables, out, derived);
  return {
    ruleSet: { key: 'representative', version: 1 },
    derived,
    options: out.options,
    products: out.products,
    messages: out.messages,
    because: { derived: {}, options: {} },
    problems: [],
  };
}
