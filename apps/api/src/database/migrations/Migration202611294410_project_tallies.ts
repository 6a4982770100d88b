import { Migration } from '@mikro-orm/migrations';

/** A project row's key in the tally: its month of creation (UTC, as reporting has always counted), state and company. */
const key = (row: string) => `to_char(${row}."created_at" at time zone 'UTC', 'YYYY-MM'), ${row}."state", ${row}."owning_company_id"`;

/**
 * The dashboard's and reporting's figures, maintained as projects change instead of counted over
 * every project at each look (docs/projects.md#figures):
 *
 * - `project_tally`: projects and quoted totals by month of creation, state and company;
 *   `product_tally`: by ventilation component, the projects that quote it and the quantity.
 *   Deleted projects are in neither.
 * - Triggers on `project` and `project_product` write each statement's change as rows of
 *   `project_tally_change` / `product_tally_change`: only inserts, so saves of many projects at
 *   once never wait for each other on a counter row. Reading folds the changes into the tallies
 *   first (ProjectTallies), in one statement.
 * - Statement triggers with transition tables: a bulk insert of 10 000 projects is one grouped
 *   insert, not 10 000. Their statements run through `execute`, planned at each run: PL/pgSQL
 *   keeps the plan of a statement without parameters, and the plan made for the first save (one
 *   project in an empty table: scan the table) took over ten minutes for 10 000 projects among
 *   100 000.
 */
export class Migration202611294410_project_tallies extends Migration {
  override up(): void {
    for (const table of ['project_tally', 'project_tally_change'])
      this.addSql(`create table "${table}" (
        "month" char(7) not null, "state" varchar(20) not null, "owning_company_id" int not null,
        "projects" bigint not null, "quoted_total_cents" bigint not null
        ${table === 'project_tally' ? ', primary key ("month", "state", "owning_company_id")' : ''})`);
    for (const table of ['product_tally', 'product_tally_change'])
      this.addSql(`create table "${table}" (
        "product_id" varchar(60) not null, "projects" bigint not null, "quantity" double precision not null
        ${table === 'product_tally' ? ', primary key ("product_id")' : ''})`);

    // Projects: +1 for a row as it is after the statement, -1 as it was before; deleted rows count nothing.
    const projectChange = (rows: { added?: string; removed?: string }) => `
  execute $statement$ insert into "project_tally_change"
  select "month", "state", "owning_company_id", sum("projects"), sum("quoted_total_cents") from (
    ${[
      rows.added && `select ${key('a')}, 1, coalesce(a."total_cents", 0) from "${rows.added}" a where a."deleted_at" is null`,
      rows.removed && `select ${key('r')}, -1, -coalesce(r."total_cents", 0) from "${rows.removed}" r where r."deleted_at" is null`,
    ]
      .filter(Boolean)
      .join(' union all ')}
  ) as d ("month", "state", "owning_company_id", "projects", "quoted_total_cents")
  group by 1, 2, 3 having sum("projects") <> 0 or sum("quoted_total_cents") <> 0 $statement$;`;
    // Products: the ventilation components of projects that are not deleted; a project quoting a component counts once.
    const productChange = (rows: { added?: string; removed?: string }, join: 'products' | 'projects') => `
  execute $statement$ insert into "product_tally_change"
  select "product_id", sum("projects"), sum("quantity") from (
    ${[
      rows.added &&
        (join === 'products'
          ? `select pp."product_id", count(distinct pp."project_id"), sum(pp."quantity") from "${rows.added}" pp join "project" p on p."id" = pp."project_id" and p."deleted_at" is null where pp."product_category_id" = 'VENTCOMP' group by 1`
          : `select pp."product_id", count(distinct pp."project_id"), sum(pp."quantity") from "project_product" pp join "${rows.added}" p on p."id" = pp."project_id" and p."deleted_at" is null join "${rows.removed}" o on o."id" = p."id" and o."deleted_at" is not null where pp."product_category_id" = 'VENTCOMP' group by 1`),
      rows.removed &&
        (join === 'products'
          ? `select pp."product_id", -count(distinct pp."project_id"), -sum(pp."quantity") from "${rows.removed}" pp join "project" p on p."id" = pp."project_id" and p."deleted_at" is null where pp."product_category_id" = 'VENTCOMP' group by 1`
          : `select pp."product_id", -count(distinct pp."project_id"), -sum(pp."quantity") from "project_product" pp join "${rows.removed}" o on o."id" = pp."project_id" and o."deleted_at" is null join "${rows.added}" p on p."id" = o."id" and p."deleted_at" is not null where pp."product_category_id" = 'VENTCOMP' group by 1`),
    ]
      .filter(Boolean)
      .join(' union all ')}
  ) as d ("product_id", "projects", "quantity")
  group by 1 having sum("projects") <> 0 or sum("quantity") <> 0 $statement$;`;

    this.addSql(`create function "project_tally_insert"() returns trigger language plpgsql as $$
begin ${projectChange({ added: 'added' })}
  return null;
end $$`);
    this.addSql(`create function "project_tally_update"() returns trigger language plpgsql as $$
begin ${projectChange({ added: 'added', removed: 'removed' })}
  -- A deleted project's components leave the product tally, a restored one's come back.
  ${productChange({ added: 'added', removed: 'removed' }, 'projects')}
  return null;
end $$`);
    this.addSql(`create function "project_tally_delete"() returns trigger language plpgsql as $$
begin ${projectChange({ removed: 'removed' })}
  return null;
end $$`);
    this.addSql(`create function "product_tally_insert"() returns trigger language plpgsql as $$
begin ${productChange({ added: 'added' }, 'products')}
  return null;
end $$`);
    this.addSql(`create function "product_tally_delete"() returns trigger language plpgsql as $$
begin ${productChange({ removed: 'removed' }, 'products')}
  return null;
end $$`);
    this.addSql(`create trigger "project_tally_insert" after insert on "project" referencing new table as "added"
      for each statement execute function "project_tally_insert"()`);
    this.addSql(`create trigger "project_tally_update" after update on "project" referencing old table as "removed" new table as "added"
      for each statement execute function "project_tally_update"()`);
    this.addSql(`create trigger "project_tally_delete" after delete on "project" referencing old table as "removed"
      for each statement execute function "project_tally_delete"()`);
    this.addSql(`create trigger "product_tally_insert" after insert on "project_product" referencing new table as "added"
      for each statement execute function "product_tally_insert"()`);
    this.addSql(`create trigger "product_tally_delete" after delete on "project_product" referencing old table as "removed"
      for each statement execute function "product_tally_delete"()`);

    // The tallies of the projects there are.
    this.addSql(`insert into "project_tally"
      select ${key('p')}, count(*), coalesce(sum(p."total_cents"), 0) from "project" p where p."deleted_at" is null group by 1, 2, 3`);
    this.addSql(`insert into "product_tally"
      select pp."product_id", count(distinct pp."project_id"), sum(pp."quantity") from "project_product" pp
      join "project" p on p."id" = pp."project_id" and p."deleted_at" is null where pp."product_category_id" = 'VENTCOMP' group by 1`);
  }

  override down(): void {
    for (const [trigger, table] of [
      ['project_tally_insert', 'project'],
      ['project_tally_update', 'project'],
      ['project_tally_delete', 'project'],
      ['product_tally_insert', 'project_product'],
      ['product_tally_delete', 'project_product'],
    ]) {
      this.addSql(`drop trigger if exists "${trigger}" on "${table}"`);
      this.addSql(`drop function if exists "${trigger}"()`);
    }
    for (const table of ['project_tally', 'project_tally_change', 'product_tally', 'product_tally_change'])
      this.addSql(`drop table if exists "${table}"`);
  }
}
