import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/core';
import { PROJECT_PAGE_DEFAULT, PROJECT_PAGE_MAX, type ProjectData, type ProjectListAnswer, type ProjectListQuery } from '@lsp/contracts';
import { numbersRequiredIn } from '@lsp/domain';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiError } from '../common/api-error.js';
import { Company } from '../companies/company.entity.js';
import { allOf } from '../database/reads.js';
import { actorsFor, checkEditable } from './project-access.js';
import { recordChanges, type WithinChange } from './project-audit.js';
import { Project } from './project.entity.js';
import { presentProject, presentSummary } from './project.presenter.js';
import { offerOf } from './project-offer.js';
import { ProjectsRepository } from './projects.repository.js';
import { RuleSetUpdates } from './rule-set-updates.js';

/**
 * Projects as their callers read them (get, list, the enriched project) and their soft delete,
 * with the permissions of docs/design.md#visibility-and-editing. Saving is its own use case:
 * saving/save-project.ts and its steps.
 */
@Injectable()
export class ProjectsService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    private readonly repository: ProjectsRepository,
    private readonly ruleSetUpdates: RuleSetUpdates,
  ) {}

  /** `GET /api/project-v1/{id}` (docs/design.md#http-api); an open project calculated with an older rule-set version says what the current one changes. */
  async get(user: AuthUser, id: string): Promise<ProjectData> {
    const project = await this.findOrFail(user, id);
    const [data, ruleSetUpdate] = await Promise.all([this.present(project), this.ruleSetUpdates.of(project)]);
    return ruleSetUpdate ? { ...data, ruleSetUpdate } : data;
  }

  /** `GET /api/project-v1` (docs/design.md#http-api): a page of summaries, newest first, and whether more follow. */
  async list(user: AuthUser, query: ProjectListQuery): Promise<ProjectListAnswer> {
    const count = query.count === undefined ? PROJECT_PAGE_DEFAULT : Number(query.count);
    if (count < 1 || count > PROJECT_PAGE_MAX) {
      throw ApiError.badRequest(`count must be 1 to ${PROJECT_PAGE_MAX}`, [
        { path: '/count', key: 'range', params: { min: 1, max: PROJECT_PAGE_MAX }, message: `must be 1 to ${PROJECT_PAGE_MAX}` },
      ]);
    }
    const [rows, hasMore] = await this.repository.page(user, {
      view: query.view ?? 'all',
      query: (query.query ?? '').trim(),
      first: Number(query.first ?? 0),
      count,
    });
    const companies = await this.repository.companiesOf(rows);
    return [rows.map((row) => presentSummary(row, companies.get(row.owningCompanyId))), hasMore];
  }

  /** `DELETE /api/project-v1/{id}` (docs/design.md#http-api): a soft delete; the backoffice can restore it. */
  async delete<T = undefined>(user: AuthUser, id: string, within?: WithinChange<T>): Promise<T> {
    const project = await this.findOrFail(user, id);
    checkEditable(project, actorsFor(user, project.owningCompanyId));
    return this.em.transactional(async (em) => {
      const locked = await em.findOne(Project, { id, deletedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      // Deleted or handed to the provider by someone else since the check above.
      if (!locked) throw ApiError.notFound(`No project ${id}`, 'project', id);
      checkEditable(locked, actorsFor(user, locked.owningCompanyId));
      locked.deletedAt = new Date();
      locked.deletedBy = user.id;
      recordChanges(em, user, id, [{ field: 'deleted', from: null, to: 'deleted' }]);
      await em.flush();
      return (await within?.(em, locked)) as T;
    });
  }

  /** The enriched project: the project with its products, files and company (read through `em`, a transaction's, say). */
  async present(project: Project, em: EntityManager = this.em): Promise<ProjectData> {
    // A transaction's one connection runs one statement at a time: its reads go one after the other.
    const offered = project.offerNumber !== null && numbersRequiredIn(project.state).includes('offerNumber');
    const [products, files, company, question, offer] = await allOf(
      em.isInTransaction(),
      () => this.repository.products(project.id, em),
      () => this.repository.files(project.id, em),
      () => em.findOne(Company, { id: project.owningCompanyId }),
      // The provider's question is the customer's to answer while the project waits for it.
      () => (project.state === 'MESSAGE_FROM_DH' ? this.repository.lastMoveTo(project.id, 'MESSAGE_FROM_DH', em) : Promise.resolve(null)),
      // The offer, from its making on: what the customer reads on the project and in the mail.
      () => (offered ? this.repository.lastMoveTo(project.id, 'OFFER_CREATED', em) : Promise.resolve(null)),
    );
    return presentProject(project, {
      products,
      files,
      company: { id: project.owningCompanyId, name: company?.name ?? '' },
      providerMessage: question?.message ? { text: question.message, at: question.at } : null,
      offer: offered && offer ? offerOf(project, offer) : null,
    });
  }

  /** A project the caller may see, or 404: another company's project does not exist for them. */
  async findOrFail(user: AuthUser, id: string): Promise<Project> {
    const project = await this.repository.findVisible(user, id);
    if (!project) throw ApiError.notFound(`No project ${id}`, 'project', id);
    return project;
  }
}
