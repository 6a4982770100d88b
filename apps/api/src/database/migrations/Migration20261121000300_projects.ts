import { Migration } from '@mikro-orm/migrations';

/**
 * Projects with their products, documents and audit trail, the day counter behind project ids,
 * and the users seen in tokens. Search uses a trigram index where the database has pg_trgm (a
 * PostgreSQL server with it, and embedded PGlite, which database/orm.ts gives it); else it scans.
 */
export class Migration20261121000300_projects extends Migration {
  override up(): void {
    this.addSql(`create table "app_user" (
      "id" varchar(200) not null primary key,
      "username" varchar(200) not null,
      "first_name" varchar(200) not null,
      "last_name" varchar(200) not null,
      "email" varchar(320) not null,
      "company_id" int not null,
      "country" varchar(60) not null,
      "groups" jsonb not null,
      "language" varchar(5) not null,
      "last_seen_at" timestamptz not null)`);
    this.addSql(`create table "project_day_sequence" (
      "day" varchar(8) not null primary key,
      "last" int not null)`);
    this.addSql(`create table "project" (
      "id" varchar(30) not null primary key,
      "name" varchar(200) not null,
      "state" varchar(20) not null check ("state" in ('NEW', 'DRAFT', 'SUBMITTED', 'MESSAGE_FROM_DH', 'OFFER_CREATED', 'ORDER_RECEIVED', 'COMPLETED')),
      "owning_company_id" int not null references "company" ("id"),
      "created_by" varchar(200) not null,
      "created_by_name" varchar(200) not null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      "updated_by" varchar(200) not null,
      "last_reporting_at" timestamptz null,
      "offer_number" varchar(60) null,
      "order_number" varchar(60) null,
      "form_values" jsonb not null,
      "rule_set_key" varchar(60) null,
      "rule_set_version" int null,
      "total_cents" bigint null,
      "search_text" varchar(240) not null,
      "version" int not null default 1,
      "deleted_at" timestamptz null,
      "deleted_by" varchar(200) null)`);
    // The list's three views, newest first, without deleted projects.
    this.addSql(
      'create index "project_company_created_index" on "project" ("owning_company_id", "created_at" desc, "id" desc) where "deleted_at" is null',
    );
    this.addSql(
      'create index "project_creator_created_index" on "project" ("created_by", "created_at" desc, "id" desc) where "deleted_at" is null',
    );
    this.addSql('create index "project_created_index" on "project" ("created_at" desc, "id" desc) where "deleted_at" is null');
    this.addSql(`do $$ begin
      create extension if not exists pg_trgm;
      create index "project_search_trgm_index" on "project" using gin ("search_text" gin_trgm_ops);
    exception when others then
      raise notice 'pg_trgm is not available: project search scans';
    end $$`);
    this.addSql(`create table "project_product" (
      "id" serial primary key,
      "project_id" varchar(30) not null references "project" ("id") on delete cascade,
      "position" int not null,
      "product_id" varchar(60) not null,
      "product_category_id" varchar(40) not null,
      "quantity" double precision not null check ("quantity" >= 0),
      "price_cents" bigint null check ("price_cents" >= 0),
      "description" varchar(500) null)`);
    this.addSql('create index "project_product_project_index" on "project_product" ("project_id", "position")');
    this.addSql(`create table "project_file" (
      "id" uuid not null primary key,
      "project_id" varchar(30) not null references "project" ("id") on delete cascade,
      "name" varchar(255) not null,
      "media_type" varchar(120) not null,
      "size" bigint not null,
      "sha256" varchar(64) not null,
      "storage_key" varchar(300) not null,
      "uploaded_by" varchar(200) not null,
      "uploaded_by_name" varchar(200) not null,
      "uploaded_at" timestamptz not null)`);
    this.addSql('create index "project_file_project_index" on "project_file" ("project_id", "uploaded_at")');
    this.addSql(`create table "project_audit_event" (
      "id" serial primary key,
      "project_id" varchar(30) not null references "project" ("id") on delete cascade,
      "field" varchar(20) not null,
      "from_value" varchar(60) null,
      "to_value" varchar(60) null,
      "user_id" varchar(200) not null,
      "user_name" varchar(200) not null,
      "at" timestamptz not null)`);
    this.addSql('create index "project_audit_event_project_index" on "project_audit_event" ("project_id", "at")');
  }

  override down(): void {
    for (const table of ['project_audit_event', 'project_file', 'project_product', 'project', 'project_day_sequence', 'app_user']) {
      this.addSql(`drop table if exists "${table}"`);
    }
  }
}
