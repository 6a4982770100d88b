import { defineEntity, p } from '@mikro-orm/core';

const ProductCategorySchema = defineEntity({
  name: 'ProductCategory',
  tableName: 'product_category',
  properties: {
    id: p.integer().primary().autoincrement(false),
    key: p.string().length(40).unique(),
    descriptionDe: p.string().length(200),
    descriptionEn: p.string().length(200),
  },
});
export class ProductCategory extends ProductCategorySchema.class {}
ProductCategorySchema.setClass(ProductCategory);

const ProductGroupSchema = defineEntity({
  name: 'ProductGroup',
  tableName: 'product_group',
  properties: {
    id: p.integer().primary().autoincrement(false),
    key: p.string().length(40).unique(),
    productCategoryId: p.integer(),
    descriptionDe: p.string().length(200),
    descriptionEn: p.string().length(200),
    /** Lowest positive value gives the recommended ventilation component (spec section 5). */
    recommendationOrder2: p.integer().nullable(),
    imageUrl: p.string().length(500).nullable(),
    planningFileUrl: p.string().length(500).nullable(),
    version: p.integer().version(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export class ProductGroup extends ProductGroupSchema.class {}
ProductGroupSchema.setClass(ProductGroup);

const CharacteristicSchema = defineEntity({
  name: 'Characteristic',
  tableName: 'characteristic',
  uniques: [{ properties: ['characteristicKey', 'productGroupId'] }],
  properties: {
    id: p.integer().primary(),
    characteristicKey: p.string().length(60),
    productGroupId: p.integer(),
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
    productKey: p.string().length(60).unique().nullable(),
    productGroupId: p.integer(),
    productTypeId: p.integer().nullable(),
    descriptionDe: p.string().length(300),
    descriptionEn: p.string().length(300),
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
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export class Product extends ProductSchema.class {}
ProductSchema.setClass(Product);

export { ProductCategorySchema, ProductGroupSchema, CharacteristicSchema, ProductSchema };
