import { Migration } from '@mikro-orm/migrations';

/**
 * Offer and order numbers are unique without case and white space ("AN-2026-1" is "an 2026-1"):
 * the check on save looks them up by this expression (docs/projects.md, "Refusals"). Not a unique
 * index: numbers given before the check existed may repeat, and must still load and save.
 */
export class Migration20261126005100_number_keys extends Migration {
  override up(): void {
    this.addSql(`create index "project_offer_number_key" on "project" (lower(regexp_replace("offer_number", '\\s+', '', 'g')))`);
    this.addSql(`create index "project_order_number_key" on "project" (lower(regexp_replace("order_number", '\\s+', '', 'g')))`);
  }

  override down(): void {
    this.addSql(`drop index "project_offer_number_key"`);
    this.addSql(`drop index "project_order_number_key"`);
  }
}
