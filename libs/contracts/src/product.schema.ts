import { count, key, nullableInteger, nullableUrl, translated, unbounded } from './schema-fragments.js';

export interface Translated {
  de: string;
  en: string;
}

/** A product's or product group's name: German and English always, Polish once it is entered. */
export interface ProductDescription extends Translated {
  pl?: string;
}

/**
 * A product's name in a screen's or document's language. Without a Polish name Polish shows the
 * English one (the backoffice marks such products so staff can complete them).
 */
export function productDescriptionIn(description: ProductDescription, language: string): string {
  if (language === 'de') return description.de;
  if (language === 'pl' && description.pl) return description.pl;
  return description.en;
}

/** A product of the catalogue as the apps see it (docs/domain.md#catalogue); prices stay on the server. */
export interface ProductData {
  id: number;
  productKey: string | null;
  description: ProductDescription;
  dhNo: string | null;
  bxH: string | null;
  width: number | null;
  height: number | null;
  /** Free ventilation area in mm². */
  ventilationArea: number | null;
  recess: number | null;
  imageUrl: string | null;
  productGroupId: number;
  productTypeId: number | null;
  isRecommended: boolean;
}

export interface ProductGroupData {
  id: number;
  key: string;
  /** Shown by language with productDescriptionIn, as a product's name. */
  description: ProductDescription;
  productCategoryId: number;
  /** Lowest positive value gives the recommended ventilation component (docs/domain.md#ventilation-components). */
  recommendationOrder2: number | null;
  imageUrl: string | null;
  planningFileUrl: string | null;
}

export interface CharacteristicData {
  characteristicKey: string;
  productGroupId: number;
}

/** `GET /api/product/product-data?companyId=` (docs/design.md#http-api). */
export interface ProductDataResponse {
  products: ProductData[];
  productGroups: ProductGroupData[];
  characteristics: CharacteristicData[];
}

export const productDataQuerySchema = {
  $id: 'ProductDataQuery',
  type: 'object',
  additionalProperties: false,
  required: ['companyId'],
  properties: { companyId: { type: 'string', pattern: '^[0-9]{1,9}$' } },
} as const;

/** German and English names, and a Polish one once entered (products, product groups). */
const translatedWithPolish = (maxLength: number) =>
  ({
    ...translated(maxLength),
    properties: {
      ...translated(maxLength).properties,
      pl: { type: ['string', 'null'], maxLength, description: 'Polish name; absent, empty or null: Polish shows the English one' },
    },
  }) as const;

/**
 * A product's fields with the bounds the backoffice's writes check (admin.schema.ts adds the
 * price); the answers below promise the same fields without bounds.
 */
export const productFields = {
  id: { type: 'integer', minimum: 1, maximum: 999999999 },
  productKey: { type: ['string', 'null'], minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9_.-]+$' },
  productGroupId: { type: 'integer', minimum: 1 },
  productTypeId: nullableInteger,
  description: translatedWithPolish(300),
  dhNo: { type: ['string', 'null'], maxLength: 40 },
  bxH: { type: ['string', 'null'], maxLength: 20, pattern: '^(\\d{1,5}x\\d{1,5})?$' },
  width: count(100000),
  height: count(100000),
  ventilationArea: { ...count(100000000), description: 'Free ventilation area in mm²' },
  recess: count(100000),
  imageUrl: nullableUrl,
  isRecommended: { type: 'boolean' },
} as const;

/** A product group's fields with the bounds the backoffice's writes check. */
export const productGroupFields = {
  id: { type: 'integer', minimum: 1, maximum: 999999999 },
  key: key(40),
  productCategoryId: { type: 'integer', minimum: 1 },
  description: translatedWithPolish(200),
  recommendationOrder2: { type: ['integer', 'null'], minimum: 1, maximum: 1000 },
  imageUrl: nullableUrl,
  planningFileUrl: nullableUrl,
} as const;

export const productDataSchema = {
  $id: 'ProductData',
  type: 'object',
  additionalProperties: false,
  required: Object.keys(productFields),
  properties: unbounded(productFields),
} as const;

export const productGroupDataSchema = {
  $id: 'ProductGroupData',
  type: 'object',
  additionalProperties: false,
  required: Object.keys(productGroupFields),
  properties: unbounded(productGroupFields),
} as const;

export const characteristicDataSchema = {
  $id: 'CharacteristicData',
  type: 'object',
  additionalProperties: false,
  required: ['characteristicKey', 'productGroupId'],
  properties: { characteristicKey: { type: 'string' }, productGroupId: { type: 'integer' } },
} as const;

export const productDataResponseSchema = {
  $id: 'ProductDataResponse',
  type: 'object',
  additionalProperties: false,
  required: ['products', 'productGroups', 'characteristics'],
  properties: {
    products: { type: 'array', items: productDataSchema },
    productGroups: { type: 'array', items: productGroupDataSchema },
    characteristics: { type: 'array', items: characteristicDataSchema },
  },
} as const;
