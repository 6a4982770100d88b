import type { CalculationAnswer } from '@lsp/contracts';
import { CALCULATOR_TABS, type CalculatorTab } from '../enumerations.js';
import { FORM_FIELDS, checkFieldValue, fieldDefinition, type FormName, type StoredUnit } from '../form-values.js';
import { ENERGY_INPUTS } from '../energy/energy-report.js';
import { DEFAULT_DOOR, maxStops } from '../energy/shaft-heat-loss.js';
import { ENERGY_LIMITS, isMontagePostalCode } from '../limits.js';

/** A problem with one field of a calculator form, as the user is told it (docs/domain.md#units-and-limits). */
export type FieldProblemCode =
  | { code: 'isRequired' }
  | { code: 'isNotANumber' }
  /** A number outside its field's range; `unit` is the field's (mm, mm², kg), none for counts and prices. */
  | { code: 'outOfRange'; min: number; max: number; unit?: StoredUnit }
  /** Decimals in a field of whole numbers; with a unit, of whole millimetres (or mm²). */
  | { code: 'wholeNumber'; unit?: StoredUnit }
  /** A typed unit the field does not take; `accepted` are those it does (none for counts). */
  | { code: 'unit'; unit: string; accepted: readonly string[] }
  /** A building postal code that is none of the country's: Germany has 5 digits, Austria 4. */
  | { code: 'postalCode'; digits: number }
  /** A price with more decimals than whole cents ("12,345"). */
  | { code: 'cents' }
  | { code: 'invalid' };

/** Digits of a postal code by country; other countries' codes are taken as typed. */
export const POSTAL_CODE_DIGITS: Readonly<Record<string, number>> = { de: 5, at: 4 };

/** Basic-input fields without which nothing can be planned. */
export const REQUIRED_BASIC_FIELDS = [
  'projectName',
  'country',
  'buildingLocation',
  'buildingType',
  'projectType',
  'installationPosition',
  'machineRoom',
  'noOfElevators',
  'shaftHeight',
  'shaftWidth',
  'shaftDepth',
  'liftAreaPercentage',
] as const;

/** Configuration fields a complete configuration has chosen. */
export const REQUIRED_CONFIGURATION_FIELDS = ['system', 'smokeDetection', 'liftStatusDetection'] as const;

type Values = Readonly<Record<string, unknown>>;

/**
 * Whether a field must be filled in for its form to be complete: the calculator marks these
 * (an asterisk and `aria-required`). The entered ventilation area is required only with MANUAL.
 */
export function isRequiredField(key: string, values: Values): boolean {
  if (key === 'calculatedVentilationArea') return values.liftAreaPercentage === 'MANUAL';
  return (REQUIRED_BASIC_FIELDS as readonly string[]).includes(key) || (REQUIRED_CONFIGURATION_FIELDS as readonly string[]).includes(key);
}

const isBlank = (value: unknown): boolean => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The problem of one value against its field definition, or undefined. */
export function fieldProblem(key: string, value: unknown, required: boolean): FieldProblemCode | undefined {
  if (isBlank(value)) return required ? { code: 'isRequired' } : undefined;
  const definition = FORM_FIELDS[key];
  if (!definition) return undefined;
  const problem = checkFieldValue(definition, value);
  if (problem === undefined) return undefined;
  const type = definition.type;
  if (problem === 'is not a number') return { code: 'isNotANumber' };
  if ((type.kind === 'number' || type.kind === 'integer') && typeof value === 'number') {
    if (problem.startsWith('must be whole')) return type.unit ? { code: 'wholeNumber', unit: type.unit } : { code: 'wholeNumber' };
    return outOfRange(key, type.min, type.max ?? Number.MAX_SAFE_INTEGER);
  }
  return { code: 'invalid' };
}

/** A range problem of `key`, with the field's unit when it has one: "zwischen 0 mm und 120.000 mm". */
function outOfRange(key: string, min: number, max: number): FieldProblemCode {
  const type = FORM_FIELDS[key]?.type;
  const unit = type && (type.kind === 'number' || type.kind === 'integer') ? type.unit : undefined;
  return unit ? { code: 'outOfRange', min, max, unit } : { code: 'outOfRange', min, max };
}

/**
 * The synchronous errors of the basic inputs by field (docs/domain.md#units-and-limits): required fields, numbers
 * and their ranges; MANUAL lift area needs the entered ventilation area.
 */
export function basicInputProblems(values: Values): Record<string, FieldProblemCode> {
  const problems: Record<string, FieldProblemCode> = {};
  const check = (key: string, required: boolean) => {
    const problem = fieldProblem(key, values[key], required);
    if (problem) problems[key] = problem;
  };
  for (const key of REQUIRED_BASIC_FIELDS) check(key, true);
  for (const key of ['payload', 'noOfInterfaceAdapters', 'plannedImplementationDate', 'liftNumber', ...ENERGY_INPUTS]) check(key, false);
  check('calculatedVentilationArea', values.liftAreaPercentage === 'MANUAL');
  if (values.liftAreaPercentage === 'MANUAL' && values.calculatedVentilationArea === 0)
    problems.calculatedVentilationArea = { code: 'isRequired' };
  energyFitProblems(values, problems);
  const digits = POSTAL_CODE_DIGITS[String(values.country)];
  const postalCode = typeof values.buildingLocation === 'string' ? values.buildingLocation.trim() : '';
  if (digits && postalCode !== '' && !new RegExp(`^\\d{${digits}}$`).test(postalCode))
    problems.buildingLocation = { code: 'postalCode', digits };
  return problems;
}

/**
 * The problems of the cost step's entries: a montage location typed is a German postal code, as
 * montage is offered only in Germany (docs/domain.md#montage). Left empty, the building's applies,
 * which the basic input checks.
 */
export function costInputProblems(values: Values): Record<string, FieldProblemCode> {
  if (values.country !== 'de' || values.montageIncluded !== true) return {};
  const typed = typeof values.montageBuildingLocation === 'string' ? values.montageBuildingLocation.trim() : '';
  // The building's code, which the location follows until the person types their own, is checked as the building's.
  const building = typeof values.buildingLocation === 'string' ? values.buildingLocation.trim() : '';
  return typed !== '' && typed !== building && !isMontagePostalCode(typed)
    ? { montageBuildingLocation: { code: 'postalCode', digits: POSTAL_CODE_DIGITS.de } }
    : {};
}

/**
 * Every entry problem the quote depends on, by the checks the form shows (docs/live-quote.md#one-validity):
 * the basic inputs and the cost step's. The calculator, its quote panel and the server's answer ask here.
 */
export function quoteEntryProblems(values: Values): Record<string, FieldProblemCode> {
  return { ...basicInputProblems(values), ...costInputProblems(values) };
}

/**
 * Energy inputs the shaft cannot hold make the energy figures meaningless (docs/energy.md#inputs):
 * at most one stop per 2 m of height, a door no wider than the shaft's wider side nor higher than
 * a storey, and no more doors per stop than fit around the shaft.
 */
function energyFitProblems(values: Values, problems: Record<string, FieldProblemCode>): void {
  const positive = (key: string) => (typeof values[key] === 'number' && values[key] > 0 ? values[key] : undefined);
  const [height, width, depth] = [positive('shaftHeight'), positive('shaftWidth'), positive('shaftDepth')];
  const limit = (key: string, min: number, max: number) => {
    const value = positive(key);
    if (problems[key] === undefined && value !== undefined && value > max) problems[key] = outOfRange(key, min, max);
  };
  if (height !== undefined) limit('stops', 1, maxStops(height));
  if (width !== undefined && depth !== undefined) {
    const wall = Math.max(width, depth);
    limit('doorWidth', ENERGY_LIMITS.doorWidth.min, Math.max(ENERGY_LIMITS.doorWidth.min, wall));
    const doorWidth = positive('doorWidth') ?? DEFAULT_DOOR.width;
    limit('doorsPerStop', 1, Math.max(1, Math.floor((2 * (width + depth)) / doorWidth)));
  }
  const stops = positive('stops');
  if (height !== undefined && stops !== undefined && stops > 1) {
    limit('doorHeight', ENERGY_LIMITS.doorHeight.min, Math.max(ENERGY_LIMITS.doorHeight.min, Math.floor(height / stops)));
  }
}

/** Error-level messages the rules gave for the ventilation components (docs/domain.md#ventilation-components). */
const VENTILATION_ERROR_FIELDS = new Set(['ventilationComponents', 'weathershelter']);

/** Whether each calculator form is complete, judged from the values and the rules' answer. */
export interface FormValidity {
  basicInput: boolean;
  configuration: boolean;
  ventilationComponents: boolean;
}

export function formValidity(values: Values, answer: Pick<CalculationAnswer, 'ready' | 'messages'>): FormValidity {
  const basicInput = Object.keys(basicInputProblems(values)).length === 0 && answer.ready;
  const configuration =
    REQUIRED_CONFIGURATION_FIELDS.every((key) => !isBlank(values[key])) &&
    !answer.messages.some((m) => m.level === 'error' && m.field !== undefined && FORM_FIELDS[m.field]?.form === 'configuration');
  const ventilationComponents =
    answer.ready && !answer.messages.some((m) => m.level === 'error' && m.field !== undefined && VENTILATION_ERROR_FIELDS.has(m.field));
  return { basicInput, configuration, ventilationComponents };
}

/**
 * Which calculator tabs may be opened (docs/design.md#calculator-steps): configuration only with
 * valid basic inputs and no AIO Basic package; ventilation components with valid basic inputs and
 * either no package or a package needing weather protection on a non-vertical installation; the
 * cost calculation when basic inputs, ventilation components and (configuration or a package) are valid.
 * @example stepAccess({ basicInput: true, configuration: false, ventilationComponents: true }, {})['cost-calculation'] // false
 */
export function stepAccess(validity: FormValidity, values: Values): Record<CalculatorTab, boolean> {
  const withSet = !isBlank(values.aioBasicSet);
  const setNeedsComponents = values.weathershelter === true && values.installationPosition !== 'V';
  return {
    'basic-input': true,
    configuration: validity.basicInput && !withSet,
    'ventilation-components': validity.basicInput && (!withSet || setNeedsComponents),
    'cost-calculation': validity.basicInput && validity.ventilationComponents && (validity.configuration || withSet),
  };
}

/** What stands between the user and the next step: a field's problem, or an error message of the rules. */
export type StepBlocker =
  | { tab: CalculatorTab; field: string; problem: FieldProblemCode }
  | { tab: CalculatorTab; field: string; message: Pick<CalculationAnswer['messages'][number], 'key' | 'params' | 'level'> };

const FIELD_ORDER = Object.keys(FORM_FIELDS);
const byFieldOrder = (a: { field: string }, b: { field: string }) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field);

/**
 * Everything that keeps the steps up to `tab` from being valid, in the order of the forms' fields:
 * "Next" lists these and moves the focus to the first (`basicProblems` are the basic inputs'
 * problems, typed texts included). Configuration counts only without an AIO Basic set.
 * @example stepBlockers('basic-input', { shaftWidth: null }, answer, { shaftWidth: { code: 'isRequired' } })[0].field // 'shaftWidth'
 */
export function stepBlockers(
  tab: CalculatorTab,
  values: Values,
  answer: Pick<CalculationAnswer, 'messages'>,
  problems: Readonly<Record<string, FieldProblemCode>>,
): StepBlocker[] {
  const index = CALCULATOR_TABS.indexOf(tab);
  const basicProblems = problemsOfForm(problems, 'basicInput');
  const configurationProblems = Object.entries(problemsOfForm(problems, 'configuration'));
  const errors = answer.messages.filter((m) => m.level === 'error' && m.field !== undefined);
  const messagesOf = (step: CalculatorTab, belongs: (field: string) => boolean): StepBlocker[] =>
    errors.filter((m) => belongs(m.field!)).map((m) => ({ tab: step, field: m.field!, message: m }));
  const basic: StepBlocker[] = [
    ...Object.entries(basicProblems).map(([field, problem]) => ({ tab: 'basic-input' as const, field, problem })),
    ...messagesOf('basic-input', (field) => FORM_FIELDS[field]?.form === 'basicInput' && !(field in basicProblems)),
  ].sort(byFieldOrder);
  const configuration: StepBlocker[] =
    index < 1 || !isBlank(values.aioBasicSet)
      ? []
      : [
          ...REQUIRED_CONFIGURATION_FIELDS.filter((field) => isBlank(values[field])).map((field) => ({
            tab: 'configuration' as const,
            field,
            problem: { code: 'isRequired' } as const,
          })),
          ...configurationProblems.map(([field, problem]) => ({ tab: 'configuration' as const, field, problem })),
          ...messagesOf('configuration', (field) => FORM_FIELDS[field]?.form === 'configuration'),
        ].sort(byFieldOrder);
  const ventilation: StepBlocker[] =
    index < 2
      ? []
      : [
          ...messagesOf('ventilation-components', (field) => VENTILATION_ERROR_FIELDS.has(field)),
          // A quantity typed wrong ("1,5") on the components' step.
          ...Object.entries(problemsOfForm(problems, 'ventilationComponents')).map(([field, problem]) => ({
            tab: 'ventilation-components' as const,
            field,
            problem,
          })),
        ];
  const costs: StepBlocker[] =
    index < 3
      ? []
      : Object.entries(problemsOfForm(problems, 'costCalculation'))
          .map(([field, problem]) => ({ tab: 'cost-calculation' as const, field, problem }))
          .sort(byFieldOrder);
  return [...basic, ...configuration, ...ventilation, ...costs];
}

/**
 * The problems of one form's fields (an entry that is no value, a gap): a wrong count typed on the
 * configuration tab blocks that tab's "Next", not the basic input. Fields the form does not know
 * count as the basic input's.
 */
export function problemsOfForm(problems: Readonly<Record<string, FieldProblemCode>>, form: FormName): Record<string, FieldProblemCode> {
  return Object.fromEntries(Object.entries(problems).filter(([field]) => (fieldDefinition(field)?.form ?? 'basicInput') === form));
}

/** The tab a chosen AIO Basic set leads to: ventilation components when it needs weather protection chosen, else the costs. */
export function tabAfterAioBasicSet(values: Values): CalculatorTab {
  return values.weathershelter === true && values.installationPosition !== 'V' ? 'ventilation-components' : 'cost-calculation';
}

/** The index of a tab, 0 to 3 (docs/design.md#calculator-steps). */
export const tabIndex = (tab: CalculatorTab): number => CALCULATOR_TABS.indexOf(tab);
