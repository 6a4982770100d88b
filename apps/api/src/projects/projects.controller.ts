import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  projectListAnswerSchema,
  projectSchema,
  projectIdParamSchema,
  projectListQuerySchema,
  saveProjectQuerySchema,
  saveProjectRequestSchema,
  type ProjectData,
  type ProjectListAnswer,
  type ProjectListQuery,
  type SaveProjectRequest,
} from '@lsp/contracts';
import { CurrentUser } from '../auth/access.decorators.js';
import type { AuthUser } from '../auth/auth-user.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { createAttempt, IdempotentCreates } from '../idempotency/idempotent-creates.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { languageOf } from '../users/user-records.service.js';
import { ProjectsService } from './projects.service.js';
import { SaveProject } from './saving/save-project.js';

export const projectIdPipe = new SchemaPipe<string>(projectIdParamSchema, 'project id');

/** The project calls under /api/project-v1 (docs/design.md#http-api), for customers and staff. */
@Controller('project-v1')
export class ProjectsController {
  constructor(
    private readonly projects: ProjectsService,
    private readonly saving: SaveProject,
    private readonly creates: IdempotentCreates,
  ) {}

  @ApiOperation({
    summary: 'Saves a project (`POST /api/project-v1`, docs/design.md#http-api): creates it without an id, else updates the version sent',
    description: [
      'The server re-runs the calculation and stores the ventilation quantities (VENTCOMP) and non-standard components with their prices;',
      'the answer is the enriched project, whose `state` the client writes back. States and who moves them: docs/design.md#project-states.',
      "`sendMail=true` (staff only) mails the customer about the change. The `Accept-Language` header records the caller's language for mails.",
      '409: a stale `version` (nothing is overwritten; the reason `stale` names who saved the stored version and when: `by` their user id,',
      "`byName`, `at`; the stored values are the project's GET), a move the table does not allow (the message names the allowed moves), or a customer",
      'changing a project outside NEW, DRAFT and MESSAGE_FROM_DH. 403: offer and order numbers, staff-only states or moves.',
      'A create (no `id`) sent with an `Idempotency-Key` is made once: sent again with the same key within a day, it answers the project',
      'the first one made, with `Idempotent-Replayed: true` (docs/api.md#idempotency-key).',
    ].join(' '),
    response: projectSchema,
    responseHeaders: {
      [IDEMPOTENT_REPLAYED_HEADER]: '`true` when a create with this Idempotency-Key was made before: the answer is its project',
    },
    requestHeaders: { [IDEMPOTENCY_KEY_HEADER]: 'names one create attempt (a UUID, say); the same key when the same create is sent again' },
    errors: [404, 409],
  })
  @Post()
  @HttpCode(200)
  async save(
    @CurrentUser() user: AuthUser,
    @Query(new SchemaPipe<{ sendMail?: 'true' | 'false' }>(saveProjectQuerySchema, 'query')) query: { sendMail?: 'true' | 'false' },
    @Body(new SchemaPipe<SaveProjectRequest>(saveProjectRequestSchema, 'project')) body: SaveProjectRequest,
    @Res({ passthrough: true }) response: Response,
    @Headers('accept-language') acceptLanguage?: string,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<ProjectData> {
    // A create sent again with its key answers the project the first one made (docs/api.md#idempotency-key).
    const attempt = body.id ? undefined : createAttempt(user, 'project', idempotencyKey);
    const options = { sendMail: query.sendMail === 'true', language: languageOf(acceptLanguage) };
    const { value, replayed } = await this.creates.once(
      attempt,
      async (remember) => (await this.saving.save(user, body, { ...options, remember })).project,
      (id) => this.projects.get(user, id),
    );
    if (replayed) response.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return value;
  }

  @ApiOperation({
    summary: 'Lists projects (`GET /api/project-v1`, docs/design.md#http-api): [summaries, hasMore], newest first',
    description:
      '`view`: all (default; what the caller may see), own (created by the caller) or own_company. `query` searches number, offer and order number, creator, company and name word by word, in any order, with case, ß/ss, umlauts and accents folded (docs/projects.md#search). `first` is the offset, `count` the page length (default 50, at most 200).',
    response: projectListAnswerSchema,
  })
  @Get()
  list(
    @CurrentUser() user: AuthUser,
    @Query(new SchemaPipe<ProjectListQuery>(projectListQuerySchema, 'query')) query: ProjectListQuery,
  ): Promise<ProjectListAnswer> {
    return this.projects.list(user, query);
  }

  @ApiOperation({
    summary: 'Loads a project (`GET /api/project-v1/{id}`, docs/design.md#http-api), with its products, form values, files and company',
    response: projectSchema,
    errors: [404],
  })
  @Get(':id')
  get(@CurrentUser() user: AuthUser, @Param('id', projectIdPipe) id: string): Promise<ProjectData> {
    return this.projects.get(user, id);
  }

  @ApiOperation({
    summary: 'Deletes a project (`DELETE /api/project-v1/{id}`, docs/design.md#http-api); softly, staff can restore it',
    description: 'Customers cannot delete a project the provider is working on (409).',
    response: null,
    errors: [404, 409],
  })
  @Delete(':id')
  @HttpCode(204)
  delete(@CurrentUser() user: AuthUser, @Param('id', projectIdPipe) id: string): Promise<void> {
    return this.projects.delete(user, id);
  }
}
