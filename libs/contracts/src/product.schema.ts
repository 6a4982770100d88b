export interface Translated {
  de: string;
  en: string;
}

/** A product's name: German and English always, Polish once it is entered. */
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

/** A product of the catalogue as the apps see it (spec section 3); prices stay on the server. */
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
  description: Translated;
  productCategoryId: number;
  recommendationOrder2: number | null;
  imageUrl: string | null;
  planningFileUrl: string | null;
}

export interface CharacteristicData {
  characteristicKey: string;
  productGroupId: number;
}

/** `GET /api/product/product-data?companyId=` (spec call 8). */
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

const translatedSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['de', 'en'],
  properties: { de: { type: 'string' }, en: { type: 'string' } },
} as const;
const nullableString = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const productDescriptionSchema = {
  ...translatedSchema,
  properties: { ...translatedSchema.properties, pl: { type: 'string', description: 'absent until a Polish name is entered' } },
} as const;

export const productDataSchema = {
  $id: 'ProductData',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'productKey', 'description', 'dhNo', 'bxH', 'width', 'height', 'ventilationArea', 'recess', 'imageUrl', 'productGroupId', 'productTypeId', 'isRecommended'],
  properties: {
    id: { type: 'integer' },
    productKey: nullableString,
    description: productDescriptionSchema,
    dhNo: nullableString,
    bxH: nullableString,
    width: nullableInteger,
    height: nullableInteger,
    ventilationArea: { ...nullableInteger, description: 'Free ventilation area in mm²' },
    recess: nullableInteger,
    imageUrl: nullableString,
    productGroupId: { type: 'integer' },
    productTypeId: nullableInteger,
    isRecommended: { type: 'boolean' },
  },
} as const;

export const productGroupDataSchema = {
  $id: 'ProductGroupData',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'key', 'description', 'productCategoryId', 'recommendationOrder2', 'imageUrl', 'planningFileUrl'],
  properties: {
    id: { type: 'integer' },
    key: { type: 'string' },
    description: translatedSchema,
    productCategoryId: { type: 'integer' },
    recommendationOrder2: nullableInteger,
    imageUrl: nullableString,
    planningFileUrl: nullableString,
  },
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
