import { Migration } from '@mikro-orm/migrations';

/**
 * The same rule (a quantity is not negative), written so that the ORM reads it back as declared:
 * PostgreSQL prints `quantity >= 0` on a double column as `(0)::double precision`, which MikroORM
 * 7.2 reads as `0 precision` and so would always report as changed (docs/database.md#schema).
 */
export class Migration20261126001000_quantity_check extends Migration {
  override up(): void {
    this.addSql(`alter table "project_product" drop constraint "project_product_quantity_check"`);
    this.addSql(`alter table "project_product" add constraint "project_product_quantity_check" check (quantity::numeric >= 0)`);
  }

  override down(): void {
    this.addSql(`alter table "project_product" drop constraint "project_product_quantity_check"`);
    this.addSql(`alter table "project_product" add constraint "project_product_quantity_check" check ("quantity" >= 0)`);
  }
}
