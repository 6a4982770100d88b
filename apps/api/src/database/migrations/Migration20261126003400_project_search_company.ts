import { Migration } from '@mikro-orm/migrations';

/**
 * The lists' search text holds the owning company's name too (projectSearchText): staff look a
 * project up by its customer. Existing projects get theirs here; a renamed company rewrites its
 * projects' (AdminCompaniesResource). The trigram index on the column stays as it is.
 */
export class Migration20261126003400_project_search_company extends Migration {
  override up(): void {
    this.addSql(
      `update "project" as p set "search_text" = left(lower(concat_ws(' ', p."id", nullif(p."offer_number", ''), nullif(p."order_number", ''), nullif(p."created_by_name", ''), nullif(c."name", ''), nullif(p."name", ''))), 600)
       from "company" as c where c."id" = p."owning_company_id"`,
    );
  }

  override down(): void {
    this.addSql(
      `update "project" set "search_text" = left(lower(concat_ws(' ', "id", nullif("offer_number", ''), nullif("order_number", ''), nullif("created_by_name", ''), nullif("name", ''))), 600)`,
    );
  }
}
