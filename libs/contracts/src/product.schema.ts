export interface Translated {
  de: string;
  en: string;
}

/** A product of the catalogue as the apps see it (spec section 3); prices stay on the server. */
export interface ProductData {
  id: number;
  productKey: string | null;
  description: Translated;
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
