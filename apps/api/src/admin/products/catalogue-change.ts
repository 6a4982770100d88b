import { createHash } from 'node:crypto';
import type { AdminProductWrite, CatalogueChangeRequest, KeyedFieldProblem } from '@lsp/contracts';
import { VENTILATION_CATEGORY, calculationCatalogue, fromCents, toCents } from '@lsp/domain';
import type { SnapshotData } from '../../calculation/bulk/bulk-tasks.js';
import type { CatalogueSnapshot, PricedCatalogueTables } from '../../products/catalogue-cache.js';

/** Euros with at most two decimals, as the integer cents the catalogue keeps; null for anything else. */
export function priceCents(price: number): number | null {
  if (!Number.isFinite(price) || Math.abs(price) >= Number.MAX_SAFE_INTEGER / 100) return null;
  const cents = toCents(price);
  return fromCents(cents) === price ? cents : null;
}

/** One product as the catalogue tables hold it. */
export type CatalogueRow = PricedCatalogueTables['products'][number];

/** A product as it would be saved: the write's figures, its price in cents. */
export function proposedRow(product: AdminProductWrite, listPriceCents: number): CatalogueRow {
  return {
    id: product.id,
    productKey: product.productKey?.trim() || null,
    productGroupId: product.productGroupId,
    bxH: product.bxH || null,
    width: product.width ?? null,
    height: product.height ?? null,
    ventilationArea: product.ventilationArea ?? null,
    isRecommended: product.isRecommended ?? false,
    listPriceCents,
  };
}

/** The tables as they would be after the change: the product added, replaced or gone. */
export function changedTables(tables: PricedCatalogueTables, id: number, row: CatalogueRow | null): PricedCatalogueTables {
  const others = tables.products.filter((p) => p.id !== id);
  return { ...tables, products: row ? [...others, row].sort((a, b) => a.productGroupId - b.productGroupId || a.id - b.id) : others };
}

/** A number that names a change's content: the fuzzing seed and the proposed snapshot's id. */
export function changeHash(change: unknown): number {
  return createHash('sha256').update(JSON.stringify(change)).digest().readUInt32BE(0);
}

/**
 * The proposed catalogue as a worker thread evaluates it. Its id is negative (the snapshots the
 * cache reads count up from 1), so the threads' compiled calculators never mix it with a real one.
 */
export function proposedSnapshot(current: CatalogueSnapshot, tables: PricedCatalogueTables, hash: number): SnapshotData {
  return {
    id: -1 - hash,
    catalogue: calculationCatalogue(tables),
    listPriceCents: Object.fromEntries(tables.products.flatMap((p) => (p.productKey ? [[p.productKey, p.listPriceCents]] : []))),
    settings: current.settings,
  };
}

/** A gap of the catalogue the rules depend on, with the product it concerns. */
export interface CatalogueGap {
  key: 'weatherProtectionMissing' | 'recommendationOrderMissing';
  params: { product: string; size?: string; group?: string };
  message: string;
}

/**
 * What the rules need of the catalogue that no rule can name by key (docs/rules.md#catalogue-changes):
 * a flap of a group that takes weather protection needs a weather protection of its size (rule
 * weather-protection-source), and a product marked recommended belongs to a group with a
 * recommendation order (rule recommended-product ranks groups by it). Read from the groups'
 * characteristics, which the rules read too.
 */
export function catalogueGaps(tables: PricedCatalogueTables): CatalogueGap[] {
  const ventilation = tables.categories.find((c) => c.key === VENTILATION_CATEGORY)?.id;
  const groups = new Map(tables.groups.filter((g) => g.productCategoryId === ventilation).map((g) => [g.id, g]));
  const protectionSizes = new Set(
    tables.products.filter((p) => groups.get(p.productGroupId)?.characteristics.includes('WEATHER_PROTECTION') && p.bxH).map((p) => p.bxH),
  );
  const gaps: CatalogueGap[] = [];
  for (const product of tables.products) {
    const group = groups.get(product.productGroupId);
    if (!group || !product.productKey) continue;
    if (group.characteristics.includes('WEATHER_PROTECTION_COMPATIBLE') && product.bxH && !protectionSizes.has(product.bxH))
      gaps.push({
        key: 'weatherProtectionMissing',
        params: { product: product.productKey, size: product.bxH },
        message: `${product.productKey} takes weather protection, but the catalogue has none of size ${product.bxH}`,
      });
    if (product.isRecommended && !(group.recommendationOrder2 && group.recommendationOrder2 > 0))
      gaps.push({
        key: 'recommendationOrderMissing',
        params: { product: product.productKey, group: group.key },
        message: `${product.productKey} is marked recommended, but its group ${group.key} has no recommendation order`,
      });
  }
  return gaps;
}

const gapId = (gap: CatalogueGap) => `${gap.key}${JSON.stringify(gap.params)}`;

/** Gaps the change opens: those of the proposed catalogue the current one does not have. */
export function newGaps(current: PricedCatalogueTables, proposed: PricedCatalogueTables): CatalogueGap[] {
  const known = new Set(catalogueGaps(current).map(gapId));
  return catalogueGaps(proposed).filter((gap) => !known.has(gapId(gap)));
}

/** The figures of a product that the calculation reads, in the order a refusal names the first that changed. */
const CALCULATION_FIELDS = ['ventilationArea', 'bxH', 'width', 'height', 'productGroupId', 'productKey', 'listPriceCents'] as const;

/**
 * The field a refusal of the change points at: the product's id when it is removed; its
 * ventilation area when a ventilation component is added (the area is what makes the rules choose
 * it); else the first figure the calculation reads that changed (`/price` for the list price).
 */
export function changedField(change: CatalogueChangeRequest, before: CatalogueRow | undefined, after: CatalogueRow | null): string {
  if (!after) return '/id';
  if (!before) return after.ventilationArea !== null && after.ventilationArea !== undefined ? '/ventilationArea' : '/productGroupId';
  const field = CALCULATION_FIELDS.find((name) => (before[name] ?? null) !== (after[name] ?? null));
  if (field === 'listPriceCents') return '/price';
  return field ? `/${field}` : change.action === 'update' && before.isRecommended !== after.isRecommended ? '/isRecommended' : '/id';
}

/** A gap as a refusal's problem, at the field of the change. */
export function gapProblem(gap: CatalogueGap, change: CatalogueChangeRequest): KeyedFieldProblem {
  const path = change.action === 'delete' ? '/id' : gap.key === 'weatherProtectionMissing' ? '/bxH' : '/isRecommended';
  return { path, key: gap.key, params: { ...gap.params }, message: gap.message };
}
