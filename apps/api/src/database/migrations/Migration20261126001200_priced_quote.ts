import { Migration } from '@mikro-orm/migrations';

/**
 * The figures a submitted project keeps (docs/offered-figures.md). Projects submitted before this
 * column existed are priced once when the API starts (`PricedQuotes.backfill`), and marked so.
 */
export class Migration20261126001200_priced_quote extends Migration {
  override up(): void {
    this.addSql(`alter table "project" add column "priced_quote" jsonb null`);
  }

  override down(): void {
    this.addSql(`alter table "project" drop column "priced_quote"`);
  }
}
