import { Module } from '@nestjs/common';
import { CatalogueCache } from './catalogue-cache.js';
import { ProductsController } from './products.controller.js';
import { ProductsService } from './products.service.js';

@Module({ controllers: [ProductsController], providers: [ProductsService, CatalogueCache], exports: [ProductsService, CatalogueCache] })
export class ProductsModule {}
