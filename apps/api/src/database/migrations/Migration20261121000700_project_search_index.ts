import { Migration } from '@mikro-orm/migrations';

/**
 * The trigram index for project search, where an earlier start made the database without it:
 * embedded PGlite used to load no extensions, so Migration20261121000300_projects skipped the index
 * and search scanned every project. PGlite now loads pg_trgm (database/orm.ts); a server without
 * the extension still scans, as before.
 */
export class Migration20261121000700_project_search_index extends Migration {
  override up(): void {
    this.addSql(`do $$ begin
      create extension if not exists pg_trgm;
      create index if not exists "project_search_trgm_index" on "project" using gin ("search_text" gin_trgm_ops);
    exception when others then
      raise notice 'pg_trgm is not available: project search scans';
    end $$`);
  }
}
