import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, type FilterQuery } from '@mikro-orm/core';
import type { Company as CompanyData, ProjectView } from '@lsp/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { Company } from '../companies/company.entity.js';
import { ProjectFile } from '../files/project-file.entity.js';
import { Project, ProjectAuditEvent, ProjectProduct } from './project.entity.js';

/** A project as the list export reads it: the driver's row, dates as dates, the total as the database's text. */
export type ExportRow = Pick<Project, (typeof SUMMARY_FIELDS)[number] | 'offerNumber' | 'orderNumber' | 'lastReportingAt'> & {
  totalCents?: string | number | null;
};

export interface ProjectPage {
  view: ProjectView;
  /** Trimmed; empty means no search. */
  query: string;
  first: number;
  count: number;
}

/** The columns a list line needs: the form values stay in the database. */
const SUMMARY_FIELDS = ['id', 'name', 'state', 'createdAt', 'createdBy', 'createdByName', 'owningCompanyId'] as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

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
    if (filter.query) where.searchText = { $like: `%${escapeLike(filter.query.toLowerCase())}%` };
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
      const em = this.em.fork();
      // The driver's rows, not entities: 100 000 entities built and dropped were hundreds of
      // megabytes of garbage on the API's heap (docs/background-jobs.md#the-list-export).
      const rows = (await em.getDriver().find(
        Project,
        { $and: [where, after] },
        {
          fields: [...SUMMARY_FIELDS, 'offerNumber', 'orderNumber', 'totalCents', 'lastReportingAt'],
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          limit: Math.min(size, limit - read),
        },
      )) as ExportRow[];
      if (!rows.length) return;
      yield rows;
      read += rows.length;
      if (rows.length < size) return;
      // The next batch starts after the last row's key, its time to the microsecond as the
      // database keeps it (a Date has milliseconds only, and would skip or repeat rows).
      const id = rows.at(-1)!.id;
      const [key] = await em
        .getConnection()
        .execute<{ at: string }[]>('select "created_at"::text as "at" from "project" where "id" = ?', [id]);
      last = { createdAt: key!.at, id };
    }
  }

  /** The owning companies of some projects, by id, in one query. */
  async companiesOf(rows: readonly { owningCompanyId: number }[]): Promise<Map<number, CompanyData>> {
    const ids = [...new Set(rows.map((r) => r.owningCompanyId))];
    const companies = ids.length ? await this.em.find(Company, { id: { $in: ids } }, { fields: ['id', 'name'] }) : [];
    return new Map(companies.map((c) => [c.id, { id: c.id, name: c.name }]));
  }

  products(projectId: string): Promise<ProjectProduct[]> {
    return this.em.find(ProjectProduct, { projectId }, { orderBy: { position: 'asc' } });
  }

  files(projectId: string): Promise<ProjectFile[]> {
    return this.em.find(ProjectFile, { projectId }, { orderBy: { uploadedAt: 'asc', id: 'asc' } });
  }

  auditTrail(projectId: string): Promise<ProjectAuditEvent[]> {
    return this.em.find(ProjectAuditEvent, { projectId }, { orderBy: { at: 'asc', id: 'asc' } });
  }
}
