import { PassThrough } from 'node:stream';
import { Controller, Get, Header, Headers, Param, Query, StreamableFile } from '@nestjs/common';
import {
  EXPORT_MEDIA_TYPES,
  projectListExportQuerySchema,
  quoteExportQuerySchema,
  type ProjectListExportQuery,
  type QuoteExportQuery,
} from '@lsp/contracts';
import { AdminOnly, CurrentUser } from '../auth/access.decorators.js';
import type { AuthUser } from '../auth/auth-user.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { attachmentDisposition } from '../files/file-names.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { projectIdPipe } from '../projects/projects.controller.js';
import { languageOf } from '../users/user-records.service.js';
import { ExportService, type ExportedDocument } from './export.service.js';

const download = (document: ExportedDocument) =>
  new StreamableFile(document.bytes, {
    type: document.mediaType,
    length: document.bytes.length,
    disposition: attachmentDisposition(document.fileName),
  });

/** Downloads under /api/project/export (docs/design.md#documents). */
@Controller('project/export')
export class ExportController {
  constructor(private readonly exports: ExportService) {}

  @ApiOperation({
    summary: "The staff's project list as an Excel workbook, filtered like the list",
    description:
      'Every project the filter matches, newest first (at most `EXPORT_MAX_ROWS` when that is set: then the last row says how many were left out); totals in `currency` (default EUR).',
    response: null,
    responseType: EXPORT_MEDIA_TYPES.xlsx,
  })
  @AdminOnly()
  @Get()
  @Header('Cache-Control', 'private, no-store')
  async projectList(
    @CurrentUser() user: AuthUser,
    @Query(new SchemaPipe<ProjectListExportQuery>(projectListExportQuerySchema, 'query')) query: ProjectListExportQuery,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<StreamableFile> {
    // Streamed as it is written: the first bytes leave before the last row is read.
    const output = new PassThrough();
    this.exports
      .writeProjectList(user, query, query.lang ?? languageOf(acceptLanguage) ?? 'de', output)
      .catch((error: unknown) => output.destroy(error as Error));
    return new StreamableFile(output, {
      type: EXPORT_MEDIA_TYPES.xlsx,
      disposition: attachmentDisposition(this.exports.projectListFileName()),
    });
  }

  @ApiOperation({
    summary: 'The cost calculation of a project as PDF or Excel, in the language and currency asked for',
    description:
      "Project and shaft data, system, product lines by category, category totals, delivery time, offer validity, installation time, general remarks and the terms hint. Sets the project's `lastReportingAt`. `lang` defaults to the Accept-Language header, else de; `currency` to EUR.",
    response: null,
    responseType: [EXPORT_MEDIA_TYPES.pdf, EXPORT_MEDIA_TYPES.xlsx],
    errors: [404],
  })
  @Get(':projectId')
  @Header('Cache-Control', 'private, no-store')
  async quote(
    @CurrentUser() user: AuthUser,
    @Param('projectId', projectIdPipe) projectId: string,
    @Query(new SchemaPipe<QuoteExportQuery>(quoteExportQuerySchema, 'query')) query: QuoteExportQuery,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<StreamableFile> {
    const lang = query.lang ?? languageOf(acceptLanguage) ?? 'de';
    return download(await this.exports.quote(user, projectId, { format: query.format, lang, currency: query.currency ?? 'EUR' }));
  }
}
