import { Migration } from '@mikro-orm/migrations';

/** Storage of the embedded identity provider (sessions, grants, codes, refresh tokens). */
export class Migration20261121000100_oidc_payload extends Migration {
  override up(): void {
    this.addSql(`create table "oidc_payload" (
      "model" varchar(40) not null,
      "id" varchar(255) not null,
      "payload" jsonb not null,
      "grant_id" varchar(255) null,
      "user_code" varchar(255) null,
      "uid" varchar(255) null,
      "expires_at" timestamptz null,
      "consumed_at" timestamptz null,
      primary key ("model", "id"))`);
    this.addSql('create index "oidc_payload_grant_id_index" on "oidc_payload" ("grant_id")');
    this.addSql('create index "oidc_payload_uid_index" on "oidc_payload" ("uid")');
    this.addSql('create index "oidc_payload_expires_at_index" on "oidc_payload" ("expires_at")');
  }

  override down(): void {
    this.addSql('drop table if exists "oidc_payload"');
  }
}
