import { Controller, Delete, Get, Header, HttpCode, Param, Post, Req, StreamableFile } from '@nestjs/common';
import type { Request } from 'express';
import { projectFileIdParamSchema, projectFileListSchema, projectFileSchema, type ProjectFileData } from '@lsp/contracts';
import { CurrentUser } from '../auth/access.decorators.js';
import type { AuthUser } from '../auth/auth-user.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { projectIdPipe } from '../projects/projects.controller.js';
import { attachmentDisposition } from './file-names.js';
import { FilesService } from './files.service.js';
import { UploadReceiver } from './upload-receiver.js';

const fileIdPipe = new SchemaPipe<string>(projectFileIdParamSchema, 'file id');

/** Project documents under /api/file/{projectId} (docs/design.md#documents), for customers and staff. */
@Controller('file')
export class FilesController {
  constructor(
    private readonly files: FilesService,
    private readonly uploads: UploadReceiver,
  ) {}

  @ApiOperation({ summary: 'The documents of a project, oldest first', response: projectFileListSchema, errors: [404] })
  @Get(':projectId')
  list(@CurrentUser() user: AuthUser, @Param('projectId', projectIdPipe) projectId: string): Promise<ProjectFileData[]> {
    return this.files.list(user, projectId);
  }

  /** `multipart/form-data` with the document in the field `file`. */
  @ApiOperation({
    summary: 'Attaches a document to a project (multipart, field `file`, at most 50 MiB)',
    description:
      'PDF, images, DWG/DXF and Office documents, judged from the content (415 otherwise). Customers attach only while they may change the project (409 otherwise).',
    body: { type: 'object', required: ['file'], properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } } },
    bodyType: 'multipart/form-data',
    response: projectFileSchema,
    errors: [404, 409, 413, 415],
  })
  @Post(':projectId')
  @HttpCode(201)
  upload(
    @CurrentUser() user: AuthUser,
    @Param('projectId', projectIdPipe) projectId: string,
    @Req() request: Request,
  ): Promise<ProjectFileData> {
    return this.files.upload(user, projectId, () => this.uploads.receive(request));
  }

  /** Always a download: the stored type, never sniffed, never run in the API's origin. */
  @ApiOperation({
    summary: 'Downloads a document of a project, as an attachment with its stored type',
    response: null,
    responseType: 'application/octet-stream',
    responseHeaders: { 'Content-Disposition': "attachment; filename*=UTF-8''…" },
    errors: [404],
  })
  @Get(':projectId/:fileId')
  @Header('X-Content-Type-Options', 'nosniff')
  @Header('Content-Security-Policy', "default-src 'none'; sandbox")
  @Header('Cache-Control', 'private, no-cache')
  async download(
    @CurrentUser() user: AuthUser,
    @Param('projectId', projectIdPipe) projectId: string,
    @Param('fileId', fileIdPipe) fileId: string,
  ): Promise<StreamableFile> {
    const document = await this.files.download(user, projectId, fileId);
    return new StreamableFile(document.content, {
      type: document.mediaType,
      length: document.size,
      disposition: attachmentDisposition(document.name),
    });
  }

  @ApiOperation({ summary: 'Removes a document from a project', response: null, errors: [404, 409] })
  @Delete(':projectId/:fileId')
  @HttpCode(204)
  delete(
    @CurrentUser() user: AuthUser,
    @Param('projectId', projectIdPipe) projectId: string,
    @Param('fileId', fileIdPipe) fileId: string,
  ): Promise<void> {
    return this.files.delete(user, projectId, fileId);
  }
}
