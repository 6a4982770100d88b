import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  projectIdParamSchema, projectListQuerySchema, saveProjectQuerySchema, saveProjectRequestSchema,
  type ProjectData, type ProjectListAnswer, type ProjectListQuery, type SaveProjectRequest,
} from '@lsp/contracts';
import { CurrentUser } from '../auth/access.decorators.js';
import type { AuthUser } from '../auth/auth-user.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { languageOf } from '../users/user-records.service.js';
import { ProjectsService } from './projects.service.js';

export const projectIdPipe = new SchemaPipe<string>(projectIdParamSchema, 'project id');

/** Spec calls 4 to 7 under /api/project-v1, for customers and staff. */
@Controller('project-v1')
export class ProjectsController {
  constructor(private readonly projects: ProjectsService) {}

  @Post()
  @HttpCode(200)
  async save(
    @CurrentUser() user: AuthUser,
    @Query(new SchemaPipe<{ sendMail?: 'true' | 'false' }>(saveProjectQuerySchema, 'query')) query: { sendMail?: 'true' | 'false' },
    @Body(new SchemaPipe<SaveProjectRequest>(saveProjectRequestSchema, 'project')) body: SaveProjectRequest,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<ProjectData> {
    const saved = await this.projects.save(user, body, { sendMail: query.sendMail === 'true', language: languageOf(acceptLanguage) });
    return saved.project;
  }

  @Get()
  list(@CurrentUser() user: AuthUser, @Query(new SchemaPipe<ProjectListQuery>(projectListQuerySchema, 'query')) query: ProjectListQuery): Promise<ProjectListAnswer> {
    return this.projects.list(user, query);
  }

  @Get(':id')
  get(@CurrentUser() user: AuthUser, @Param('id', projectIdPipe) id: string): Promise<ProjectData> {
    return this.projects.get(user, id);
  }

  @Delete(':id')
  @HttpCode(204)
  delete(@CurrentUser() user: AuthUser, @Param('id', projectIdPipe) id: string): Promise<void> {
    return this.projects.delete(user, id);
  }
}
