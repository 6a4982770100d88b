import { Controller, Get, Query } from '@nestjs/common';
import { reportingQuerySchema, reportingSummarySchema, type ReportingQuery, type ReportingSummary } from '@lsp/contracts';
import { AdminOnly } from '../auth/access.decorators.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { ReportingService } from './reporting.service.js';

@Controller('reporting-v1')
export class ReportingController {
  constructor(private readonly reporting: ReportingService) {}

  @ApiOperation({
    summary: 'Projects and quoted totals by month of creation and by state (staff)',
    description:
      'Deleted projects are left out. `from` and `to` are months (YYYY-MM, inclusive); `companyId` narrows to one company. Totals are euro cents of the last calculation on save.',
    response: reportingSummarySchema,
  })
  @AdminOnly()
  @Get('summary')
  summary(@Query(new SchemaPipe<ReportingQuery>(reportingQuerySchema, 'query')) query: ReportingQuery): Promise<ReportingSummary> {
    return this.reporting.summary(query);
  }
}
