import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, raw, type FilterQuery } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Company as CompanyData, ProjectState, ProjectView } from '@lsp/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { Company } from '../companies/company.entity.js';
import { ProjectFile } from '../files/project-file.entity.js';
import { Project, ProjectAuditEvent, ProjectProduct } from './project.entity.js';
import { searchCondition } from './project-search.js';

/** A project as the list export reads it. */
export type ExportRow = Pick<
  Project,
  'id' | 'name' | 'state' | 'createdAt' | 'createdByName' | 'owningCompanyId' | 'offerNumber' | 'orderNumber' | 'lastReportingAt'
> & {
  totalCents: number | null;
};

/** The export's columns as the database names them, and the row it answers. */
const EXPORT_COLUMNS = [
  'id',
  'name',
  'state',
  'createdAt',
  'createdByName',
  'owningCompanyId',
  'offerNumber',
  'orderNumber',
  'totalCents',
  'lastReportingAt',
] as const;
interface ExportColumns {
  id: string;
  name: string;
  state: string;
  created_at: Date | string;
  key_at: string;
  created_by_name: string;
  owning_company_id: number;
  offer_number: string | null;
  order_number: string | null;
  total_cents: string | number | bigint | null;
  last_reporting_at: Date | string | null;
}

/** A timestamp as the driver answers it: a Date (PGlite), or PostgreSQL's text (`2026-01-31 09:30:00.123456+00`). */
function timestamp(value: Date | string): Date {
  if (value instanceof Date) return value;
  const iso = value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
  return new Date(iso);
}

function exportRow(row: ExportColumns): ExportRow {
  return {
    id: row.id,
    name: row.name,
    state: row.state as Project['state'],
    createdAt: timestamp(row.created_at),
    createdByName: row.created_by_name,
    owningCompanyId: row.owning_company_id,
    offerNumber: row.offer_number,
    orderNumber: row.order_number,
    totalCents: row.total_cents === null ? null : Number(row.total_cents),
    lastReportingAt: row.last_reporting_at === null ? null : timestamp(row.last_reporting_at),
  };
}

export interface ProjectPage {
  view: ProjectView;
  /** Trimmed; empty means no search. */
  query: string;
  first: number;
  count: number;
}

/** The columns a list line needs: the form values stay in the database. */
const SUMMARY_FIELDS = ['id', 'name', 'state', 'createdAt', 'createdBy', 'createdByName', 'owningCompanyId'] as const;

/** The queries of projects. Visibility (docs/design.md#visibility-and-editing) is decided here, once. */
@Injectable()
export class ProjectsRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  /** Customers see their company's projects, staff all; deleted projects are nobody's. */
  visibleTo(user: AuthUser): { deletedAt: null; owningCompanyId?: number } {
    return user.groups.includes('Admin') ? { deletedAt: null } : { deletedAt: null, owningCompanyId: user.companyId };
  }

  findVisible(user: AuthUser, id: string, em: EntityManager = this.em): Promise<Project | null> {
    return em.findOne(Project, { id, ...this.visibleTo(user) });
  }

  /** The filter of the list's view and search for a caller. */
  private listFilter(
    user: AuthUser,
    filter: { view: ProjectView; query: string; state?: string; companyId?: number },
  ): FilterQuery<Project> {
    const where: Record<string, unknown> = { ...this.visibleTo(user) };
    if (filter.view === 'own') where.createdBy = user.id;
    if (filter.view === 'own_company') where.owningCompanyId = user.companyId;
    const search = filter.query ? searchCondition(filter.query) : undefined;
    if (search) where.$and = search.$and;
    if (filter.state) where.state = filter.state;
    if (filter.companyId !== undefined) where.owningCompanyId = filter.companyId;
    return where;
  }

  /** One page, newest first, and whether more follow (one row more is read to know). */
  async page(user: AuthUser, page: ProjectPage): Promise<[Pick<Project, (typeof SUMMARY_FIELDS)[number]>[], boolean]> {
    const rows = await this.em.find(Project, this.listFilter(user, page), {
      fields: [...SUMMARY_FIELDS],
      orderBy: { createdAt: 'desc', id: 'desc' },
      offset: page.first,
      limit: page.count + 1,
      disableIdentityMap: true,
    });
    return [rows.slice(0, page.count), rows.length > page.count];
  }

  /** How many projects a filtered list has. */
  count(user: AuthUser, filter: { view: ProjectView; query: string; state?: string; companyId?: number }): Promise<number> {
    return this.em.fork().count(Project, this.listFilter(user, filter));
  }

  /**
   * How many projects match a filter, counted up to `limit`: the count stops reading there (the
   * backoffice's search says "über 1.000" past it, docs/projects.md#search).
   */
  async countUpTo(where: FilterQuery<Project>, limit: number): Promise<number> {
    const em = this.em.fork() as SqlEntityManager;
    const hits = this.hits(em, where, limit);
    const [row] = await em.execute<{ n: string | number }[]>(`select count(*) as "n" from (${hits.getQuery()}) as "hits"`, [
      ...hits.getParams(),
    ]);
    return Number(row.n);
  }

  /** {@link countUpTo}'s statement with its values written in, for EXPLAIN (test/api/admin-list-plans.spec.ts). */
  countUpToSql(where: FilterQuery<Project>, limit: number): string {
    return `select count(*) as "n" from (${this.hits(this.em.fork() as SqlEntityManager, where, limit).getFormattedQuery()}) as "hits"`;
  }

  private hits(em: SqlEntityManager, where: FilterQuery<Project>, limit: number) {
    return em
      .createQueryBuilder(Project, 'p')
      .select(raw('1'))
      .where(where as never)
      .limit(limit);
  }

  /**
   * Every project of a filtered list, newest first, with what the spreadsheet shows (at most
   * `limit`), in batches read by key (after the last one's creation and id, on the list's index):
   * never the whole list in memory, and no deeper offsets as it goes.
   */
  async *exportBatches(
    user: AuthUser,
    filter: { view: ProjectView; query: string; state?: string; companyId?: number },
    limit: number,
    size = 2000,
  ) {
    const where = this.listFilter(user, filter);
    let last: { createdAt: string; id: string } | undefined;
    for (let read = 0; read < limit;) {
      // `<=` first: a bound the index scan starts from; the `$or` then drops the rows already read.
      const after = last
        ? {
            createdAt: { $lte: last.createdAt },
            $or: [{ createdAt: { $lt: last.createdAt } }, { createdAt: last.createdAt, id: { $lt: last.id } }],
          }
        : {};
      const em = this.em.fork() as SqlEntityManager;
      // Plain rows, not entities, and the next batch's key in the same query: 100 000 entities
      // built and dropped were hundreds of megabytes of garbage on the API's heap
      // (docs/background-jobs.md#the-list-export).
      const rows = await em
        .createQueryBuilder(Project, 'p')
        .select([...EXPORT_COLUMNS, raw('"p"."created_at"::text as "key_at"')])
        .where({ $and: [where, after] } as FilterQuery<Project> as never)
        .orderBy([{ createdAt: 'desc' }, { id: 'desc' }])
        .limit(Math.min(size, limit - read))
        .execute<ExportColumns[]>('all', false);
      if (!rows.length) return;
      yield rows.map(exportRow);
      read += rows.length;
      if (rows.length < size) return;
      // The next batch starts after the last row's key, its time to the microsecond as the
      // database keeps it (a Date has milliseconds only, and would skip or repeat rows).
      const lastRow = rows.at(-1)!;
      last = { createdAt: lastRow.key_at, id: lastRow.id };
    }
  }

  /** The owning companies of some projects, by id, in one query. */
  async companiesOf(rows: readonly { owningCompanyId: number }[], em: EntityManager = this.em): Promise<Map<number, CompanyData>> {
    const ids = [...new Set(rows.map((r) => r.owningCompanyId))];
    const companies = ids.length ? await em.find(Company, { id: { $in: ids } }, { fields: ['id', 'name'] }) : [];
    return new Map(companies.map((c) => [c.id, { id: c.id, name: c.name }]));
  }

  products(projectId: string, em: EntityManager = this.em): Promise<ProjectProduct[]> {
    return em.find(ProjectProduct, { projectId }, { orderBy: { position: 'asc' } });
  }

  files(projectId: string, em: EntityManager = this.em): Promise<ProjectFile[]> {
    return em.find(ProjectFile, { projectId }, { orderBy: { uploadedAt: 'asc', id: 'asc' } });
  }

  /** The project's last move to a state: when, and the provider's words with it (a question, an offer's note). */
  async lastMoveTo(
    projectId: string,
    state: ProjectState,
    em: EntityManager = this.em,
  ): Promise<{ at: Date; message: string | null } | null> {
    const event = await em.findOne(
      ProjectAuditEvent,
      { projectId, field: 'state', toValue: state },
      { orderBy: { at: 'desc', id: 'desc' }, fields: ['message', 'at'] },
    );
    return event ? { at: event.at, message: event.message ?? null } : null;
  }

  auditTrail(projectId: string, em: EntityManager = this.em): Promise<ProjectAuditEvent[]> {
    return em.find(ProjectAuditEvent, { projectId }, { orderBy: { at: 'asc', id: 'asc' } });
  }
}
