import { Controller, Get } from '@nestjs/common';
import { termsListSchema, type TermsEntry } from '@lsp/contracts';
import { Public } from '../auth/access.decorators.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { TermsService } from './terms.service.js';

@Controller('terms')
export class TermsController {
  constructor(private readonly terms: TermsService) {}

  /** Public: the terms modal is shown on the legal pages too, without sign-in. */
  @ApiOperation({ summary: 'The legal documents of each company and country', response: termsListSchema })
  @Public()
  @Get()
  list(): Promise<TermsEntry[]> {
    return this.terms.list();
  }
}
