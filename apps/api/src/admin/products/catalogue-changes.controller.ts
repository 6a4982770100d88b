import { Body, Controller, HttpCode, Post, UseFilters } from '@nestjs/common';
import {
  backgroundJobSchema,
  catalogueChangeRequestSchema,
  catalogueCheckAnswerSchema,
  type BackgroundJobView,
  type CatalogueChangeRequest,
  type CatalogueCheckAnswer,
} from '@lsp/contracts';
import { AdminOnly, CurrentUser } from '../../auth/access.decorators.js';
import type { AuthUser } from '../../auth/auth-user.js';
import { SchemaPipe } from '../../common/schema.pipe.js';
import { ApiOperation, ApiTag } from '../../openapi/api-operation.decorator.js';
import { AdminExceptionFilter } from '../resource/admin-exception.filter.js';
import { CatalogueGate } from './catalogue-gate.js';
import { CatalogueImpact } from './catalogue-impact.js';

const changePipe = new SchemaPipe<CatalogueChangeRequest>(catalogueChangeRequestSchema, 'body');

/** A product change put to the catalogue gate before it is saved: its check, and its impact as a job. */
@ApiTag('admin')
@AdminOnly()
@UseFilters(AdminExceptionFilter)
@Controller('admin/products')
export class CatalogueChangesController {
  constructor(
    private readonly gate: CatalogueGate,
    private readonly impact: CatalogueImpact,
  ) {}

  @ApiOperation({
    summary: 'Checks a product change (create, update, delete) against the published rules without saving it',
    description:
      'The gate a save passes: product keys the rules name, catalogue gaps the rules depend on (a flap size without weather protection, ' +
      'a recommended product in a group without a recommendation order), and the reference cases, random and aimed inputs calculated with ' +
      'the current and the changed catalogue. A calculation that fails or gets a new error message is a problem at the field of the change.',
    response: catalogueCheckAnswerSchema,
    errors: [400, 404],
  })
  @Post('check')
  @HttpCode(200)
  check(@Body(changePipe) body: CatalogueChangeRequest): Promise<CatalogueCheckAnswer> {
    return this.gate.check(body);
  }

  @ApiOperation({
    summary: 'Impact of a product change as a background job: open projects and reference cases with the current and the changed catalogue',
    description:
      'Answers 202 with the job; `GET /api/admin/jobs/{jobId}` tells its progress and, once done, the report (as for a rule-set draft, ' +
      'with `newErrors` counts: subjects that get an error message they did not have).',
    response: backgroundJobSchema,
    errors: [400, 404],
  })
  @Post('impact')
  @HttpCode(202)
  start(@Body(changePipe) body: CatalogueChangeRequest, @CurrentUser() user: AuthUser): Promise<BackgroundJobView> {
    return this.impact.enqueue(body, user);
  }
}
