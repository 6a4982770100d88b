import { Controller, Get, Header, Inject, Param, StreamableFile } from '@nestjs/common';
import { backgroundJobSchema, type BackgroundJobView } from '@lsp/contracts';
import { AdminOnly } from '../auth/access.decorators.js';
import { ApiError } from '../common/api-error.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { attachmentDisposition } from '../files/file-names.js';
import { FILE_STORE, type FileStore } from '../files/file-store.js';
import { ApiOperation, ApiTag } from '../openapi/api-operation.decorator.js';
import { JobQueue } from './job-queue.js';

const jobIdPipe = new SchemaPipe<string>(
  { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' },
  'id',
);

/** The backoffice's long work (impact analysis, list exports): its progress, result and file. */
@ApiTag('admin')
@AdminOnly()
@Controller('admin/jobs')
export class JobsController {
  constructor(
    private readonly queue: JobQueue,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  @ApiOperation({
    summary: 'A background job: state, projects or rows done of the total, seconds left at the pace so far, and its result once done',
    description: 'Jobs are kept for a while after they finish (`expiresAt`), then answer 404.',
    response: backgroundJobSchema,
    errors: [400, 404],
  })
  @Get(':id')
  @Header('Cache-Control', 'private, no-store')
  async job(@Param('id', jobIdPipe) id: string): Promise<BackgroundJobView> {
    const job = await this.queue.view(id);
    if (!job) throw ApiError.notFound(`No job ${id}`);
    return job;
  }

  @ApiOperation({
    summary: "A finished export's file, while the job is kept",
    response: null,
    responseType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    errors: [400, 404],
  })
  @Get(':id/file')
  @Header('Cache-Control', 'private, no-store')
  async file(@Param('id', jobIdPipe) id: string): Promise<StreamableFile> {
    const file = await this.queue.file(id);
    if (!file) throw ApiError.notFound(`Job ${id} has no file (not finished, or no longer kept)`);
    return new StreamableFile(await this.files.get(file.key), {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      disposition: attachmentDisposition(file.fileName),
    });
  }
}
