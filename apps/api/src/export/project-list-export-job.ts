import { PassThrough } from 'node:stream';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { BackgroundJobView, ExportJobResult, Language, ProjectListExportQuery } from '@lsp/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { FILE_STORE, type FileStore } from '../files/file-store.js';
import { JobQueue, type JobContext, type JobOutcome } from '../jobs/job-queue.js';
import { ExportService } from './export.service.js';

/** How long a finished list export can be downloaded. */
const EXPORT_KEPT_MS = 12 * 60 * 60 * 1000;

/** Who asked, as much as the list's filter needs (`own` and `own_company` views). */
type Asker = Pick<AuthUser, 'id' | 'companyId' | 'groups'>;

/**
 * The full project list as a background job: the workbook is streamed from the database into
 * the file store (any instance can serve it), with rows written of the total as progress.
 */
@Injectable()
export class ProjectListExportJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly exports: ExportService,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  onModuleInit(): void {
    this.jobs.register('project-list-export', (context) => this.run(context));
  }

  /**
   * Counted when asked, so the dialog shows "0 of N rows" from the first answer: a short export
   * may be done before the first look at its progress. The job counts again when it runs.
   */
  async start(user: AuthUser, query: ProjectListExportQuery, lang: Language): Promise<BackgroundJobView> {
    const asker: Asker = { id: user.id, companyId: user.companyId, groups: user.groups };
    const { rows } = await this.exports.projectListRows(user, query);
    return this.jobs.enqueue('project-list-export', { query, lang, asker }, { createdBy: user.id, total: rows });
  }

  private async run(context: JobContext): Promise<JobOutcome> {
    const { query, lang, asker } = context.params as { query: ProjectListExportQuery; lang: Language; asker: Asker };
    const user = asker as AuthUser;
    const counted = await this.exports.projectListRows(user, query);
    const total = counted.rows;
    context.progress(0, total);
    const key = `exports/${context.id}.xlsx`;
    const output = new PassThrough();
    const stored = this.files.put(key, output);
    let rows: number;
    try {
      rows = await this.exports.writeProjectList(
        user,
        query,
        lang,
        output,
        (done) => context.progress(done, Math.max(total, done)),
        counted,
      );
    } catch (error) {
      output.destroy(error as Error);
      await stored.catch(() => undefined);
      throw error;
    }
    const { size } = await stored;
    // Projects saved while it ran can make more rows than were counted; matched is never less than written.
    const result: ExportJobResult = {
      fileName: this.exports.projectListFileName(),
      rows,
      matched: Math.max(counted.matched, rows),
      bytes: size,
    };
    return { result, fileKey: key, keepForMs: EXPORT_KEPT_MS };
  }
}
