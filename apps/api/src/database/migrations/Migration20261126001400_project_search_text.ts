import { Migration } from '@mikro-orm/migrations';

/**
 * The lists' search text holds offer and order number and the creator besides id and name, so
 * the backoffice's search is one trigram-indexed `like` instead of `ilike`s ORed over four
 * columns (projectSearchText); existing projects get theirs here.
 */
export class Migration20261126001400_project_search_text extends Migration {
  override up(): void {
    this.addSql(`alter table "project" alter column "search_text" type varchar(600) using ("search_text"::varchar(600))`);
    this.addSql(
      `update "project" set "search_text" = left(lower(concat_ws(' ', "id", nullif("offer_number", ''), nullif("order_number", ''), nullif("created_by_name", ''), nullif("name", ''))), 600)`,
    );
  }

  override down(): void {
    this.addSql(`update "project" set "search_text" = left(lower("id" || ' ' || "name"), 240)`);
    this.addSql(`alter table "project" alter column "search_text" type varchar(240) using ("search_text"::varchar(240))`);
  }
}
