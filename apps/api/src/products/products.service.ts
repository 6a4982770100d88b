import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import type { ProductDataResponse } from '@lsp/contracts';
import { ApiError } from '../common/api-error.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { CatalogueTables } from '@lsp/domain';

/** The catalogue tables with each product's list price, for the quote. */
export type PricedCatalogueTables = Omit<CatalogueTables, 'products'> & { products: readonly (CatalogueTables['products'][number] & { listPriceCents: number })[] };
import { Characteristic, Product, ProductCategory, ProductGroup } from './catalogue.entities.js';
import { presentProduct } from './product-presenter.js';

@Injectable()
export class ProductsService {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  /**
   * The catalogue for a company (spec call 8). Customers may ask only for their own company;
   * another company's id answers 404, as everything of other companies does.
   */
  async productData(user: AuthUser, companyId: number): Promise<ProductDataResponse> {
    if (!user.groups.includes('Admin') && companyId !== user.companyId) throw ApiError.notFound(`No company ${companyId}`);
    const [products, groups, characteristics] = await Promise.all([
      this.em.find(Product, {}, { orderBy: { productGroupId: 'asc', id: 'asc' } }),
      this.em.find(ProductGroup, {}, { orderBy: { id: 'asc' } }),
      this.em.find(Characteristic, {}, { orderBy: { productGroupId: 'asc', characteristicKey: 'asc' } }),
    ]);
    return {
      products: products.map(presentProduct),
      productGroups: groups.map((g) => ({
        id: g.id,
        key: g.key,
        description: { de: g.descriptionDe, en: g.descriptionEn },
        productCategoryId: g.productCategoryId,
        recommendationOrder2: g.recommendationOrder2 ?? null,
        imageUrl: g.imageUrl ?? null,
        planningFileUrl: g.planningFileUrl ?? null,
      })),
      characteristics: characteristics.map((c) => ({ characteristicKey: c.characteristicKey, productGroupId: c.productGroupId })),
    };
  }

  /** The catalogue tables the calculation reads (categories, groups with characteristics, products with list prices). */
  async catalogueTables(): Promise<PricedCatalogueTables> {
    const [categories, groups, characteristics, products] = await Promise.all([
      this.em.find(ProductCategory, {}, { orderBy: { id: 'asc' } }),
      this.em.find(ProductGroup, {}, { orderBy: { id: 'asc' } }),
      this.em.find(Characteristic, {}, { orderBy: { productGroupId: 'asc', characteristicKey: 'asc' } }),
      this.em.find(Product, {}, { orderBy: { productGroupId: 'asc', id: 'asc' } }),
    ]);
    return {
      categories: categories.map((c) => ({ id: c.id, key: c.key })),
      groups: groups.map((g) => ({
        id: g.id,
        key: g.key,
        productCategoryId: g.productCategoryId,
        recommendationOrder2: g.recommendationOrder2 ?? null,
        characteristics: characteristics.filter((c) => c.productGroupId === g.id).map((c) => c.characteristicKey),
      })),
      products: products.map((p) => ({
        id: p.id, productKey: p.productKey ?? null, productGroupId: p.productGroupId, bxH: p.bxH ?? null,
        width: p.width ?? null, height: p.height ?? null, ventilationArea: p.ventilationArea ?? null, listPriceCents: p.listPriceCents,
      })),
    };
  }
}
