import { Migration } from '@mikro-orm/migrations';

/**
 * A create sent with an `Idempotency-Key` remembers which record it made, in its own transaction,
 * so that the same create sent again (its answer was lost, or it answered 503) answers that record
 * instead of making a second one (docs/api.md#idempotency-key). Keys older than a day are purged
 * by their creation time.
 */
export class Migration20261126005200_idempotency_keys extends Migration {
  override up(): void {
    this.addSql(
      `create table "idempotency_key" ("user_id" varchar(200) not null, "scope" varchar(60) not null, "key" varchar(200) not null, "record_id" varchar(60) not null, "created_at" timestamptz not null, primary key ("user_id", "scope", "key"))`,
    );
    this.addSql(`create index "idempotency_key_created_at_index" on "idempotency_key" ("created_at")`);
  }

  override down(): void {
    this.addSql(`drop table "idempotency_key"`);
  }
}
