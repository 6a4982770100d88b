import { Migration } from '@mikro-orm/migrations';

/*
 * The fold as this migration defines it. A copy on purpose: a migration keeps what it did, and a
 * change of apps/api/src/projects/project-search.ts then needs a migration of its own (which
 * test/api/project-search.spec.ts asks for, comparing the two).
 */
const DIGRAPHS = [
  ['ß', 'ss'],
  ['ẞ', 'ss'],
  ['ä', 'ae'],
  ['Ä', 'ae'],
  ['ö', 'oe'],
  ['Ö', 'oe'],
  ['ü', 'ue'],
  ['Ü', 'ue'],
] as const;
const FROM =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ' +
  'àáâãåāăąÀÁÂÃÅĀĂĄçćčÇĆČďđĎĐèéêëēėęěÈÉÊËĒĖĘĚìíîïīįÌÍÎÏĪĮłŁñńňÑŃŇòóôõøōőÒÓÔÕØŌŐřŘśšşŚŠŞťţŤŢùúûůūűųÙÚÛŮŪŰŲýÿÝŸźżžŹŻŽ' +
  '\t\n\r\u00a0';
const TO =
  'abcdefghijklmnopqrstuvwxyz' +
  'aaaaaaaaaaaaaaaaccccccddddeeeeeeeeeeeeeeeeiiiiiiiiiiiillnnnnnnoooooooooooooorrssssssttttuuuuuuuuuuuuuuyyyyzzzzzz' +
  '    ';
const fold = DIGRAPHS.reduce((sql, [from, to]) => `replace(${sql}, '${from}', '${to}')`, '$1');

/**
 * Search as people write it (docs/projects.md#search): the search text is folded (case, ß/ss,
 * umlauts, accents, spacing) and written by the database itself, on every insert and update of a
 * project and for a company's projects when it is renamed. So every row has it exactly as a save
 * makes it, whether written by the API, a bulk fill or a fix by hand. It begins with a space, so
 * a one- or two-letter word of a query can be looked up as the start of a word (project-search.ts).
 */
export class Migration202611294400_search_words extends Migration {
  override up(): void {
    this.addSql(`create or replace function "project_search_fold"(text) returns text language sql immutable parallel safe as $$
  select regexp_replace(translate(${fold}, '${FROM}', '${TO}'), ' {2,}', ' ', 'g')
$$`);
    this.addSql(`create or replace function "project_search_text"() returns trigger language plpgsql as $$
begin
  new."search_text" := left(' ' || "project_search_fold"(concat_ws(' ', new."id", nullif(new."offer_number", ''), nullif(new."order_number", ''),
    nullif(new."created_by_name", ''), nullif((select c."name" from "company" c where c."id" = new."owning_company_id"), ''), nullif(new."name", ''))), 600);
  return new;
end $$`);
    this.addSql(`create trigger "project_search_text" before insert or update of "id", "name", "offer_number", "order_number",
      "created_by_name", "owning_company_id", "search_text" on "project" for each row execute function "project_search_text"()`);
    this.addSql(`create or replace function "company_project_search_text"() returns trigger language plpgsql as $$
begin
  update "project" set "search_text" = '' where "owning_company_id" = new."id";
  return null;
end $$`);
    this.addSql(`create trigger "company_project_search_text" after update of "name" on "company"
      for each row when (old."name" is distinct from new."name") execute function "company_project_search_text"()`);
    this.addSql(`alter table "project" alter column "search_text" set default ''`);
    // Rewritten without the index, then indexed once: faster than updating a GIN index row by row.
    this.addSql('drop index if exists "project_search_trgm_index"');
    this.addSql(`update "project" set "search_text" = ''`);
    this.addSql(`do $$ begin
      create index "project_search_trgm_index" on "project" using gin ("search_text" gin_trgm_ops);
    exception when undefined_object then
      raise notice 'pg_trgm is not available: project search scans';
    end $$`);
  }

  override down(): void {
    this.addSql('drop trigger if exists "company_project_search_text" on "company"');
    this.addSql('drop function if exists "company_project_search_text"()');
    this.addSql('drop trigger if exists "project_search_text" on "project"');
    this.addSql('drop function if exists "project_search_text"()');
    this.addSql('drop function if exists "project_search_fold"(text)');
    this.addSql(`alter table "project" alter column "search_text" drop default`);
    this.addSql(
      `update "project" as p set "search_text" = left(lower(concat_ws(' ', p."id", nullif(p."offer_number", ''), nullif(p."order_number", ''), nullif(p."created_by_name", ''), nullif(c."name", ''), nullif(p."name", ''))), 600)
       from "company" as c where c."id" = p."owning_company_id"`,
    );
  }
}
