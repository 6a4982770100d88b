import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { OpenApiController } from './openapi.controller.js';
import { OpenApiService } from './openapi.service.js';

/**
 * `GET /api/openapi.json` and `GET /api/docs`: the description of every route, built from the
 * routes themselves. A route is described by `@ApiOperation` (api-operation.decorator.ts);
 * access comes from the access decorators and schemas from the route's `SchemaPipe`s.
 */
@Module({
  imports: [DiscoveryModule],
  controllers: [OpenApiController],
  providers: [OpenApiService],
  exports: [OpenApiService],
})
export class OpenApiModule {}
