import { Controller, Get, Query } from '@nestjs/common';
import { productDataQuerySchema, type ProductDataResponse } from '@lsp/contracts';
import { CurrentUser } from '../auth/access.decorators.js';
import type { AuthUser } from '../auth/auth-user.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { ProductsService } from './products.service.js';

@Controller('product')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get('product-data')
  productData(
    @CurrentUser() user: AuthUser,
    @Query(new SchemaPipe<{ companyId: string }>(productDataQuerySchema, 'query')) query: { companyId: string },
  ): Promise<ProductDataResponse> {
    return this.products.productData(user, Number(query.companyId));
  }
}
