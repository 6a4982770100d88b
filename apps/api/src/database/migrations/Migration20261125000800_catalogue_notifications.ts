import { Migration } from '@mikro-orm/migrations';

/** The tables a calculation reads besides the rule sets: catalogue, prices and settings. */
export const CATALOGUE_TABLES = ['product_category', 'product_group', 'characteristic', 'product', 'settings'] as const;

/**
 * Every write to the catalogue, prices or settings notifies `catalogue_changed` (with the table's
 * name) when its transaction commits: each API instance holds them in memory and forgets them on
 * the notice (docs/catalogue-cache.md). A trigger, so no write path can forget to tell, the
 * backoffice's or a hand-written SQL fix alike.
 */
export class Migration20261125000800_catalogue_notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function "notify_catalogue_changed"() returns trigger language plpgsql as $$
begin
  perform pg_notify('catalogue_changed', TG_TABLE_NAME);
  return null;
end $$`);
    for (const table of CATALOGUE_TABLES) {
      this.addSql(`create trigger "${table}_notify_catalogue_changed" after insert or update or delete or truncate on "${table}"
        for each statement execute function "notify_catalogue_changed"()`);
    }
  }

  override async down(): Promise<void> {
    for (const table of CATALOGUE_TABLES) this.addSql(`drop trigger if exists "${table}_notify_catalogue_changed" on "${table}"`);
    this.addSql('drop function if exists "notify_catalogue_changed"()');
  }
}
