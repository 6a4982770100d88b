import { defineEntity, p } from '@mikro-orm/core';

const ProductCategorySchema = defineEntity({
  name: 'ProductCategory',
  tableName: 'product_category',
  properties: {
    id: p.integer().primary().autoincrement(false),
    key: p.string().length(40),
    descriptionDe: p.string().length(200),
    descriptionEn: p.string().length(200),
    /** Null until entered: Polish shows the English name. */
    descriptionPl: p.string().length(200).nullable(),
  },
  uniques: [{ name: 'product_category_key_key', properties: ['key'] }],
});
export class ProductCategory extends ProductCategorySchema.class {}
ProductCategorySchema.setClass(ProductCategory);

const ProductGroupSchema = defineEntity({
  name: 'ProductGroup',
  tableName: 'product_group',
  properties: {
    id: p.integer().primary().autoincrement(false),
    key: p.string().length(40),
    productCategoryId: p
      .manyToOne(ProductCategory)
      .mapToPk()
      .fieldName('product_category_id')
      .foreignKeyName('product_group_product_category_id_fkey'),
    descriptionDe: p.string().length(200),
    descriptionEn: p.string().length(200),
    /** Null until entered: Polish shows the English name. */
    descriptionPl: p.string().length(200).nullable(),
    /** Lowest positive value gives the recommended ventilation component (docs/domain.md#ventilation-components). */
    recommendationOrder2: p.integer().nullable(),
    imageUrl: p.string().length(500).nullable(),
    planningFileUrl: p.string().length(500).nullable(),
    version: p.integer().version(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [{ name: 'product_group_key_key', properties: ['key'] }],
});
export class ProductGroup extends ProductGroupSchema.class {}
ProductGroupSchema.setClass(ProductGroup);

const CharacteristicSchema = defineEntity({
  name: 'Characteristic',
  tableName: 'characteristic',
  uniques: [{ name: 'characteristic_characteristic_key_product_group_id_key', properties: ['characteristicKey', 'productGroupId'] }],
  properties: {
    id: p.integer().primary(),
    characteristicKey: p.string().length(60),
    productGroupId: p
      .manyToOne(ProductGroup)
      .mapToPk()
      .fieldName('product_group_id')
      .foreignKeyName('characteristic_product_group_id_fkey')
      .deleteRule('cascade'),
    version: p.integer().version(),
  },
});
export class Characteristic extends CharacteristicSchema.class {}
CharacteristicSchema.setClass(Characteristic);

const ProductSchema = defineEntity({
  name: 'Product',
  tableName: 'product',
  properties: {
    id: p.integer().primary().autoincrement(false),
    productKey: p.string().length(60).nullable(),
    productGroupId: p.manyToOne(ProductGroup).mapToPk().fieldName('product_group_id').foreignKeyName('product_product_group_id_fkey'),
    productTypeId: p.integer().nullable(),
    descriptionDe: p.string().length(300),
    descriptionEn: p.string().length(300),
    /** The Polish name; without one Polish screens and quotes show the English name. */
    descriptionPl: p.string().length(300).nullable(),
    dhNo: p.string().length(40).nullable(),
    bxH: p.string().length(20).nullable(),
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    /** Free ventilation area in mm². */
    ventilationArea: p.integer().nullable(),
    recess: p.integer().nullable(),
    imageUrl: p.string().length(500).nullable(),
    isRecommended: p.boolean(),
    /** List price in euro cents (integer, so sums are exact). */
    listPriceCents: p.integer(),
    version: p.integer().version(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [{ name: 'product_product_key_key', properties: ['productKey'] }],
  indexes: [{ name: 'product_group_id_index', properties: ['productGroupId'] }],
  checks: [{ name: 'product_list_price_cents_check', expression: 'list_price_cents >= 0' }],
});
export class Product extends ProductSchema.class {}
ProductSchema.setClass(Product);

export { ProductCategorySchema, ProductGroupSchema, CharacteristicSchema, ProductSchema };
