import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { PROJECT_STATES, type ProjectState, type ReportingFigures, type ReportingQuery, type ReportingSummary } from '@lsp/contracts';
import { ApiError } from '../common/api-error.js';

interface Row {
  month: string;
  state: ProjectState;
  projects: number | string;
  total: number | string;
}

function emptyFigures(): ReportingFigures {
  return {
    projects: 0,
    quotedTotalCents: 0,
    byState: Object.fromEntries(PROJECT_STATES.map((s) => [s, { projects: 0, quotedTotalCents: 0 }])) as ReportingFigures['byState'],
  };
}

function add(figures: ReportingFigures, state: ProjectState, projects: number, total: number): void {
  figures.projects += projects;
  figures.quotedTotalCents += total;
  figures.byState[state].projects += projects;
  figures.byState[state].quotedTotalCents += total;
}

/** Figures for the provider's staff, computed in the database over the projects that are not deleted. */
@Injectable()
export class ReportingService {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async summary(query: ReportingQuery): Promise<ReportingSummary> {
    if (query.from && query.to && query.from > query.to)
      throw ApiError.badRequest('from is after to', [
        { path: '/from', key: 'afterTo', params: { from: query.from, to: query.to }, message: `${query.from} is after ${query.to}` },
      ]);
    const conditions = ['"deleted_at" is null'];
    const params: unknown[] = [];
    if (query.from) {
      conditions.push('"created_at" >= ?::timestamptz');
      params.push(`${query.from}-01T00:00:00Z`);
    }
    if (query.to) {
      conditions.push(`"created_at" < (?::timestamptz + interval '1 month')`);
      params.push(`${query.to}-01T00:00:00Z`);
    }
    if (query.companyId) {
      conditions.push('"owning_company_id" = ?');
      params.push(Number(query.companyId));
    }
    const rows = await (this.em as SqlEntityManager).execute<Row[]>(
      `select to_char("created_at" at time zone 'UTC', 'YYYY-MM') as "month", "state", count(*) as "projects", coalesce(sum("total_cents"), 0) as "total"
       from "project" where ${conditions.join(' and ')}
       group by 1, 2 order by 1, 2`,
      params,
    );
    const months = new Map<string, ReportingFigures>();
    const overall = emptyFigures();
    for (const row of rows) {
      const figures = months.get(row.month) ?? emptyFigures();
      months.set(row.month, figures);
      add(figures, row.state, Number(row.projects), Number(row.total));
      add(overall, row.state, Number(row.projects), Number(row.total));
    }
    return { months: [...months].map(([month, figures]) => ({ month, ...figures })), overall };
  }
}
