import { Injectable } from '@nestjs/common';
import { PROJECT_STATES, type ProjectState, type ReportingFigures, type ReportingQuery, type ReportingSummary } from '@lsp/contracts';
import { ApiError } from '../common/api-error.js';
import { ProjectTallies } from './project-tallies.js';

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

/**
 * Figures for the provider's staff over the projects that are not deleted, read from the tallies
 * the database keeps as projects change (ProjectTallies, docs/projects.md#figures).
 */
@Injectable()
export class ReportingService {
  constructor(private readonly tallies: ProjectTallies) {}

  async summary(query: ReportingQuery): Promise<ReportingSummary> {
    if (query.from && query.to && query.from > query.to)
      throw ApiError.badRequest('from is after to', [
        { path: '/from', key: 'afterTo', params: { from: query.from, to: query.to }, message: `${query.from} is after ${query.to}` },
      ]);
    const rows = await this.tallies.byMonthAndState({
      from: query.from,
      to: query.to,
      companyId: query.companyId ? Number(query.companyId) : undefined,
    });
    const months = new Map<string, ReportingFigures>();
    const overall = emptyFigures();
    for (const row of rows) {
      const figures = months.get(row.month) ?? emptyFigures();
      months.set(row.month, figures);
      add(figures, row.state, row.projects, row.quotedTotalCents);
      add(overall, row.state, row.projects, row.quotedTotalCents);
    }
    return { months: [...months].map(([month, figures]) => ({ month, ...figures })), overall };
  }
}
