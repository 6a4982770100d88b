import {
  BUILDING_TYPES,
  INSTALLATION_POSITIONS,
  LIFT_AREA_PERCENTAGES,
  LIFT_STATUS_DETECTIONS,
  MACHINE_ROOMS,
  PROJECT_STATES,
  PROJECT_TYPES,
  REQUEST_TYPES,
  SMOKE_DETECTIONS,
  SYSTEMS,
} from './enumerations.js';
import { CURRENCIES, ENERGY_CARRIER_KEYS, type KeyedFieldProblem } from '@lsp/contracts';
import { ENERGY_LIMITS, SHAFT_LIMITS } from './limits.js';
import type { Dimension } from './number-format.js';

/** The unit a number field's value is stored in; people may type others of its dimension. */
export type StoredUnit = 'mm' | 'mm²' | 'kg';

/**
 * What one form value may hold. Numbers are plain JSON numbers in mm, mm² and kg. An `integer`
 * with a unit is whole millimetres (or mm²): the rules divide shaft heights and areas exactly.
 */
export type FieldType =
  | { kind: 'boolean' }
  | { kind: 'integer'; min: number; max?: number; unit?: StoredUnit }
  | { kind: 'number'; min: number; max?: number; unit?: StoredUnit }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'text'; maxLength: number; pattern?: RegExp };

export type FormName = 'basicInput' | 'configuration' | 'ventilationComponents' | 'costCalculation';

/**
 * A list of like fields a step shows in catalogue order, so that a new field of the kind is one
 * declaration here: the shaft's yes/no requirements, and the configuration's accessory counts and switches.
 */
export type FieldSection = 'requirements' | 'accessoryCounts' | 'accessorySwitches';

/** What a new project starts with: a value, or one that follows the planner's country (montage only in Germany). */
export type InitialValue = string | number | boolean | null | ((start: { country: string }) => unknown);

export interface FieldDefinition {
  form: FormName;
  type: FieldType;
  /** The value of a new project; a yes/no question starts with no, any other field empty (null). */
  initial?: InitialValue;
  section?: FieldSection;
}

const bool = { kind: 'boolean' } as const;
const count = { kind: 'integer', min: 0, max: 999 } as const;
const text = (maxLength: number, pattern?: RegExp): FieldType =>
  pattern ? { kind: 'text', maxLength, pattern } : { kind: 'text', maxLength };
const oneOf = (values: readonly string[]): FieldType => ({ kind: 'enum', values });
/** Shaft dimensions are whole millimetres: the rules count repeaters and detectors by exact division. */
const mm = (limit: { min: number; max: number }): FieldType => ({ kind: 'integer', min: limit.min, max: limit.max, unit: 'mm' });

type FieldExtras = Pick<FieldDefinition, 'initial' | 'section'>;
const basic = (type: FieldType, extras: FieldExtras = {}): FieldDefinition => ({ form: 'basicInput', type, ...extras });
const configuration = (type: FieldType, extras: FieldExtras = {}): FieldDefinition => ({ form: 'configuration', type, ...extras });
const cost = (type: FieldType, extras: FieldExtras = {}): FieldDefinition => ({ form: 'costCalculation', type, ...extras });
/** A yes/no requirement of the shaft, a checkbox of the first step. */
const requirement: FieldDefinition = { form: 'basicInput', type: bool, section: 'requirements' };

/**
 * Every form field by key (docs/design.md#form-values), in the order the steps show them: the one
 * declaration of a field (docs/domain.md#adding-a-field-or-a-rule). A new project's values, the
 * steps' lists of like fields and the checks of every value follow from it; its label is in
 * libs/i18n field-labels.ts. `quantity-{productId}` fields of the ventilation components form and
 * the custom cable lengths are matched by `fieldDefinition`.
 */
export const FORM_FIELDS: Readonly<Record<string, FieldDefinition>> = {
  aioBasicSet: basic(text(60, /^[A-Z0-9-]+$/)),
  noOfInterfaceAdapters: basic(count),
  projectName: basic(text(200), { initial: '' }),
  /** ISO 3166 alpha-2, lower case; de and at have their own rules, others get MANUAL only. */
  country: basic(text(2, /^[a-z]{2}$/)),
  buildingLocation: basic(text(10, /^[0-9A-Za-z -]{0,10}$/), { initial: '' }),
  buildingType: basic(oneOf(BUILDING_TYPES)),
  projectType: basic(oneOf(PROJECT_TYPES)),
  /** Quarter and year, e.g. Q3/2027. */
  plannedImplementationDate: basic(text(7, /^Q[1-4]\/\d{4}$/)),
  installationPosition: basic(oneOf(INSTALLATION_POSITIONS)),
  nrwgDelivered: requirement,
  weathershelter: requirement,
  lowEnergyStandard: requirement,
  quiet: requirement,
  en121012Required: requirement,
  systemIntegration: requirement,
  additionalSmokeDetector: requirement,
  mainLevelSmokeDetector: requirement,
  machineRoom: basic(oneOf(MACHINE_ROOMS), { initial: 'no' }),
  noOfElevators: basic({ kind: 'integer', min: 1, max: 99 }, { initial: 1 }),
  shaftHeight: basic(mm(SHAFT_LIMITS.shaftHeight)),
  shaftWidth: basic(mm(SHAFT_LIMITS.shaftWidth)),
  shaftDepth: basic(mm(SHAFT_LIMITS.shaftDepth)),
  /** Rated load in kg; decimals are allowed, no rule divides it. */
  payload: basic({ kind: 'number', min: 0, max: 100_000, unit: 'kg' }),
  liftNumber: basic(text(60), { initial: '' }),
  /** Whole mm², as the computed area is: a manual area is divided exactly by the flap areas. */
  calculatedVentilationArea: basic({
    kind: 'integer',
    min: 0,
    max: SHAFT_LIMITS.shaftWidth.max * SHAFT_LIMITS.shaftDepth.max,
    unit: 'mm²',
  }),
  liftAreaPercentage: basic(oneOf(LIFT_AREA_PERCENTAGES)),
  // The energy figures' inputs (docs/energy.md#inputs): all optional, empty takes the default.
  stops: basic({ kind: 'integer', min: 1, max: 200 }),
  doorsPerStop: basic({ kind: 'integer', min: 1, max: 10 }),
  doorWidth: basic(mm(ENERGY_LIMITS.doorWidth)),
  doorHeight: basic(mm(ENERGY_LIMITS.doorHeight)),
  energyCarrier: basic(oneOf(ENERGY_CARRIER_KEYS)),
  /** Net price per kWh of heat, in `energyPriceCurrency` (the currency on screen when it was typed; euro when unset). */
  energyPrice: basic({ kind: 'number', min: 0, max: ENERGY_LIMITS.pricePerKWh.max }),
  energyPriceCurrency: basic(oneOf(CURRENCIES)),

  smokeDetection: configuration(oneOf(SMOKE_DETECTIONS)),
  system: configuration(oneOf(SYSTEMS)),
  liftStatusDetection: configuration(oneOf(LIFT_STATUS_DETECTIONS), { initial: 'LST-CO2-V3' }),
  /** One button by default: the rule set's (docs/domain.md#products-chosen-automatically). */
  'rt-45-rj': configuration(count, { section: 'accessoryCounts' }),
  'rt-45l-rj': configuration(count, { initial: 0, section: 'accessoryCounts' }),
  'rj-45-splitter': configuration(count, { initial: 0, section: 'accessoryCounts' }),
  keySwitchLED: configuration(count, { initial: 0, section: 'accessoryCounts' }),
  ventilationTimer: configuration(bool, { section: 'accessorySwitches' }),
  additionalThermostat: configuration(bool, { section: 'accessorySwitches' }),
  humiditySensor: configuration(bool, { section: 'accessorySwitches' }),
  sirenWithKeySwitch: configuration(bool, { section: 'accessorySwitches' }),
  eightPinInterfaceAdapterSet: configuration(bool, { section: 'accessorySwitches' }),

  includeEinbauwinkel: { form: 'ventilationComponents', type: bool },
  validationTrigger: { form: 'ventilationComponents', type: { kind: 'integer', min: 0, max: Number.MAX_SAFE_INTEGER } },

  /** Montage is offered in Germany only (docs/domain.md). */
  montageIncluded: cost(bool, { initial: ({ country }) => country === 'de' }),
  montageBuildingLocation: cost(text(10, /^[0-9A-Za-z -]{0,10}$/)),
  requestType: cost(oneOf(REQUEST_TYPES)),
  remarks: cost(text(4000), { initial: '' }),
  projectState: cost(oneOf(PROJECT_STATES), { initial: 'NEW' }),
  orderNumber: cost(text(60)),
  offerNumber: cost(text(60)),
};

/** Quantities of ventilation components per product id, and custom cable quantities per product key. */
const PATTERNED_FIELDS: [RegExp, FieldDefinition][] = [
  [/^quantity-\d{1,9}$/, { form: 'ventilationComponents', type: count }],
  [/^custom-length-(CABLE-4M|CABLE-6M|CABLE-12M)$/, cost(count)],
  [/^fm-2m-custom$/, cost(count)],
];

const WHOLE_UNITS: Record<StoredUnit, string> = { mm: 'millimetres', 'mm²': 'square millimetres', kg: 'kilograms' };
const DIMENSIONS: Record<StoredUnit, Dimension> = { mm: 'length', 'mm²': 'area', kg: 'mass' };

/** What a number field measures, so a typed unit can be converted: counts take no unit. */
export function dimensionOf(type: FieldType): Dimension {
  return (type.kind === 'number' || type.kind === 'integer') && type.unit ? DIMENSIONS[type.unit] : 'count';
}

/**
 * A new project's form values in the planner's country (docs/design.md#form-values): each field's
 * `initial`, a yes/no question no, every other field empty.
 * @example initialFormValues('de').montageIncluded // true
 */
export function initialFormValues(country: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, { type, initial }] of Object.entries(FORM_FIELDS))
    values[key] = typeof initial === 'function' ? initial({ country }) : (initial ?? (type.kind === 'boolean' ? false : null));
  values.country = country;
  return values;
}

/** The fields of a step's list of like fields, in catalogue order. */
export const fieldsIn = (section: FieldSection): string[] =>
  Object.entries(FORM_FIELDS).flatMap(([key, definition]) => (definition.section === section ? [key] : []));

/** The definition of a form field, or undefined for a key the product does not know. */
export function fieldDefinition(key: string): FieldDefinition | undefined {
  return Object.hasOwn(FORM_FIELDS, key) ? FORM_FIELDS[key] : PATTERNED_FIELDS.find(([pattern]) => pattern.test(key))?.[1];
}

/** What is wrong with one value: a stable code with its figures, and the same in English words. */
export interface ValueProblem {
  key: string;
  params?: Record<string, string | number>;
  message: string;
}

/**
 * Checks one value against its field; answers the problem with its code, or undefined when fine.
 * `null` is always allowed: it is how a form says "not filled in".
 */
export function valueProblem(definition: FieldDefinition, value: unknown): ValueProblem | undefined {
  if (value === null) return undefined;
  const type = definition.type;
  switch (type.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? undefined : { key: 'type', params: { type: 'boolean' }, message: 'must be true or false' };
    case 'integer':
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return { key: 'notANumber', message: 'is not a number' };
      if (value < type.min) return { key: 'minimum', params: { limit: type.min }, message: `must be at least ${type.min}` };
      if (type.max !== undefined && value > type.max)
        return { key: 'maximum', params: { limit: type.max }, message: `must be at most ${type.max}` };
      if (type.kind === 'integer' && !Number.isInteger(value)) {
        return {
          key: 'wholeNumber',
          message: type.unit ? `must be whole ${WHOLE_UNITS[type.unit]} (no decimals)` : 'must be a whole number',
        };
      }
      return undefined;
    }
    case 'enum':
      return typeof value === 'string' && type.values.includes(value)
        ? undefined
        : { key: 'oneOf', params: { values: type.values.join(', ') }, message: `must be one of ${type.values.join(', ')}` };
    case 'text':
      if (typeof value !== 'string') return { key: 'type', params: { type: 'string' }, message: 'must be text' };
      if (value.length > type.maxLength)
        return { key: 'maxLength', params: { limit: type.maxLength }, message: `must be at most ${type.maxLength} characters` };
      return type.pattern && value !== '' && !type.pattern.test(value) ? { key: 'pattern', message: 'has an invalid format' } : undefined;
    default: {
      const unknownKind: never = type;
      return { key: 'invalid', message: `unknown field type ${String(unknownKind)}` };
    }
  }
}

/**
 * Checks one value against its field; answers the problem in words, or undefined when fine.
 * `null` is always allowed: it is how a form says "not filled in".
 */
export function checkFieldValue(definition: FieldDefinition, value: unknown): string | undefined {
  return valueProblem(definition, value)?.message;
}

export interface FormValue {
  key: string;
  value: unknown;
}

/**
 * Checks a list of form values: unknown keys, duplicate keys and bad values, each named by
 * its JSON pointer into the list (`/formValues/3/value`) and its key.
 */
export function checkFormValues(values: readonly FormValue[], pointer = '/formValues'): KeyedFieldProblem[] {
  const problems: KeyedFieldProblem[] = [];
  const seen = new Set<string>();
  values.forEach(({ key, value }, index) => {
    const definition = fieldDefinition(key);
    if (!definition) {
      problems.push({
        path: `${pointer}/${index}/key`,
        key: 'unknownFormField',
        params: { field: key },
        message: `'${key}' is not a known form field`,
      });
      return;
    }
    if (seen.has(key))
      problems.push({ path: `${pointer}/${index}/key`, key: 'duplicate', params: { value: key }, message: `'${key}' is given twice` });
    seen.add(key);
    const problem = valueProblem(definition, value);
    if (problem)
      problems.push({
        path: `${pointer}/${index}/value`,
        key: problem.key,
        params: { field: key, ...problem.params },
        message: `${key} ${problem.message}`,
      });
  });
  return problems;
}
