import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { backgroundJobSchema, projectListExportQuerySchema, type BackgroundJobView, type ProjectListExportQuery } from '@lsp/contracts';
import { AdminOnly, CurrentUser } from '../auth/access.decorators.js';
import type { AuthUser } from '../auth/auth-user.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { ApiOperation, ApiTag } from '../openapi/api-operation.decorator.js';
import { languageOf } from '../users/user-records.service.js';
import { ProjectListExportJobs } from './project-list-export-job.js';

/** The full project list as a background job, for lists too long to wait for. */
@ApiTag('admin')
@AdminOnly()
@Controller('admin/project-exports')
export class ProjectExportsController {
  constructor(private readonly jobs: ProjectListExportJobs) {}

  @ApiOperation({
    summary: 'Starts an export of the project list (as GET /api/project/export takes it) as a background job',
    description:
      'Answers 202 with the job; GET /api/admin/jobs/{id} tells rows written of the total and, once done, `fileUrl` to download the workbook from (kept 12 hours).',
    response: backgroundJobSchema,
  })
  @Post()
  @HttpCode(202)
  start(
    @CurrentUser() user: AuthUser,
    @Body(new SchemaPipe<ProjectListExportQuery>(projectListExportQuerySchema, 'body')) query: ProjectListExportQuery,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<BackgroundJobView> {
    return this.jobs.start(user, query, query.lang ?? languageOf(acceptLanguage) ?? 'de');
  }
}
