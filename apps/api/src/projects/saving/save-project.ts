import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/core';
import type { FormValueData, Language, PricedQuoteData, ProjectData, SaveProjectRequest } from '@lsp/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { CalculationService } from '../../calculation/calculation.service.js';
import { ApiError, reason } from '../../common/api-error.js';
import type { RememberCreate } from '../../idempotency/idempotent-creates.js';
import { MailService } from '../../mail/mail.service.js';
import type { OutgoingMail } from '../../mail/outgoing-mail.entity.js';
import type { ProjectChange as MailedChange } from '../../mail/templates/index.js';
import { displayName, UserRecordsService } from '../../users/user-records.service.js';
import { recordChanges, type ProjectChange, type WithinChange } from '../project-audit.js';
import { nextProjectId } from '../project-ids.js';
import { Project, ProjectProduct } from '../project.entity.js';
import { PricedQuotes } from '../priced-quotes.js';
import { ProjectsRepository } from '../projects.repository.js';
import { ProjectsService } from '../projects.service.js';
import { calculateForSave, type CalculatedSave } from './calculated-save.js';
import { offeredFigures } from './offered-figures.js';
import { checkNumbersFree } from './project-numbers.js';
import { checkSaveRequest } from './save-request.js';
import { checkVersion, findSaveTarget, type SaveTarget } from './save-target.js';
import { plannedMove, type PlannedMove } from './state-move.js';

/** What a save did, for whoever reacts to it (the mail to the customer). */
export interface SavedProject<T = undefined> {
  project: ProjectData;
  changes: ProjectChange[];
  /** What the caller's `within` answered in the save's transaction. */
  within: T;
}

export interface SaveOptions<T> {
  /** Mail the project's creator about the change (staff only). */
  sendMail: boolean;
  /** The caller's language, remembered for the mails they get. */
  language?: Language;
  /** The provider's words to the customer, kept with a move to MESSAGE_FROM_DH and mailed. */
  message?: string;
  remember?: RememberCreate;
  within?: WithinChange<T>;
}

/** Everything a save writes, decided before its transaction begins. */
interface SavePlan {
  target: SaveTarget;
  move: PlannedMove;
  calculated: CalculatedSave;
  pricedQuote: PricedQuoteData | null;
  formValues: FormValueData[];
}

/**
 * `POST /api/project-v1` (docs/design.md#http-api), for a customer's draft or submission and for
 * staff moving a project alike: the steps below in this order, each in its own file. The
 * calculation runs again on the server with the catalogue and prices of now, and everything is
 * stored in one transaction guarded by the version the client loaded: a stale save changes nothing.
 */
@Injectable()
export class SaveProject {
  private readonly logger = new Logger('Projects');

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    private readonly repository: ProjectsRepository,
    private readonly projects: ProjectsService,
    private readonly calculation: CalculationService,
    private readonly users: UserRecordsService,
    private readonly mail: MailService,
    private readonly pricedQuotes: PricedQuotes,
  ) {}

  async save<T = undefined>(user: AuthUser, request: SaveProjectRequest, options: SaveOptions<T>): Promise<SavedProject<T>> {
    checkSaveRequest(request);
    if (options.sendMail && !user.groups.includes('Admin'))
      throw ApiError.forbidden(
        'Only provider staff can mail the customer',
        [{ path: '/sendMail', key: 'staffOnly', message: 'is for provider staff only' }],
        reason('staffOnly'),
      );
    const target = await findSaveTarget(user, request, this.repository, this.em);
    const move = plannedMove(request, target);
    const calculated = await calculateForSave(this.calculation, request, target);
    const pricedQuote = await offeredFigures(this.pricedQuotes, target, move, calculated);
    const formValues = withValues(calculated.answer.formValues, {
      projectState: move.to,
      offerNumber: move.offerNumber,
      orderNumber: move.orderNumber,
    });
    const { saved, mail } = await this.em.transactional((em) =>
      this.write(em, user, request, { target, move, calculated, pricedQuote, formValues }, options),
    );
    if (mail) await this.mail.sendQueued(mail);
    return saved;
  }

  /** The save's transaction: the project row, its products, the audit, and the customer's mail queued. */
  private async write<T>(
    em: EntityManager,
    user: AuthUser,
    request: SaveProjectRequest,
    plan: SavePlan,
    options: SaveOptions<T>,
  ): Promise<{ saved: SavedProject<T>; mail?: OutgoingMail }> {
    const { target, move, calculated, pricedQuote, formValues } = plan;
    const { existing, from } = target;
    const now = new Date();
    const project = existing ? await this.locked(em, existing, request.version) : await this.created(em, user, target, formValues, now);
    await checkNumbersFree(em, existing, move);
    const changes: ProjectChange[] = [
      { field: 'state', from, to: move.to },
      { field: 'offerNumber', from: existing?.offerNumber ?? null, to: move.offerNumber },
      { field: 'orderNumber', from: existing?.orderNumber ?? null, to: move.orderNumber },
    ].filter((c): c is ProjectChange => c.from !== c.to);
    const { answer } = calculated;
    em.assign(project, {
      name: projectName(formValues),
      state: move.to,
      offerNumber: move.offerNumber,
      orderNumber: move.orderNumber,
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
    calculated.products.forEach((p, position) => em.create(ProjectProduct, { projectId: project.id, position, ...p }));
    recordChanges(em, user, project.id, changes, options.message);
    await this.users.remember(em, user, options.language);
    if (!existing) options.remember?.(em, project.id);
    await em.flush();
    // The answer is what this transaction wrote, read before it commits: once the commit is
    // through, nothing more is asked of the database, so a stored save is never answered 503.
    const saved = await this.projects.present(project, em);
    const mail = options.sendMail ? await this.queueCustomerMail(em, saved, changes, options.message) : undefined;
    return { saved: { project: saved, changes, within: (await options.within?.(em, project)) as T }, mail };
  }

  /** The stored project, locked, so of two concurrent saves of one version the second sees the first's and is refused. */
  private async locked(em: EntityManager, existing: Project, version: number | undefined): Promise<Project> {
    const locked = await em.findOne(Project, { id: existing.id, deletedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!locked) throw ApiError.notFound(`No project ${existing.id}`);
    await checkVersion(em, locked, version);
    return locked;
  }

  /** A new project with the next id of the day, a draft of the caller's company. */
  private async created(em: EntityManager, user: AuthUser, target: SaveTarget, formValues: FormValueData[], now: Date): Promise<Project> {
    return em.create(Project, {
      id: await nextProjectId(em, now),
      name: projectName(formValues),
      state: 'NEW',
      owningCompanyId: target.owningCompanyId,
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
        // An offer made or still standing: its number and last day, as the project page shows them.
        ...(project.offer ? { offer: { number: project.offer.number, validUntil: project.offer.validUntil } } : {}),
      },
    });
  }
}

/** The name lists and searches show: the form's project name, as long as the column holds. */
const projectName = (formValues: readonly FormValueData[]): string =>
  String(formValues.find((v) => v.key === 'projectName')?.value ?? '').slice(0, 200);

/** The form values with some keys set (added at the end when missing). */
function withValues(formValues: readonly FormValueData[], updates: Record<string, unknown>): FormValueData[] {
  const result = formValues.map((v) => (Object.hasOwn(updates, v.key) ? { key: v.key, value: updates[v.key] } : v));
  for (const [key, value] of Object.entries(updates)) if (!result.some((v) => v.key === key)) result.push({ key, value });
  return result;
}
