import { LockMode, UniqueConstraintViolationException, type EntityManager, type EntityName, type FilterQuery } from '@mikro-orm/core';
import type { AdminListQuery, KeyedFieldProblem } from '@lsp/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { ApiError, reason } from '../../common/api-error.js';
import { isKeyTaken, type RememberCreate } from '../../idempotency/idempotent-creates.js';
import type { AdminAuditService } from '../audit/admin-audit.service.js';
import type { AdminPage, AdminRecord, AdminResource } from './admin-resource.js';
import { entityQuery, type ListSpec } from './record-filters.js';

type Versioned = { id: string | number; version: number };

/**
 * A backoffice resource over one table with a `version` column: lists with filters and sorting,
 * and creates, updates and deletes in one transaction each, with the record locked, the version
 * checked (a stale one is 409 and changes nothing) and the change written to the audit trail.
 * A resource says how its records look (`present`) and what a write does.
 */
export abstract class EntityAdminResource<E extends Versioned, R extends AdminRecord, W> implements AdminResource<R, W> {
  protected abstract readonly resource: string;
  protected abstract readonly entity: EntityName<E>;
  protected abstract readonly listSpec: ListSpec;
  /** What one thing of this resource is called in messages, e.g. `Product`. */
  protected abstract readonly noun: string;

  constructor(
    protected readonly em: EntityManager,
    protected readonly audit: AdminAuditService,
  ) {}

  /** The records of some rows (in one go, so a resource can look up what they refer to). */
  protected abstract presentAll(rows: readonly E[], em: EntityManager): Promise<R[]> | R[];

  /** The primary key of a path id: a number unless the resource says otherwise. */
  protected key(id: string): string | number {
    return Number(id);
  }

  async list(query: AdminListQuery): Promise<AdminPage<R>> {
    const { where, orderBy } = entityQuery(this.listSpec, query);
    const [rows, total] = await this.em.findAndCount(this.entity, where as FilterQuery<E>, {
      orderBy: orderBy as never,
      offset: query.offset,
      limit: query.limit,
    });
    return { items: await this.presentAll(rows, this.em), total };
  }

  async get(id: string): Promise<R> {
    const row = await this.em.findOne(this.entity, { id: this.key(id) } as FilterQuery<E>);
    if (!row) throw ApiError.notFound(`${this.noun} ${id} does not exist`, this.noun.toLowerCase(), id);
    return (await this.presentAll([row], this.em))[0];
  }

  /** An id in use is a field problem (400 at `/id`), not a crash. */
  protected async refuseTakenId(em: EntityManager, id: string | number): Promise<void> {
    if (await em.count(this.entity, { id } as FilterQuery<E>))
      throw ApiError.badRequest(`${this.noun} ${id} exists already`, [
        { path: '/id', key: 'taken', params: { value: id }, message: 'is taken by another record' },
      ]);
  }

  /** Creates a record with a chosen id; an id in use is a field problem, not a crash. */
  protected async add(
    actor: AuthUser,
    id: string | number,
    make: (em: EntityManager) => Promise<E> | E,
    remember: RememberCreate = () => undefined,
  ): Promise<R> {
    return this.unique(() =>
      this.em.transactional(async (em) => {
        await this.refuseTakenId(em, id);
        const entity = await make(em);
        await em.flush();
        const after = (await this.presentAll([entity], em))[0];
        this.audit.record(em, actor, { resource: this.resource, recordId: entity.id, action: 'create', before: null, after });
        remember(em, entity.id);
        return after;
      }),
    );
  }

  /** Changes a record loaded at `version`; `apply` checks and sets the new values. */
  protected async change(
    id: string,
    version: number | undefined,
    actor: AuthUser,
    apply: (entity: E, em: EntityManager) => Promise<void> | void,
  ): Promise<R> {
    if (version === undefined)
      throw ApiError.badRequest('version is required to update a record', [{ path: '/version', key: 'required', message: 'is required' }]);
    return this.unique(() =>
      this.em.transactional(async (em) => {
        const entity = await this.locked(em, id);
        if (entity.version !== version) {
          throw ApiError.stale(
            `${this.noun} ${id} was changed by someone else since you loaded it (version ${version}, now ${entity.version}): reload it and make your change again`,
            version,
            entity.version,
          );
        }
        const before = (await this.presentAll([entity], em))[0];
        await apply(entity, em);
        await em.flush();
        const after = (await this.presentAll([entity], em))[0];
        this.audit.record(em, actor, { resource: this.resource, recordId: entity.id, action: 'update', before, after });
        return after;
      }),
    );
  }

  /** Deletes a record after `check` (which refuses, e.g., one that others still refer to). */
  protected async remove(id: string, actor: AuthUser, check?: (entity: E, em: EntityManager) => Promise<void>): Promise<R> {
    return this.em.transactional(async (em) => {
      const entity = await this.locked(em, id);
      await check?.(entity, em);
      const before = (await this.presentAll([entity], em))[0];
      em.remove(entity);
      this.audit.record(em, actor, { resource: this.resource, recordId: entity.id, action: 'delete', before, after: null });
      return before;
    });
  }

  private async locked(em: EntityManager, id: string): Promise<E> {
    const entity = await em.findOne(this.entity, { id: this.key(id) } as FilterQuery<E>, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!entity) throw ApiError.notFound(`${this.noun} ${id} does not exist`, this.noun.toLowerCase(), id);
    return entity;
  }

  /**
   * A unique key taken by a concurrent write (after our own checks passed) is a conflict, not a
   * 500; an Idempotency-Key taken by the same create sent twice at once is left to replay it.
   */
  protected async unique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException && !isKeyTaken(error))
        throw ApiError.conflict(`Another ${this.noun.toLowerCase()} has the same key: reload and try again`, undefined, reason('sameKey'));
      throw error;
    }
  }
}

/** Field problems of a write, thrown together as one 400. */
export function refuse(noun: string, problems: KeyedFieldProblem[]): void {
  if (problems.length)
    throw ApiError.badRequest(`The ${noun.toLowerCase()} has invalid fields: ${problems.map((p) => p.path).join(', ')}`, problems);
}
