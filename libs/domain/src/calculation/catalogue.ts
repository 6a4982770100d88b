/**
 * The catalogue as the lift-shaft rules read it: ventilation components (closures and weather
 * protection) as flat rows with their group key and characteristics, and every product key.
 * Built from the database by the API and sent to the browser with the rule set.
 */
export interface ComponentRow {
  /** Product id: the form's `quantity-{id}` fields name components by it. */
  id: number;
  productKey: string;
  /** Product group key, e.g. JK180HV, ALAS. */
  group: string;
  bxH: string | null;
  width: number | null;
  height: number | null;
  /** Free ventilation area in mm² (null for drives of a closure supplied on site). */
  ventilationArea: number | null;
  /** The group's recommendationOrder2: the lowest positive one gives the recommended product. */
  recommendationOrder: number | null;
  /** The group's characteristic keys, e.g. VERTICAL, NEWBUILDING, WEATHER_PROTECTION. */
  characteristics: string[];
}

export interface CalculationCatalogue {
  /** Products of category VENTCOMP, in catalogue order. */
  components: ComponentRow[];
  /** Every product key the rules may add. */
  productKeys: string[];
}

/** The form field that holds a component's quantity. */
export function quantityField(productId: number): string {
  return `quantity-${productId}`;
}

const QUANTITY_FIELD = /^quantity-(\d{1,9})$/;

/** The product id of a `quantity-{id}` field, or undefined. */
export function quantityFieldProductId(key: string): number | undefined {
  const match = QUANTITY_FIELD.exec(key);
  return match ? Number(match[1]) : undefined;
}

/** The catalogue tables as stored (seed/catalogue.json has this shape; so do the entities). */
export interface CatalogueTables {
  categories: readonly { id: number; key: string }[];
  groups: readonly {
    id: number;
    key: string;
    productCategoryId: number;
    recommendationOrder2: number | null;
    characteristics: readonly string[];
  }[];
  products: readonly {
    id: number;
    productKey: string | null;
    productGroupId: number;
    bxH?: string | null;
    width?: number | null;
    height?: number | null;
    ventilationArea?: number | null;
  }[];
}

/** The category whose products are ventilation components (docs/domain.md#catalogue). */
export const VENTILATION_CATEGORY = 'VENTCOMP';

/** The rules' view of the catalogue tables. */
export function calculationCatalogue(tables: CatalogueTables): CalculationCatalogue {
  const ventilationCategory = tables.categories.find((c) => c.key === VENTILATION_CATEGORY)?.id;
  const groups = new Map(tables.groups.map((g) => [g.id, g]));
  const components: ComponentRow[] = [];
  const productKeys: string[] = [];
  for (const product of tables.products) {
    if (!product.productKey) continue;
    productKeys.push(product.productKey);
    const group = groups.get(product.productGroupId);
    if (!group || group.productCategoryId !== ventilationCategory) continue;
    components.push({
      id: product.id,
      productKey: product.productKey,
      group: group.key,
      bxH: product.bxH ?? null,
      width: product.width ?? null,
      height: product.height ?? null,
      ventilationArea: product.ventilationArea ?? null,
      recommendationOrder: group.recommendationOrder2,
      characteristics: [...group.characteristics].sort(),
    });
  }
  return { components, productKeys };
}
