import { Controller, Get, UseFilters } from '@nestjs/common';
import { adminDashboardSchema, type AdminDashboard } from '@lsp/contracts';
import { AdminOnly } from '../../auth/access.decorators.js';
import { ApiOperation, ApiTag } from '../../openapi/api-operation.decorator.js';
import { AdminExceptionFilter } from '../resource/admin-exception.filter.js';
import { AdminDashboardService } from './dashboard.service.js';

@ApiTag('admin')
@AdminOnly()
@UseFilters(AdminExceptionFilter)
@Controller('admin/dashboard')
export class AdminDashboardController {
  constructor(private readonly dashboard: AdminDashboardService) {}

  @ApiOperation({
    summary:
      "The dashboard's figures: projects by state and by month (last twelve), the quoted value in the pipeline, the most quoted products",
    description: 'Amounts in euros. The pipeline is the projects in SUBMITTED, MESSAGE_FROM_DH and OFFER_CREATED.',
    response: adminDashboardSchema,
  })
  @Get()
  figures(): Promise<AdminDashboard> {
    return this.dashboard.figures();
  }
}
