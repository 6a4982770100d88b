import { Migration } from '@mikro-orm/migrations';

/**
 * The backoffice: an audit trail of every change made there, and a version on characteristics
 * (the other edited tables have one already) so a stale edit is refused, not silently applied.
 */
export class Migration20261121000500_admin extends Migration {
  override up(): void {
    this.addSql('alter table "characteristic" add column "version" int not null default 1');
    this.addSql(`create table "admin_audit_event" (
      "id" serial primary key,
      "resource" varchar(40) not null,
      "record_id" varchar(100) not null,
      "action" varchar(16) not null check ("action" in ('create', 'update', 'delete', 'restore')),
      "changes" jsonb not null,
      "user_id" varchar(200) not null,
      "user_name" varchar(200) not null,
      "at" timestamptz not null)`);
    this.addSql('create index "admin_audit_event_record_index" on "admin_audit_event" ("resource", "record_id", "at")');
    this.addSql('create index "admin_audit_event_at_index" on "admin_audit_event" ("at")');
  }

  override down(): void {
    this.addSql('drop table if exists "admin_audit_event"');
    this.addSql('alter table "characteristic" drop column "version"');
  }
}
