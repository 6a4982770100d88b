import { Controller, Get, Query } from '@nestjs/common';
import { reportingQuerySchema, type ReportingQuery, type ReportingSummary } from '@lsp/contracts';
import { AdminOnly } from '../auth/access.decorators.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { ReportingService } from './reporting.service.js';

@Controller('reporting-v1')
export class ReportingController {
  constructor(private readonly reporting: ReportingService) {}

  @AdminOnly()
  @Get('summary')
  summary(@Query(new SchemaPipe<ReportingQuery>(reportingQuerySchema, 'query')) query: ReportingQuery): Promise<ReportingSummary> {
    return this.reporting.summary(query);
  }
}
