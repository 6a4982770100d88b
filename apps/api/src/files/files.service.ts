import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/core';
import { PROJECT_FILE_FIELD, type ProjectFileData } from '@lsp/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiError, reason } from '../common/api-error.js';
import { actorsFor, checkEditable } from '../projects/project-access.js';
import { Project } from '../projects/project.entity.js';
import { presentFile } from '../projects/project.presenter.js';
import { ProjectsRepository } from '../projects/projects.repository.js';
import { ProjectsService } from '../projects/projects.service.js';
import { BackgroundTasks } from '../database/background-tasks.js';
import { displayName } from '../users/user-records.service.js';
import { ALLOWED_DOCUMENTS, documentTypeOf } from './document-types.js';
import { cleanFileName, withTypeExtension } from './file-names.js';
import { ContentNotStoredError, FILE_STORE, type FileStore } from './file-store.js';
import { ProjectFile } from './project-file.entity.js';
import type { StagedUpload } from './upload-receiver.js';

/** A document on its way to the caller. */
export interface DocumentDownload {
  name: string;
  mediaType: string;
  size: number;
  content: Readable;
}

/** Bytes stored this long ago that no row refers to are an interrupted upload's, and swept. */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Project documents (docs/design.md#documents): whoever sees a project sees its documents; whoever
 * may change it (customers in NEW, DRAFT and MESSAGE_FROM_DH, staff always) adds and removes
 * them. The row in `project_file` is written only once the bytes are stored, and the bytes are
 * removed only once the row is gone, so the database never points at nothing.
 */
@Injectable()
export class FilesService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(FilesService.name);
  private sweeper?: NodeJS.Timeout;

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    private readonly projects: ProjectsService,
    private readonly repository: ProjectsRepository,
    @Inject(FILE_STORE) private readonly store: FileStore,
    @Inject(BackgroundTasks) private readonly tasks: BackgroundTasks,
  ) {}

  onApplicationBootstrap(): void {
    const sweep = () => void this.tasks.run('Could not sweep the file store', () => this.sweepOrphans());
    sweep();
    this.sweeper = setInterval(sweep, SWEEP_EVERY_MS).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweeper);
  }

  /**
   * Removes bytes that no document row refers to: a crash between storing the bytes and writing the
   * row leaves them behind. Only bytes older than a day count, so no upload in flight is touched.
   * Answers how many were removed.
   */
  async sweepOrphans(cutoff = new Date(Date.now() - ORPHAN_AGE_MS)): Promise<number> {
    let removed = 0;
    let batch: string[] = [];
    const sweepBatch = async () => {
      const referred = new Set(
        (await this.em.fork().find(ProjectFile, { storageKey: { $in: batch } }, { fields: ['storageKey'] })).map((f) => f.storageKey),
      );
      for (const key of batch) {
        if (referred.has(key)) continue;
        await this.store.delete(key);
        removed++;
      }
      batch = [];
    };
    for await (const key of this.store.storedBefore(cutoff)) {
      batch.push(key);
      if (batch.length >= 500) await sweepBatch();
    }
    if (batch.length) await sweepBatch();
    if (removed) this.logger.log(`Removed ${removed} stored document(s) that no project refers to`);
    return removed;
  }

  async list(user: AuthUser, projectId: string): Promise<ProjectFileData[]> {
    await this.projects.findOrFail(user, projectId);
    return (await this.repository.files(projectId)).map(presentFile);
  }

  /**
   * Adds the request's document to a project. The caller's right to change the project is
   * checked before the body is read and again, under the project's row lock, before the row is
   * written (the state may have moved during a long upload).
   */
  async upload(user: AuthUser, projectId: string, receive: () => Promise<StagedUpload>): Promise<ProjectFileData> {
    const project = await this.projects.findOrFail(user, projectId);
    const actors = actorsFor(user, project.owningCompanyId);
    checkEditable(project, actors);
    const upload = await receive();
    try {
      const uploadedName = cleanFileName(upload.uploadedName);
      const mediaType = await documentTypeOf(upload.path, uploadedName);
      const name = mediaType ? withTypeExtension(uploadedName, mediaType) : uploadedName;
      if (!mediaType) {
        throw ApiError.unsupportedMediaType(
          `${name} is not a document a project can carry; upload ${ALLOWED_DOCUMENTS}`,
          [
            {
              path: `/${PROJECT_FILE_FIELD}`,
              key: 'documentType',
              message: 'must be a PDF, image, DWG, DXF or Office document (judged from its content)',
            },
          ],
          reason('documentType', { name }),
        );
      }
      const id = randomUUID();
      const storageKey = `${projectId}/${id}`;
      const stored = await this.store.put(storageKey, createReadStream(upload.path));
      try {
        const file = await this.em.transactional(async (em) => {
          const locked = await em.findOne(Project, { id: projectId, deletedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
          if (!locked) throw ApiError.notFound(`No project ${projectId}`, 'project', projectId);
          checkEditable(locked, actors);
          return em.create(ProjectFile, {
            id,
            projectId,
            name,
            mediaType,
            size: stored.size,
            sha256: stored.sha256,
            storageKey,
            uploadedBy: user.id,
            uploadedByName: displayName(user),
            uploadedAt: new Date(),
          });
        });
        return presentFile(file);
      } catch (error) {
        await this.removeContent(storageKey);
        throw error;
      }
    } finally {
      await upload.discard();
    }
  }

  async download(user: AuthUser, projectId: string, fileId: string): Promise<DocumentDownload> {
    await this.projects.findOrFail(user, projectId);
    const file = await this.findFile(projectId, fileId);
    try {
      return { name: file.name, mediaType: file.mediaType, size: Number(file.size), content: await this.store.get(file.storageKey) };
    } catch (error) {
      if (!(error instanceof ContentNotStoredError)) throw error;
      this.logger.error(`The bytes of file ${file.id} of project ${projectId} are missing from the file store (${file.storageKey})`);
      throw ApiError.notFound(`The content of file ${fileId} is missing`, 'file', fileId);
    }
  }

  async delete(user: AuthUser, projectId: string, fileId: string): Promise<void> {
    const project = await this.projects.findOrFail(user, projectId);
    const actors = actorsFor(user, project.owningCompanyId);
    checkEditable(project, actors);
    const storageKey = await this.em.transactional(async (em) => {
      const locked = await em.findOne(Project, { id: projectId, deletedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!locked) throw ApiError.notFound(`No project ${projectId}`, 'project', projectId);
      checkEditable(locked, actors);
      const file = await em.findOne(ProjectFile, { id: fileId, projectId });
      if (!file) throw ApiError.notFound(`Project ${projectId} has no file ${fileId}`, 'file', fileId);
      em.remove(file);
      return file.storageKey;
    });
    await this.removeContent(storageKey);
  }

  private async findFile(projectId: string, fileId: string): Promise<ProjectFile> {
    const file = await this.em.findOne(ProjectFile, { id: fileId, projectId });
    if (!file) throw ApiError.notFound(`Project ${projectId} has no file ${fileId}`, 'file', fileId);
    return file;
  }

  /** Bytes no row refers to; failing to remove them only leaves an orphan behind, never an error for the caller. */
  private async removeContent(storageKey: string): Promise<void> {
    await this.store
      .delete(storageKey)
      .catch((error: unknown) => this.logger.error(`Could not remove ${storageKey} from the file store: ${String(error)}`));
  }
}
