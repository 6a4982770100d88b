import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager, LockMode, type FilterQuery } from '@mikro-orm/core';
import {
  adminProjectSchema,
  adminProjectSummarySchema,
  adminProjectWriteSchema,
  PROJECT_ID_SCHEMA_PATTERN,
  SEARCH_TOTAL_CAP,
  type AdminListQuery,
  type AdminProject,
  type AdminProjectSummary,
  type AdminProjectWrite,
  type NonStandardComponentData,
  type SaveProjectRequest,
} from '@lsp/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { CalculationService } from '../../calculation/calculation.service.js';
import { ApiError, reason } from '../../common/api-error.js';
import { allOf } from '../../database/reads.js';
import { presentFile, presentProduct } from '../../projects/project.presenter.js';
import { Project, ProjectAuditEvent } from '../../projects/project.entity.js';
import { ProjectsRepository } from '../../projects/projects.repository.js';
import { searchCondition, searchWords } from '../../projects/project-search.js';
import { ProjectsService } from '../../projects/projects.service.js';
import { SaveProject } from '../../projects/saving/save-project.js';
import { ProjectTallies } from '../../reporting/project-tallies.js';
import { displayName } from '../../users/user-records.service.js';
import { AdminAuditService } from '../audit/admin-audit.service.js';
import type { AdminPage, AdminResource, AdminResourceDefinition } from '../resource/admin-resource.js';
import { dateBound, entityQuery, equals, type FilterCondition } from '../resource/record-filters.js';
import { presentAdminProjectSummary, presentCosts, presentHistory, staffMovesFrom } from './admin-project.presenter.js';

/** The search as people write it (projects/project-search.ts): every word in the search text, in any order. */
const searchFilter: FilterCondition = (value) => {
  if (typeof value !== 'string') return 'must be text';
  if (value.length > 200) return 'is longer than 200 characters';
  return searchCondition(value) ?? {};
};

/**
 * A list filter the tallies answer (docs/projects.md#figures): projects not deleted, by state and
 * company only (a query without words is no search); `undefined` for any other filter.
 */
function talliedFilter(filter: AdminListQuery['filter']): { states?: string[]; companyIds?: number[] } | undefined {
  const given = Object.entries(filter).filter(([, value]) => value !== undefined && value !== null && value !== '');
  const tallied: { states?: string[]; companyIds?: number[] } = {};
  for (const [field, value] of given) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (field === 'state') tallied.states = values.map(String);
    else if (field === 'owningCompanyId') tallied.companyIds = values.map(Number);
    else if (field !== 'q' || typeof value !== 'string' || searchWords(value).length) return undefined;
  }
  return tallied;
}

const deletedFilter: FilterCondition = (value) => {
  if (typeof value !== 'boolean') return 'must be true or false';
  return value ? { deletedAt: { $ne: null } } : { deletedAt: null };
};

/**
 * Every project, for the provider's staff: lists by state, company, date and text (deleted ones
 * on request), the project in full, and its state, offer and order numbers changed through the
 * projects' own save (same moves, same checks, same mail to the customer). Deleting is soft;
 * an update with `deleted: false` restores.
 */
@Injectable()
export class AdminProjectsResource implements AdminResource<AdminProjectSummary | AdminProject, AdminProjectWrite> {
  private readonly logger = new Logger('AdminProjects');
  private readonly listSpec = {
    sortable: {
      id: 'id',
      name: 'name',
      state: 'state',
      createdAt: 'createdAt',
      updatedAt: 'updatedAt',
      owningCompanyId: 'owningCompanyId',
      total: 'totalCents',
      offerNumber: 'offerNumber',
      orderNumber: 'orderNumber',
      lastReportingAt: 'lastReportingAt',
      deletedAt: 'deletedAt',
    },
    filters: {
      id: equals('id', 'string'),
      state: equals('state', 'string'),
      owningCompanyId: equals('owningCompanyId', 'integer'),
      createdBy: equals('createdBy', 'string'),
      createdAt_gte: dateBound('createdAt', '$gte'),
      createdAt_lte: dateBound('createdAt', '$lte'),
      deleted: deletedFilter,
      // One column with a trigram index: id, offer and order number, creator, company and name.
      q: searchFilter,
    },
  };

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    private readonly projects: ProjectsService,
    private readonly saving: SaveProject,
    private readonly repository: ProjectsRepository,
    private readonly calculation: CalculationService,
    private readonly audit: AdminAuditService,
    private readonly tallies: ProjectTallies,
  ) {}

  /** The filter and order of a list query (its plans are checked to use an index: test/api/admin-list-plans.spec.ts). */
  listQuery(query: AdminListQuery): { filter: FilterQuery<Project>; orderBy: Record<string, 'asc' | 'desc'> } {
    const { where, orderBy } = entityQuery(this.listSpec, query, 'id');
    // Deleted projects show when asked for, or by id (react-admin's getMany of a reference).
    const filter = 'deleted' in query.filter || 'id' in query.filter ? where : { $and: [where, { deletedAt: null }] };
    return { filter: filter, orderBy };
  }

  async list(query: AdminListQuery): Promise<AdminPage<AdminProjectSummary>> {
    const { filter, orderBy } = this.listQuery(query);
    const [rows, total] = await Promise.all([
      this.em.fork().find(Project, filter, {
        orderBy: orderBy as never,
        offset: query.offset,
        limit: query.limit,
        exclude: ['formValues'] as never,
        disableIdentityMap: true,
      }),
      this.total(query, filter),
    ]);
    const companies = await this.repository.companiesOf(rows);
    return { items: rows.map((row) => presentAdminProjectSummary(row, companies.get(row.owningCompanyId))), total };
  }

  /**
   * A list's total for `Content-Range` (docs/projects.md#search): a search's hits counted up to the
   * cap and one more (counting 10 000 hits of a frequent word read every one of them, 50–180 ms at
   * 100 000 projects, for a page of 25); without a search, by state or company only, the tallies'
   * exact figure (a `count(*)` read the list's whole index, 121–125 ms at a million); else exact.
   */
  private total(query: AdminListQuery, filter: FilterQuery<Project>): Promise<number> {
    if (typeof query.filter.q === 'string' && searchWords(query.filter.q).length > 0)
      return this.repository.countUpTo(filter, SEARCH_TOTAL_CAP + 1);
    const tallied = talliedFilter(query.filter);
    return tallied ? this.tallies.projects(tallied) : this.em.fork().count(Project, filter);
  }

  /** The project in full, read through `em` (a change's transaction, say). */
  async get(id: string, em: EntityManager = this.em): Promise<AdminProject> {
    const project = await em.findOne(Project, { id });
    if (!project) throw ApiError.notFound(`No project ${id}`, 'project', id);
    const [products, files, history, companies] = await allOf(
      em.isInTransaction(),
      () => this.repository.products(id, em),
      () => this.repository.files(id, em),
      () => this.repository.auditTrail(id, em),
      () => this.repository.companiesOf([project], em),
    );
    const presentedProducts = products.map(presentProduct);
    return {
      ...presentAdminProjectSummary(project, companies.get(project.owningCompanyId)),
      formValues: project.formValues,
      products: presentedProducts,
      files: files.map(presentFile),
      history: presentHistory(history),
      ruleSet: project.ruleSetKey && project.ruleSetVersion ? { key: project.ruleSetKey, version: project.ruleSetVersion } : null,
      allowedStates: project.deletedAt ? [] : staffMovesFrom(project.state),
      costs: await this.costsOf(project, presentedProducts),
      offeredCosts: project.pricedQuote?.costs?.EUR
        ? { ...presentCosts(project.pricedQuote.costs.EUR)!, pricedAt: project.pricedQuote.pricedAt }
        : null,
    };
  }

  async update(id: string, data: AdminProjectWrite, actor: AuthUser): Promise<AdminProject> {
    const project = await this.em.findOne(Project, { id });
    if (!project) throw ApiError.notFound(`No project ${id}`, 'project', id);
    const before = await this.get(id);
    if (project.deletedAt) {
      if (data.deleted !== false)
        throw ApiError.conflict(
          `Project ${id} is deleted: restore it before changing it`,
          [{ path: '/deleted', key: 'restoreFirst', message: 'restore the project first' }],
          reason('projectDeleted', { id }),
        );
      return this.restore(id, data.version, actor, before);
    }
    if (data.deleted === true) return this.delete(id, actor, data.version);
    const request: SaveProjectRequest = {
      id,
      version: data.version,
      state: data.state ?? project.state,
      products: before.products,
      formValues: project.formValues,
      ...(data.offerNumber !== undefined ? { offerNumber: data.offerNumber } : {}),
      ...(data.orderNumber !== undefined ? { orderNumber: data.orderNumber } : {}),
    };
    // A message from DH is what the state says: the text is required and always goes to the customer (docs/projects.md).
    const message = data.message?.trim() ?? '';
    const asking = request.state === 'MESSAGE_FROM_DH' && project.state !== 'MESSAGE_FROM_DH';
    // An offer may carry a note for the customer; kept with the move and mailed when staff mail (docs/projects.md, "Offers").
    const offering = request.state === 'OFFER_CREATED' && project.state !== 'OFFER_CREATED' && message !== '';
    // A stale version is refused first, by the save (409), whatever else the change lacks.
    if (asking && !message && data.version === project.version)
      throw ApiError.badRequest(
        'A message from DH needs the message for the customer',
        [{ path: '/message', key: 'required', message: 'is required in MESSAGE_FROM_DH' }],
        reason('messageRequired'),
      );
    const { within: after } = await this.saving.save(actor, request, {
      sendMail: data.sendMail === true || asking,
      ...(asking || offering ? { message } : {}),
      within: (em) => this.audited(em, actor, 'update', before),
    });
    return after;
  }

  /** Soft: the project leaves every list and can be restored here. */
  async delete(id: string, actor: AuthUser, version?: number): Promise<AdminProject> {
    const project = await this.em.findOne(Project, { id, deletedAt: null });
    if (!project) throw ApiError.notFound(`No project ${id} (or it is deleted already)`, 'project', id);
    if (version !== undefined && version !== project.version) throw this.stale(id, version, project.version);
    const before = await this.get(id);
    return this.projects.delete(actor, id, (em) => this.audited(em, actor, 'delete', before));
  }

  private restore(id: string, version: number, actor: AuthUser, before: AdminProject): Promise<AdminProject> {
    return this.em.transactional(async (em) => {
      const project = await em.findOne(Project, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!project?.deletedAt)
        throw ApiError.conflict(`Project ${id} is not deleted (any more): reload it`, undefined, reason('projectNotDeleted', { id }));
      if (project.version !== version) throw this.stale(id, version, project.version);
      project.deletedAt = null;
      project.deletedBy = null;
      em.create(ProjectAuditEvent, {
        projectId: id,
        field: 'deleted',
        fromValue: 'deleted',
        toValue: null,
        userId: actor.id,
        userName: displayName(actor),
        at: new Date(),
      });
      await em.flush();
      return this.audited(em, actor, 'restore', before);
    });
  }

  /**
   * The project after a change, with the change in the backoffice's audit trail: read and written
   * in the change's transaction, before it commits, so a stored change is answered as stored and
   * never without its audit entry (docs/database-faults.md#a-stored-save-is-answered-as-stored).
   */
  private async audited(
    em: EntityManager,
    actor: AuthUser,
    action: 'update' | 'delete' | 'restore',
    before: AdminProject,
  ): Promise<AdminProject> {
    const after = await this.get(before.id, em);
    const fields = (p: AdminProject) => ({
      state: p.state,
      offerNumber: p.offerNumber,
      orderNumber: p.orderNumber,
      deletedAt: p.deletedAt,
      total: p.total,
    });
    this.audit.record(em, actor, { resource: 'projects', recordId: before.id, action, before: fields(before), after: fields(after) });
    return after;
  }

  private stale(id: string, version: number, current: number): ApiError {
    return ApiError.stale(
      `Project ${id} was changed by someone else since you loaded it (version ${version}, now ${current}); reload it and make your change again`,
      version,
      current,
      'project',
    );
  }

  /** The quote with today's catalogue and prices; a project the rules cannot price has none. */
  private async costsOf(project: Project, products: AdminProject['products']): Promise<AdminProject['costs']> {
    const nonStandardComponents = products
      .filter((p) => p.productCategoryId === 'NONSTANDARDCOMPONENTS')
      .map((p): NonStandardComponentData => ({
        productId: p.productId,
        description: p.description ?? '',
        price: p.price ?? 0,
        quantity: p.quantity,
      }));
    try {
      const { answer, failed } = await this.calculation.evaluate({
        formValues: project.formValues,
        nonStandardComponents,
        companyId: project.owningCompanyId,
        currency: 'EUR',
      });
      return failed ? null : presentCosts(answer.costs);
    } catch (error) {
      this.logger.warn(`Project ${project.id} could not be calculated: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }
}

export const projectsResource: AdminResourceDefinition = {
  name: 'projects',
  label: 'projects',
  service: AdminProjectsResource,
  idSchema: { type: 'string', pattern: PROJECT_ID_SCHEMA_PATTERN },
  record: adminProjectSchema,
  listRecord: adminProjectSummarySchema,
  write: adminProjectWriteSchema,
  operations: ['update', 'delete'],
  defaultSort: 'createdAt',
  notes: [
    'Filters: `id`, `state`, `owningCompanyId`, `createdBy`, `createdAt_gte`, `createdAt_lte`, `q` (id, name, numbers, creator), `deleted` (true: only deleted projects; deleted ones are left out otherwise).',
    'An update changes `state` (only along the moves of docs/design.md#project-states), `offerNumber` and `orderNumber` through the project save; `sendMail: true` mails the customer; `deleted: false` restores a deleted project.',
  ].join(' '),
};
