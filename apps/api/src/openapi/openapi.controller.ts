import { Controller, Get, Header } from '@nestjs/common';
import { openApiDocumentSchema } from '@lsp/contracts';
import { Public } from '../auth/access.decorators.js';
import { ApiOperation, ApiTag } from './api-operation.decorator.js';
import type { OpenApiDocument } from './openapi-document.js';
import { OpenApiService } from './openapi.service.js';

@ApiTag('api-description')
@Controller()
export class OpenApiController {
  constructor(private readonly openApi: OpenApiService) {}

  @ApiOperation({ summary: 'This API description as an OpenAPI 3.1 document', response: openApiDocumentSchema })
  @Public()
  @Get('openapi.json')
  document(): OpenApiDocument {
    return this.openApi.document();
  }

  @ApiOperation({
    summary: 'This API description as a page to read',
    description: 'Static HTML without scripts, grouped by tag, with every schema as formatted JSON.',
    response: { type: 'string', description: 'An HTML page' },
    responseType: 'text/html',
  })
  @Public()
  @Get('docs')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  docs(): string {
    return this.openApi.html();
  }
}
