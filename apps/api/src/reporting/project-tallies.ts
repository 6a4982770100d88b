import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { ProjectState } from '@lsp/contracts';

/** Projects and quoted totals of one month of creation (YYYY-MM, UTC) and state. */
export interface TallyRow {
  month: string;
  state: ProjectState;
  projects: number;
  quotedTotalCents: number;
}

/** A ventilation component: the projects that quote it and the quantity they quote. */
export interface ProductTallyRow {
  productId: string;
  projects: number;
  quantity: number;
}

/**
 * The figures the database keeps as projects change (Migration202611294410_project_tallies,
 * docs/projects.md#figures): reading them is a few hundred rows, however many projects there are.
 * The changes the triggers recorded since the last read are folded in first, in one statement
 * each (the changes' rows deleted and added to the tallies, in one transaction of their own).
 */
@Injectable()
export class ProjectTallies {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  private get sql() {
    return (this.em as SqlEntityManager).fork().getConnection();
  }

  /** Folds the recorded changes into the tallies. Two instances folding at once each take the rows the other has not. */
  async fold(): Promise<void> {
    const connection = this.sql;
    await connection.execute(
      `with "moved" as (delete from "project_tally_change" returning *)
       insert into "project_tally" select "month", "state", "owning_company_id", sum("projects"), sum("quoted_total_cents") from "moved" group by 1, 2, 3
       on conflict ("month", "state", "owning_company_id") do update set
         "projects" = "project_tally"."projects" + excluded."projects",
         "quoted_total_cents" = "project_tally"."quoted_total_cents" + excluded."quoted_total_cents"`,
    );
    await connection.execute(
      `with "moved" as (delete from "product_tally_change" returning *)
       insert into "product_tally" select "product_id", sum("projects"), sum("quantity") from "moved" group by 1
       on conflict ("product_id") do update set
         "projects" = "product_tally"."projects" + excluded."projects",
         "quantity" = "product_tally"."quantity" + excluded."quantity"`,
    );
  }

  /** Projects and quoted totals by month and state, oldest month first; months as YYYY-MM, both bounds included. */
  async byMonthAndState(filter: { from?: string; to?: string; companyId?: number } = {}): Promise<TallyRow[]> {
    await this.fold();
    const conditions = ['"projects" <> 0'];
    const params: unknown[] = [];
    if (filter.from) {
      conditions.push('"month" >= ?');
      params.push(filter.from);
    }
    if (filter.to) {
      conditions.push('"month" <= ?');
      params.push(filter.to);
    }
    if (filter.companyId !== undefined) {
      conditions.push('"owning_company_id" = ?');
      params.push(filter.companyId);
    }
    const rows = await this.sql.execute<{ month: string; state: ProjectState; projects: string | number; total: string | number }[]>(
      `select "month", "state", sum("projects") as "projects", sum("quoted_total_cents") as "total" from "project_tally"
       where ${conditions.join(' and ')} group by 1, 2 having sum("projects") <> 0 order by 1, 2`,
      params,
    );
    return rows.map((r) => ({ month: r.month, state: r.state, projects: Number(r.projects), quotedTotalCents: Number(r.total) }));
  }

  /**
   * How many projects there are (not deleted), of some states and companies if given: the
   * backoffice list's total without a search, exact at any count (docs/projects.md#search). An
   * exact `count(*)` read the list's whole index: 121–125 ms at a million projects.
   */
  async projects(filter: { states?: readonly string[]; companyIds?: readonly number[] } = {}): Promise<number> {
    await this.fold();
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (filter.states) {
      if (!filter.states.length) return 0;
      conditions.push(`"state" in (${filter.states.map(() => '?').join(', ')})`);
      params.push(...filter.states);
    }
    if (filter.companyIds) {
      if (!filter.companyIds.length) return 0;
      conditions.push(`"owning_company_id" in (${filter.companyIds.map(() => '?').join(', ')})`);
      params.push(...filter.companyIds);
    }
    const [row] = await this.sql.execute<{ projects: string | number | null }[]>(
      `select sum("projects") as "projects" from "project_tally"${conditions.length ? ` where ${conditions.join(' and ')}` : ''}`,
      params,
    );
    return Number(row?.projects ?? 0);
  }

  /** The ventilation components quoted by the most projects, then by quantity. */
  async topProducts(limit: number): Promise<ProductTallyRow[]> {
    await this.fold();
    const rows = await this.sql.execute<{ product_id: string; projects: string | number; quantity: string | number }[]>(
      `select "product_id", "projects", "quantity" from "product_tally" where "projects" > 0
       order by "projects" desc, "quantity" desc, "product_id" limit ?`,
      [limit],
    );
    return rows.map((r) => ({ productId: r.product_id, projects: Number(r.projects), quantity: Number(r.quantity) }));
  }
}
