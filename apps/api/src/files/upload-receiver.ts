import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { PROJECT_FILE_FIELD, PROJECT_FILE_MAX_BYTES } from '@lsp/contracts';
import { ApiError, reason as why } from '../common/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { removeFilesOlderThan } from './local-file-store.js';

/** An uploaded file received into the staging folder, not yet checked or stored. */
export interface StagedUpload {
  /** Where the bytes wait; a random name, never the uploaded one. */
  path: string;
  /** The name as the client sent it: untrusted, to be cleaned. */
  uploadedName: string;
  size: number;
  /** Removes the staged bytes; called once the upload is stored or refused. */
  discard(): Promise<void>;
}

const FIELD = `/${PROJECT_FILE_FIELD}`;
const MIB = PROJECT_FILE_MAX_BYTES / (1024 * 1024);

/** Errors of the disk (full, not writable) are the server's; everything else wrong in a multipart body is the client's. */
const isSystemError = (error: unknown) => typeof (error as NodeJS.ErrnoException | null)?.syscall === 'string';

/**
 * Receives the one document of an upload request (`multipart/form-data`, field `file`) with
 * multer, streaming it to a staging file so 50 MiB are never held in memory. The limit counts
 * the file's bytes, not the multipart envelope: a file of exactly 50 MiB is accepted. On any
 * failure multer removes what it had written.
 */
@Injectable()
export class UploadReceiver implements OnModuleInit {
  private readonly receiveOne: RequestHandler;
  private readonly stagingDir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.stagingDir = config.files.stagingDir;
    this.receiveOne = multer({
      storage: multer.diskStorage({ destination: this.stagingDir, filename: (_request, _file, callback) => callback(null, randomUUID()) }),
      limits: { fileSize: PROJECT_FILE_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21, headerPairs: 100 },
      // Browsers send the file name as raw UTF-8 (WHATWG); busboy would read it as latin1.
      defParamCharset: 'utf8',
      // The name arrives whole and cleanFileName alone makes it safe (busboy would turn `..` into no file at all).
      preservePath: true,
    }).single(PROJECT_FILE_FIELD);
  }

  /** Staged files older than a day can only be leftovers of a crash. */
  async onModuleInit(): Promise<void> {
    await removeFilesOlderThan(this.stagingDir, 24 * 60 * 60 * 1000);
  }

  /**
   * The request's document, staged on disk; the caller must discard it. Refuses a
   * request that is not multipart (415), has no file or more than one (400) or a file over the
   * limit (413), in the error form of docs/design.md#errors.
   */
  async receive(request: Request): Promise<StagedUpload> {
    if (request.is('multipart/form-data') === false) {
      throw ApiError.unsupportedMediaType(`Send the document as multipart/form-data in the field ${PROJECT_FILE_FIELD}`, [
        { path: FIELD, key: 'multipart', message: 'must be sent as multipart/form-data' },
      ]);
    }
    await new Promise<void>((resolve, reject) => {
      this.receiveOne(request, request.res as Response, (error?: unknown) => (error ? reject(this.toApiError(error)) : resolve()));
    });
    const file = request.file;
    if (!file)
      throw ApiError.badRequest(`The upload has no file in the field ${PROJECT_FILE_FIELD}`, [
        { path: FIELD, key: 'required', message: 'is required' },
      ]);
    return { path: file.path, uploadedName: file.originalname, size: file.size, discard: () => rm(file.path, { force: true }) };
  }

  private toApiError(error: unknown): unknown {
    if (error instanceof multer.MulterError) {
      switch (error.code) {
        case 'LIMIT_FILE_SIZE':
          return ApiError.payloadTooLarge(
            `The file is larger than ${MIB} MiB`,
            [
              {
                path: FIELD,
                key: 'fileTooLarge',
                params: { limit: MIB },
                message: `must be at most ${MIB} MiB (${PROJECT_FILE_MAX_BYTES} bytes)`,
              },
            ],
            why('fileTooLarge', { limit: MIB }),
          );
        case 'LIMIT_FILE_COUNT':
        case 'LIMIT_UNEXPECTED_FILE':
          return ApiError.badRequest(`Send exactly one file, in the field ${PROJECT_FILE_FIELD}`, [
            {
              path: FIELD,
              key: 'oneFile',
              message:
                error.field && error.field !== PROJECT_FILE_FIELD
                  ? `is the only field for a file, not ${error.field}`
                  : 'must be exactly one file',
            },
          ]);
        default:
          return ApiError.badRequest(`The multipart body is not acceptable: ${error.message}`, [
            { path: '/', key: 'multipart', message: error.message },
          ]);
      }
    }
    if (isSystemError(error)) return error;
    const reason = error instanceof Error ? error.message : String(error);
    return ApiError.badRequest(`The multipart body is malformed: ${reason}`, [
      { path: '/', key: 'multipart', message: 'is not a valid multipart/form-data body' },
    ]);
  }
}
