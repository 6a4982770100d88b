import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  PROJECT_PAGE_DEFAULT,
  PROJECT_PAGE_MAX,
  type KeyedFieldProblem,
  type FormValueData,
  type Language,
  type NonStandardComponentData,
  type ProjectData,
  type ProjectListAnswer,
  type ProjectListQuery,
  type ProjectState,
  type SaveProjectRequest,
} from '@lsp/contracts';
import {
  ADMIN_ONLY_STATES,
  checkFormValues,
  numbersRequiredIn,
  checkTransition,
  CUSTOMER_EDITABLE_STATES,
  describeTransitions,
  mayEdit,
  type ProjectActor,
} from '@lsp/domain';
import { toCents } from '@lsp/rule-engine';
import type { AuthUser } from '../auth/auth-user.js';
import { CalculationService } from '../calculation/calculation.service.js';
import { ApiError, ErrorCode, reason } from '../common/api-error.js';
import { Company } from '../companies/company.entity.js';
import { allOf } from '../database/reads.js';
import type { RememberCreate } from '../idempotency/idempotent-creates.js';
import { MailService } from '../mail/mail.service.js';
import type { OutgoingMail } from '../mail/outgoing-mail.entity.js';
import type { ProjectChange as MailedChange } from '../mail/templates/index.js';
import { displayName, UserRecordsService } from '../users/user-records.service.js';
import { nextProjectId } from './project-ids.js';
import { numberKeySql, Project, ProjectAuditEvent, ProjectProduct, type AuditedField } from './project.entity.js';
import { presentProject, presentSummary } from './project.presenter.js';
import { ProjectsRepository } from './projects.repository.js';
import { PricedQuotes } from './priced-quotes.js';
import { RuleSetUpdates } from './rule-set-updates.js';

/** A change of an audited field, as recorded and as mailed. */
export interface ProjectChange {
  field: AuditedField;
  from: string | null;
  to: string | null;
}

/** What a save did, for whoever reacts to it (the mail to the customer). */
export interface SavedProject<T = undefined> {
  project: ProjectData;
  changes: ProjectChange[];
  /** What the caller's `within` answered in the save's transaction. */
  within: T;
}

/**
 * More work of the caller in a save's or delete's transaction, after its writes and before its
 * commit (the backoffice's audit entry and answer): it commits with the change or not at all.
 */
export type WithinChange<T> = (em: EntityManager, project: Project) => Promise<T>;

export type NumberField = 'offerNumber' | 'orderNumber';

const valueOf = (formValues: readonly FormValueData[], key: string): unknown => formValues.find((v) => v.key === key)?.value;

/** The form value a failed calculation names (`calculation.failed` with a field), as a problem at its place in the request. */
function failedField(
  formValues: readonly FormValueData[],
  messages: readonly { key: string; field?: string; params: Record<string, unknown> }[],
): KeyedFieldProblem[] | undefined {
  const failure = messages.find((m) => m.key === 'calculation.failed');
  const index = failure?.field === undefined ? -1 : formValues.findIndex((v) => v.key === failure.field);
  if (!failure || index < 0) return undefined;
  const rule = typeof failure.params.rule === 'string' ? ` (rule ${failure.params.rule})` : '';
  return [
    {
      path: `/formValues/${index}/value`,
      key: 'calculationFailed',
      params: { field: failure.field! },
      message: `the calculation rules failed on this ${failure.field} value${rule}`,
    },
  ];
}

/** Empty text is no number. */
/** An offer or order number as compared for uniqueness: without case and white space. */
export const numberKey = (value: string): string => value.replace(/\s+/g, '').toLowerCase();

/**
 * The project that has an offer or order number (its `numberKey`, then the id to leave out, if
 * any), by the expression indexes of Migration20261126005100_number_keys.
 */
export function numberOwnerQuery(field: NumberField, excluding: boolean): string {
  const column = field === 'offerNumber' ? 'offer_number' : 'order_number';
  return `select "id" from "project" where ${numberKeySql(column)} = ?${excluding ? ' and "id" <> ?' : ''} limit 1`;
}

const cleanNumber = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The form values with some keys set (added at the end when missing). */
function withValues(formValues: readonly FormValueData[], updates: Record<string, unknown>): FormValueData[] {
  const result = formValues.map((v) => (Object.hasOwn(updates, v.key) ? { key: v.key, value: updates[v.key] } : v));
  for (const [key, value] of Object.entries(updates)) if (!result.some((v) => v.key === key)) result.push({ key, value });
  return result;
}

/**
 * Projects: save (with the server's calculation), list, get and delete, with the states and
 * permissions of docs/design.md#visibility-and-editing.
 */
@Injectable()
export class ProjectsService {
  private readonly logger = new Logger('Projects');

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    private readonly repository: ProjectsRepository,
    private readonly calculation: CalculationService,
    private readonly users: UserRecordsService,
    private readonly mail: MailService,
    private readonly ruleSetUpdates: RuleSetUpdates,
    private readonly pricedQuotes: PricedQuotes,
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
    this.checkEditable(project, this.actorsFor(user, project.owningCompanyId));
    return this.em.transactional(async (em) => {
      const locked = await em.findOne(Project, { id, deletedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      // Deleted or handed to the provider by someone else since the check above.
      if (!locked) throw ApiError.notFound(`No project ${id}`, 'project', id);
      this.checkEditable(locked, this.actorsFor(user, locked.owningCompanyId));
      locked.deletedAt = new Date();
      locked.deletedBy = user.id;
      this.audit(em, user, id, [{ field: 'deleted', from: null, to: 'deleted' }]);
      await em.flush();
      return (await within?.(em, locked)) as T;
    });
  }

  /**
   * `POST /api/project-v1` (docs/design.md#http-api). Checks the caller may make the change, re-runs the calculation with the
   * catalogue and prices of now, and stores the result in one transaction guarded by the
   * version the client loaded: a stale save changes nothing.
   */
  async save<T = undefined>(
    user: AuthUser,
    request: SaveProjectRequest,
    options: { sendMail: boolean; language?: Language; message?: string; remember?: RememberCreate; within?: WithinChange<T> },
  ): Promise<SavedProject<T>> {
    const isAdmin = user.groups.includes('Admin');
    this.checkInput(request);
    if (options.sendMail && !isAdmin)
      throw ApiError.forbidden(
        'Only provider staff can mail the customer',
        [{ path: '/sendMail', key: 'staffOnly', message: 'is for provider staff only' }],
        reason('staffOnly'),
      );
    const existing = request.id ? await this.repository.findVisible(user, request.id) : null;
    if (request.id && !existing) throw ApiError.notFound(`No project ${request.id}`, 'project', request.id);
    if (existing) this.checkVersion(existing, request.version);
    const owningCompanyId = existing?.owningCompanyId ?? user.companyId;
    const company = await this.em.findOne(Company, { id: owningCompanyId }, { fields: ['id', 'name'] });
    if (!existing && !company) {
      throw ApiError.forbidden(
        `Your account belongs to no known company (${owningCompanyId}); ask the provider to set it up`,
        undefined,
        reason('noCompany', { company: owningCompanyId }),
      );
    }
    const actors = this.actorsFor(user, owningCompanyId);
    const from: ProjectState = existing?.state ?? 'NEW';
    this.checkEditable(existing, actors);

    const offerNumber = this.requestedNumber(request, 'offerNumber', existing, isAdmin);
    const orderNumber = this.requestedNumber(request, 'orderNumber', existing, isAdmin);
    const to = this.requestedState(request, from, actors, { offerNumber, orderNumber });
    for (const field of numbersRequiredIn(to)) {
      if (!{ offerNumber, orderNumber }[field])
        throw ApiError.badRequest(
          `A project in ${to} keeps its ${field === 'offerNumber' ? 'offer' : 'order'} number`,
          [{ path: `/${field}`, key: 'required', message: `is required in ${to}` }],
          reason('numberRequired', { field, state: to }),
        );
    }

    const nonStandard = request.products
      .filter((p) => p.productCategoryId === 'NONSTANDARDCOMPONENTS')
      .map((p): NonStandardComponentData => ({
        productId: p.productId,
        description: p.description!,
        price: p.price!,
        quantity: p.quantity,
      }));
    // A project the customer submitted keeps the rule-set version it was submitted with (docs/design.md#submitted-projects).
    const pinned = existing ? await this.calculation.pinnedRuleSet(existing) : undefined;
    const { answer, tables, failed } = await this.calculation.evaluate(
      { formValues: request.formValues, nonStandardComponents: nonStandard, companyId: owningCompanyId, currency: 'EUR' },
      pinned ? { ruleSet: pinned } : {},
    );
    // The rules failing is our fault, not the input's: keep what is stored rather than save an empty calculation.
    // The message is the calculator's text key; the field the failure names is pointed at, for the user to look at.
    if (failed)
      throw new ApiError(
        ErrorCode.Internal,
        'calculation.failed',
        failedField(request.formValues, answer.messages),
        reason('calculationFailed'),
      );
    const catalogue = new Map(tables.products.flatMap((p) => (p.productKey ? [[p.productKey, p] as const] : [])));
    const ventilationCategory = tables.categories.find((c) => c.key === 'VENTCOMP')?.id;
    const ventilationGroups = new Set(tables.groups.filter((g) => g.productCategoryId === ventilationCategory).map((g) => g.id));
    const ventilationIds = new Set(tables.products.filter((p) => ventilationGroups.has(p.productGroupId)).map((p) => String(p.id)));
    const unknown = request.products.flatMap((p, index): KeyedFieldProblem[] =>
      p.productCategoryId === 'VENTCOMP' && !ventilationIds.has(p.productId)
        ? [
            {
              path: `/products/${index}/productId`,
              key: 'unknownReference',
              params: { value: p.productId },
              message: `${p.productId} is not a ventilation component of the catalogue`,
            },
          ]
        : [],
    );
    if (unknown.length) throw ApiError.badRequest('The project has unknown products', unknown);

    const products = [
      ...answer.selectedProducts
        .filter((p) => p.category === 'VENTCOMP')
        .map((p) => ({
          productId: String(catalogue.get(p.productKey)?.id ?? p.productKey),
          productCategoryId: 'VENTCOMP' as const,
          quantity: p.quantity,
          priceCents: catalogue.get(p.productKey)?.listPriceCents ?? null,
          description: null,
        })),
      ...nonStandard.map((n) => ({
        productId: n.productId!,
        productCategoryId: 'NONSTANDARDCOMPONENTS' as const,
        quantity: n.quantity,
        priceCents: toCents(n.price),
        description: n.description,
      })),
    ];
    // A submitted project keeps the figures it was submitted with; an open one has none (docs/offered-figures.md).
    // Priced when it is submitted; one submitted before its figures existed is priced now, marked backfilled.
    const wasSubmitted = existing !== undefined && !CUSTOMER_EDITABLE_STATES.includes(from);
    const pricedQuote = CUSTOMER_EDITABLE_STATES.includes(to)
      ? null
      : wasSubmitted && existing?.pricedQuote
        ? existing.pricedQuote
        : await this.pricedQuotes.price(
            {
              formValues: answer.formValues,
              nonStandard: products.filter((p) => p.productCategoryId === 'NONSTANDARDCOMPONENTS'),
              companyId: owningCompanyId,
            },
            pinned,
            answer,
            wasSubmitted,
          );
    const formValues = withValues(answer.formValues, { projectState: to, offerNumber, orderNumber });
    const name = String(valueOf(formValues, 'projectName') ?? '').slice(0, 200);
    const now = new Date();

    const { project, changes, mail, within } = await this.em.transactional(async (em) => {
      let project: Project;
      if (existing) {
        // Locked, so of two concurrent saves of one version the second sees the first's and is refused.
        const locked = await em.findOne(Project, { id: existing.id, deletedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!locked) throw ApiError.notFound(`No project ${existing.id}`);
        this.checkVersion(locked, request.version);
        project = locked;
      } else {
        const newId = await nextProjectId(em, now);
        project = em.create(Project, {
          id: newId,
          name,
          state: 'NEW',
          owningCompanyId,
          createdBy: user.id,
          createdByName: displayName(user),
          createdAt: now,
          updatedAt: now,
          updatedBy: user.id,
          formValues,
          offerNumber: null,
          orderNumber: null,
        });
      }
      await this.checkNumbersFree(em, existing, { offerNumber, orderNumber });
      const changes: ProjectChange[] = [
        { field: 'state', from, to },
        { field: 'offerNumber', from: existing?.offerNumber ?? null, to: offerNumber },
        { field: 'orderNumber', from: existing?.orderNumber ?? null, to: orderNumber },
      ].filter((c): c is ProjectChange => c.from !== c.to);
      em.assign(project, {
        name,
        state: to,
        offerNumber,
        orderNumber,
        formValues,
        updatedAt: now,
        updatedBy: user.id,
        ruleSetKey: answer.ruleSet.key,
        ruleSetVersion: answer.ruleSet.version,
        pricedQuote,
        totalCents: pricedQuote ? pricedQuote.costs.EUR.categories.total : (answer.costs?.categories.total ?? null),
      });
      // Products and audit events refer to the project row, which the unit of work does not know: write it first.
      await em.flush();
      if (existing) await em.nativeDelete(ProjectProduct, { projectId: project.id });
      products.forEach((p, position) => em.create(ProjectProduct, { projectId: project.id, position, ...p }));
      this.audit(em, user, project.id, changes, options.message);
      await this.users.remember(em, user, options.language);
      if (!existing) options.remember?.(em, project.id);
      await em.flush();
      // The answer is what this transaction wrote, read before it commits: once the commit is
      // through, nothing more is asked of the database, so a stored save is never answered 503.
      const saved = await this.present(project, em);
      return {
        project: saved,
        changes,
        mail: options.sendMail ? await this.queueCustomerMail(em, saved, changes, options.message) : undefined,
        within: (await options.within?.(em, project)) as T,
      };
    });
    if (mail) await this.mail.sendQueued(mail);
    return { project, changes, within };
  }

  /**
   * Tells the project's creator about a change by the provider's staff, in the language they
   * last worked in: queued in the save's transaction, sent after it. A mail that cannot go out
   * is kept failed in the outbox, never undoes the save.
   */
  private async queueCustomerMail(
    em: EntityManager,
    project: ProjectData,
    changes: readonly ProjectChange[],
    message?: string,
  ): Promise<OutgoingMail | undefined> {
    const customer = await this.users.find(project.createdBy);
    if (!customer?.email) {
      this.logger.warn(`No mail address known for ${project.createdBy}, the creator of ${project.id}: not mailed`);
      return undefined;
    }
    const mailed = changes.filter((c): c is ProjectChange & { field: MailedChange['field'] } => c.field !== 'deleted') as MailedChange[];
    return this.mail.queue(em, {
      to: customer.email,
      template: 'project-changed',
      lang: customer.language,
      projectId: project.id,
      data: {
        customerName: displayName(customer),
        projectId: project.id,
        projectName: project.name,
        changes: mailed,
        ...(message ? { message } : {}),
      },
    });
  }

  /** The enriched project: the project with its products, files and company (read through `em`, a transaction's, say). */
  async present(project: Project, em: EntityManager = this.em): Promise<ProjectData> {
    // A transaction's one connection runs one statement at a time: its reads go one after the other.
    const [products, files, company, providerMessage] = await allOf(
      em.isInTransaction(),
      () => this.repository.products(project.id, em),
      () => this.repository.files(project.id, em),
      () => em.findOne(Company, { id: project.owningCompanyId }),
      // The provider's question is the customer's to answer while the project waits for it.
      () => (project.state === 'MESSAGE_FROM_DH' ? this.repository.providerMessage(project.id, em) : Promise.resolve(null)),
    );
    return presentProject(project, {
      products,
      files,
      company: { id: project.owningCompanyId, name: company?.name ?? '' },
      providerMessage,
    });
  }

  /** A project the caller may see, or 404: another company's project does not exist for them. */
  async findOrFail(user: AuthUser, id: string): Promise<Project> {
    const project = await this.repository.findVisible(user, id);
    if (!project) throw ApiError.notFound(`No project ${id}`, 'project', id);
    return project;
  }

  /** The caller acts as the owner for their company's projects and as staff when an Admin. */
  actorsFor(user: AuthUser, owningCompanyId: number): ProjectActor[] {
    return [
      ...(user.companyId === owningCompanyId ? (['owner'] as const) : []),
      ...(user.groups.includes('Admin') ? (['admin'] as const) : []),
    ];
  }

  /** Customers change a project only while it is theirs to change (docs/design.md#visibility-and-editing). */
  checkEditable(project: Project | null, actors: readonly ProjectActor[]): void {
    if (project && !mayEdit(project.state, actors)) {
      throw ApiError.conflict(
        `Project ${project.id} is ${project.state}: your company can change it only in ${CUSTOMER_EDITABLE_STATES.join(', ')}; the provider has it now`,
        undefined,
        reason('notEditable', { id: project.id, state: project.state }),
      );
    }
  }

  private checkVersion(project: Project, version: number | undefined): void {
    if (version === undefined)
      throw ApiError.badRequest('version is required to save an existing project', [
        { path: '/version', key: 'required', message: 'is required to save an existing project' },
      ]);
    if (project.version !== version) {
      throw ApiError.stale(
        `Project ${project.id} was changed by someone else since you loaded it (version ${version}, now ${project.version}); reload it and save again`,
        version,
        project.version,
        'project',
      );
    }
  }

  /**
   * An offer or order number names one project (docs/projects.md, "Refusals"): one another project
   * (deleted ones included, they can be restored) already has is refused with 409, at the field.
   * Only a change is checked, so a project saved before this rule keeps saving.
   */
  private async checkNumbersFree(em: EntityManager, existing: Project | null, numbers: Record<NumberField, string | null>): Promise<void> {
    for (const field of ['offerNumber', 'orderNumber'] as const) {
      const value = numbers[field];
      if (!value || value === (existing?.[field] ?? null)) continue;
      // "AN-2026-1", "an-2026-1" and "AN 2026-1" are one number to a person: compared without case
      // and spaces, through the expression index of Migration20261126005100_number_keys.
      const [other] = await (em as SqlEntityManager).execute<{ id: string }[]>(numberOwnerQuery(field, existing !== null), [
        numberKey(value),
        ...(existing ? [existing.id] : []),
      ]);
      if (other)
        throw ApiError.conflict(
          `The ${field === 'offerNumber' ? 'offer' : 'order'} number ${value} is already used by project ${other.id}`,
          [{ path: `/${field}`, key: 'taken', params: { value }, message: `is already used by project ${other.id}` }],
          reason('numberTaken', { field, value, project: other.id }),
        );
    }
  }

  private checkInput(request: SaveProjectRequest): void {
    const problems: KeyedFieldProblem[] = checkFormValues(request.formValues);
    const seen = new Set<string>();
    request.products.forEach((p, index) => {
      const at = `/products/${index}`;
      if (p.projectId && request.id && p.projectId !== request.id)
        problems.push({
          path: `${at}/projectId`,
          key: 'otherProject',
          params: { value: p.projectId },
          message: `belongs to ${p.projectId}, not ${request.id}`,
        });
      if (seen.has(`${p.productCategoryId}/${p.productId}`))
        problems.push({
          path: `${at}/productId`,
          key: 'duplicate',
          params: { value: p.productId },
          message: `${p.productId} is given twice`,
        });
      seen.add(`${p.productCategoryId}/${p.productId}`);
      if (p.productCategoryId === 'VENTCOMP' && !/^\d{1,9}$/.test(p.productId))
        problems.push({ path: `${at}/productId`, key: 'pattern', message: 'must be a catalogue product id' });
      if (p.productCategoryId === 'NONSTANDARDCOMPONENTS') {
        if (!p.description?.trim())
          problems.push({ path: `${at}/description`, key: 'required', message: 'is required for a non-standard component' });
        if (p.price === undefined || p.price === null)
          problems.push({ path: `${at}/price`, key: 'required', message: 'is required for a non-standard component' });
      }
    });
    if (problems.length) throw ApiError.badRequest(`The project has invalid fields: ${problems.map((p) => p.path).join(', ')}`, problems);
  }

  /**
   * An offer or order number as the save asks for it, staff only. It may come as the field or as
   * the form value (docs/design.md#visibility-and-editing): the one that differs from the stored number is the
   * change; two different changes are refused. A new project starts without numbers, so a
   * template's form values do not copy them.
   */
  private requestedNumber(request: SaveProjectRequest, field: NumberField, existing: Project | null, isAdmin: boolean): string | null {
    const current = existing?.[field] ?? null;
    const index = request.formValues.findIndex((v) => v.key === field);
    const given = [
      ...(request[field] !== undefined ? [{ value: cleanNumber(request[field]), path: `/${field}` }] : []),
      ...(index >= 0 && existing ? [{ value: cleanNumber(request.formValues[index].value), path: `/formValues/${index}/value` }] : []),
    ];
    const changes = given.filter((g) => g.value !== current);
    if (changes.length === 2 && changes[0].value !== changes[1].value) {
      throw ApiError.badRequest(
        `The ${field} field and form value disagree`,
        changes.map((c) => ({
          path: c.path,
          key: 'disagree',
          message: `is '${c.value ?? ''}'; the other says '${changes.find((o) => o !== c)!.value ?? ''}'`,
        })),
      );
    }
    const requested = changes.length ? changes[0].value : current;
    if (!isAdmin && requested !== current) {
      throw ApiError.forbidden(
        `Only provider staff set the ${field === 'offerNumber' ? 'offer' : 'order'} number`,
        [{ path: changes[0].path, key: 'staffOnly', message: 'is for provider staff only' }],
        reason('staffOnly'),
      );
    }
    return requested;
  }

  /** The state after the save: a first save makes a draft; any other move must be in the table for this caller. */
  private requestedState(
    request: SaveProjectRequest,
    from: ProjectState,
    actors: readonly ProjectActor[],
    numbers: Record<NumberField, string | null>,
  ): ProjectState {
    const to: ProjectState = from === 'NEW' && (request.state === 'NEW' || request.state === 'DRAFT') ? 'DRAFT' : request.state;
    if (!actors.includes('admin') && to !== from && ADMIN_ONLY_STATES.includes(to)) {
      throw ApiError.forbidden(
        `Only provider staff move a project to ${to}`,
        [{ path: '/state', key: 'staffOnly', message: `${to} is set by provider staff only` }],
        reason('staffOnly'),
      );
    }
    const requestType = valueOf(request.formValues, 'requestType');
    const check = checkTransition(from, to, actors, { requestType: typeof requestType === 'string' ? requestType : null, ...numbers });
    if (check.ok) return to;
    switch (check.reason) {
      case 'illegal':
        throw ApiError.conflict(
          `A project in ${from} cannot move to ${to}. Allowed moves: ${describeTransitions(check.allowed)}`,
          [{ path: '/state', key: 'transitionNotAllowed', params: { from, to }, message: `${from} → ${to} is not allowed` }],
          reason('transitionNotAllowed', { from, to }),
        );
      case 'forbidden':
        throw ApiError.forbidden(
          `${from} → ${to} is made by ${check.transition.by === 'owner' ? "the owner's company" : 'provider staff'}`,
          [{ path: '/state', key: 'transitionNotYours', params: { from, to }, message: `${from} → ${to} is not yours to make` }],
          reason('transitionNotYours', { from, to }),
        );
      case 'missing': {
        const path = check.need === 'requestType' ? '/formValues' : `/${check.need}`;
        throw ApiError.badRequest(
          `${to} needs ${check.need === 'requestType' ? 'a request type' : `an ${check.need === 'offerNumber' ? 'offer' : 'order'} number`}`,
          [{ path, key: 'required', message: `${check.need} is required for ${to}` }],
          reason('numberRequired', { field: check.need, state: to }),
        );
      }
      default: {
        const unexpected: never = check;
        throw new Error(`Unknown transition check ${JSON.stringify(unexpected)}`);
      }
    }
  }

  /** Records the changes; a move to MESSAGE_FROM_DH keeps the provider's question with it. */
  private audit(em: EntityManager, user: AuthUser, projectId: string, changes: readonly ProjectChange[], message?: string): void {
    const at = new Date();
    for (const change of changes) {
      const asks = change.field === 'state' && change.to === 'MESSAGE_FROM_DH' && message;
      em.create(ProjectAuditEvent, {
        projectId,
        field: change.field,
        fromValue: change.from,
        toValue: change.to,
        userId: user.id,
        userName: displayName(user),
        at,
        message: asks ? message : null,
      });
    }
  }
}
