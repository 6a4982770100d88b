import { Migration } from '@mikro-orm/migrations';

/** Companies, settings and legal terms: what the foundation serves. */
export class Migration20261121000000_foundation extends Migration {
  override up(): void {
    this.addSql(`create table "company" (
      "id" int not null primary key,
      "name" varchar(200) not null,
      "country" varchar(8) not null,
      "version" int not null default 1,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null)`);
    this.addSql(`create table "settings" (
      "id" int not null primary key,
      "general_remarks_de" text not null,
      "general_remarks_en" text not null,
      "offer_validity_weeks" int null,
      "delivery_workdays" int not null,
      "exchange_rates" jsonb not null,
      "ctrl_fast_delete" boolean not null,
      "currency_selector" boolean not null,
      "version" int not null default 1,
      "updated_at" timestamptz not null)`);
    this.addSql(`create table "terms_entry" (
      "id" varchar(64) not null primary key,
      "company" varchar(200) not null,
      "country" varchar(8) not null,
      "urls" jsonb not null,
      "position" int not null,
      "version" int not null default 1,
      "updated_at" timestamptz not null)`);
  }

  override down(): void {
    this.addSql('drop table if exists "terms_entry"');
    this.addSql('drop table if exists "settings"');
    this.addSql('drop table if exists "company"');
  }
}
