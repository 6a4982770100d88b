import type {
  CalculationAnswer,
  CurrentUser,
  FormValueData,
  NonStandardComponentData,
  ProjectData,
  ProjectProductData,
} from '@lsp/contracts';
import { formatNumber, initialFormValues, isMontagePostalCode, quantityFieldProductId, type NumberLocale } from '@lsp/domain';

/** Form values by key (docs/design.md#form-values); `null` means not filled in. */
export type FormValues = Readonly<Record<string, unknown>>;

/** A non-standard component as the user edits it (docs/design.md#form-values): a generated id, description, price, quantity. */
export interface NonStandardComponent {
  productId: string;
  description: string;
  /** Unit price in euro. */
  price: number;
  quantity: number;
  /** Why the price field holds no valid price (empty, not a number, below a cent, out of range): the row cannot be saved or priced so. */
  priceInvalid?: 'isRequired' | 'isNotANumber' | 'cents' | 'invalid';
  /** Why the quantity field holds no count ("2,5", too large): the row cannot be saved so. */
  quantityInvalid?: 'wholeNumber' | 'outOfRange';
}

/** Number fields typed in the screen's language: their text is kept as typed beside the value. */
export const NUMBER_FIELDS = [
  'noOfElevators',
  'shaftHeight',
  'shaftWidth',
  'shaftDepth',
  'payload',
  'calculatedVentilationArea',
  'noOfInterfaceAdapters',
  'stops',
  'doorsPerStop',
  'doorWidth',
  'doorHeight',
  'energyPrice',
] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

/**
 * Where the montage is: the montage postal code typed, or, left empty, the building's (docs/domain.md#montage,
 * consistency rules), which the quote then uses; `valid` when that is a postal code montage takes.
 */
export function montageLocation(values: FormValues): { typed: string; building: string; valid: boolean } {
  const typed = typeof values.montageBuildingLocation === 'string' ? values.montageBuildingLocation.trim() : '';
  const building = typeof values.buildingLocation === 'string' ? values.buildingLocation : '';
  return { typed, building, valid: isMontagePostalCode(typed === '' ? building : typed) };
}

/** Where each value of the last answer came from (docs/api.md#where-a-value-comes-from), by key. */
export type FormSources = Readonly<Record<string, Pick<FormValueData, 'source' | 'replaced'>>>;

/** The form values to send: each with where the last answer said it came from, so the rules' defaults follow the inputs. */
export const toList = (values: FormValues, sources: FormSources = {}): FormValueData[] =>
  Object.entries(values).map(([key, value]) => ({ key, value: value ?? null, ...sources[key] }));
export const sourcesOf = (list: readonly FormValueData[]): FormSources =>
  Object.fromEntries(
    list.flatMap(({ key, source, replaced }) =>
      source === undefined ? [] : [[key, replaced === undefined ? { source } : { source, replaced }]],
    ),
  );
/** The sources without those of the fields the person just changed: their new values are the person's. */
export const withoutSources = (sources: FormSources, keys: readonly string[]): FormSources =>
  keys.some((key) => Object.hasOwn(sources, key))
    ? Object.fromEntries(Object.entries(sources).filter(([key]) => !keys.includes(key)))
    : sources;
export const fromList = (list: readonly FormValueData[]): Record<string, unknown> =>
  Object.fromEntries(list.map(({ key, value }) => [key, value]));

/** Austria is recognised as at or Österreich (docs/design.md#identity-and-groups); everyone else plans in Germany by default. */
export function countryOf(user: CurrentUser): string {
  return /^(at|österreich|austria)$/i.test(user.country.trim()) ? 'at' : 'de';
}

/** A new project in the user's country: the field catalogue's initial values (docs/design.md#form-values). */
export const newProjectValues = (user: CurrentUser): Record<string, unknown> => initialFormValues(countryOf(user));

/** Decimals a number field shows: an energy price has tenths of a cent (0,1234 €/kWh). */
const SHOWN_DECIMALS: Partial<Record<NumberField, number>> = { energyPrice: 4 };

/** The text a number field shows for a value, in the screen's language. */
export const numberText = (value: unknown, locale: NumberLocale, key?: string): string =>
  typeof value === 'number' ? formatNumber(value, locale, { decimals: SHOWN_DECIMALS[key as NumberField] ?? 2 }) : '';

export function numberTexts(values: FormValues, locale: NumberLocale): Record<string, string> {
  return Object.fromEntries(NUMBER_FIELDS.map((key) => [key, numberText(values[key], locale, key)]));
}

/** The non-standard components stored with a project. */
export function nonStandardOf(project: ProjectData): NonStandardComponent[] {
  return project.products
    .filter((p) => p.productCategoryId === 'NONSTANDARDCOMPONENTS')
    .map((p) => ({ productId: p.productId, description: p.description ?? '', price: p.price ?? 0, quantity: p.quantity }));
}

/** The API's bounds for a non-standard component (libs/contracts CalculationRequest). */
export const NON_STANDARD_LIMITS = { price: 1_000_000, quantity: 10_000 } as const;

/**
 * As the calculation request wants them: only rows the form takes. A row whose price or quantity
 * the form refuses is never priced, not even at its last valid value (docs/live-quote.md#one-validity).
 */
export const nonStandardRequest = (components: readonly NonStandardComponent[]): NonStandardComponentData[] =>
  components
    .filter((c) => c.description.trim() !== '' && c.priceInvalid === undefined && c.quantityInvalid === undefined)
    .map(({ productId, description, price, quantity }) => ({ productId, description: description.trim(), price, quantity }));

/** The products a save sends (docs/design.md#form-values): ventilation quantities (VENTCOMP) and non-standard components. */
export function projectProducts(values: FormValues, components: readonly NonStandardComponent[]): ProjectProductData[] {
  const ventilation = Object.entries(values).flatMap(([key, value]): ProjectProductData[] => {
    const id = quantityFieldProductId(key);
    return id !== undefined && typeof value === 'number' && value > 0
      ? [{ productId: String(id), productCategoryId: 'VENTCOMP', quantity: value }]
      : [];
  });
  const nonStandard = nonStandardRequest(components).map((c): ProjectProductData => ({
    productId: c.productId!,
    productCategoryId: 'NONSTANDARDCOMPONENTS',
    quantity: c.quantity,
    price: c.price,
    description: c.description,
  }));
  return [...ventilation, ...nonStandard];
}

/** A generated id for a new non-standard component (the API accepts letters, digits, dot, dash, underscore). */
export const newNonStandardId = (): string => `NS-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** Form fields whose values the rules replaced, with the value before and after (for "what changed" on opening). */
export function changedValues(before: FormValues, after: FormValues): { key: string; from: unknown; to: unknown }[] {
  return Object.keys({ ...before, ...after })
    .filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
    .map((key) => ({ key, from: before[key] ?? null, to: after[key] ?? null }));
}

export const quantityOf = (answer: CalculationAnswer, productKey: string): number =>
  answer.selectedProducts.find((p) => p.productKey === productKey)?.quantity ?? 0;
