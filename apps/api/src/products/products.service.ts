import { Injectable } from '@nestjs/common';
import type { ProductDataResponse } from '@lsp/contracts';
import { ApiError } from '../common/api-error.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CatalogueCache, type PricedCatalogueTables } from './catalogue-cache.js';

export type { PricedCatalogueTables } from './catalogue-cache.js';

@Injectable()
export class ProductsService {
  constructor(private readonly cache: CatalogueCache) {}

  /**
   * The catalogue for a company (`GET /api/product/product-data`, docs/design.md#http-api). Customers may ask only for their own company;
   * another company's id answers 404, as everything of other companies does.
   */
  async productData(user: AuthUser, companyId: number): Promise<ProductDataResponse> {
    if (!user.groups.includes('Admin') && companyId !== user.companyId)
      throw ApiError.notFound(`No company ${companyId}`, 'company', companyId);
    return (await this.cache.snapshot()).productData;
  }

  /** The catalogue tables the calculation reads (categories, groups with characteristics, products with list prices). */
  async catalogueTables(): Promise<PricedCatalogueTables> {
    return (await this.cache.snapshot()).tables;
  }
}
