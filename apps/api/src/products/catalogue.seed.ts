import type { EntityManager } from '@mikro-orm/core';
import { missingRecords } from '../database/missing-records.js';
import { Characteristic, Product, ProductCategory, ProductGroup } from './catalogue.entities.js';

interface Translated {
  de: string;
  en: string;
  pl?: string;
}

/** The shape of seed/catalogue.json. */
export interface CatalogueSeed {
  categories: { id: number; key: string; description: Translated }[];
  groups: {
    id: number;
    key: string;
    productCategoryId: number;
    description: Translated;
    recommendationOrder2: number | null;
    imageUrl: string | null;
    planningFileUrl: string | null;
    characteristics: string[];
  }[];
  products: {
    id: number;
    productKey: string;
    productGroupId: number;
    description: Translated;
    dhNo?: string;
    bxH?: string;
    width?: number;
    height?: number;
    ventilationArea?: number;
    isRecommended?: boolean;
    listPriceCents: number;
  }[];
}

/** Adds the catalogue records that are missing; existing ones keep their backoffice edits. */
export async function seedCatalogue(em: EntityManager, seed: CatalogueSeed): Promise<number> {
  let created = 0;
  for (const category of await missingRecords(em, ProductCategory, seed.categories)) {
    em.create(ProductCategory, {
      id: category.id,
      key: category.key,
      descriptionDe: category.description.de,
      descriptionEn: category.description.en,
      descriptionPl: category.description.pl ?? null,
    });
    created++;
  }
  await em.flush();
  const newGroups = await missingRecords(em, ProductGroup, seed.groups);
  for (const group of newGroups) {
    em.create(ProductGroup, {
      id: group.id,
      key: group.key,
      productCategoryId: group.productCategoryId,
      descriptionDe: group.description.de,
      descriptionEn: group.description.en,
      descriptionPl: group.description.pl ?? null,
      recommendationOrder2: group.recommendationOrder2,
      imageUrl: group.imageUrl,
      planningFileUrl: group.planningFileUrl,
    });
    created++;
  }
  // Characteristics only after their groups: the plain foreign-key columns give the unit of work no order.
  await em.flush();
  for (const group of newGroups) {
    for (const characteristicKey of group.characteristics) em.create(Characteristic, { characteristicKey, productGroupId: group.id });
  }
  await em.flush();
  for (const product of await missingRecords(em, Product, seed.products)) {
    em.create(Product, {
      id: product.id,
      productKey: product.productKey,
      productGroupId: product.productGroupId,
      descriptionDe: product.description.de,
      descriptionEn: product.description.en,
      descriptionPl: product.description.pl ?? null,
      dhNo: product.dhNo ?? null,
      bxH: product.bxH ?? null,
      width: product.width ?? null,
      height: product.height ?? null,
      ventilationArea: product.ventilationArea ?? null,
      isRecommended: product.isRecommended ?? false,
      listPriceCents: product.listPriceCents,
    });
    created++;
  }
  await em.flush();
  return created;
}
