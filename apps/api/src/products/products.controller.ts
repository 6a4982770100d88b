import { Controller, Get, Query } from '@nestjs/common';
import { productDataQuerySchema, productDataResponseSchema, type ProductDataResponse } from '@lsp/contracts';
import { CurrentUser } from '../auth/access.decorators.js';
import type { AuthUser } from '../auth/auth-user.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { ProductsService } from './products.service.js';

@Controller('product')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  /** `GET /api/product/product-data` (docs/design.md#http-api). */
  @ApiOperation({
    summary: 'The catalogue for a company: products, product groups and their characteristics (no prices)',
    description: 'Customers may ask only for their own company; another company answers 404.',
    response: productDataResponseSchema,
    errors: [404],
  })
  @Get('product-data')
  productData(
    @CurrentUser() user: AuthUser,
    @Query(new SchemaPipe<{ companyId: string }>(productDataQuerySchema, 'query')) query: { companyId: string },
  ): Promise<ProductDataResponse> {
    return this.products.productData(user, Number(query.companyId));
  }
}
