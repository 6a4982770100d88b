import { Migration } from '@mikro-orm/migrations';

/**
 * Project documents in the database, for instances that share a PostgreSQL server
 * (docs/file-storage.md): one row per stored document and its bytes in chunks of a megabyte, so a
 * download streams chunk by chunk and never holds a whole document in memory.
 */
export class Migration20261126000900_file_content extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "file_content" (
      "storage_key" varchar(300) not null primary key,
      "size" bigint not null check ("size" >= 0),
      "sha256" char(64) not null,
      "chunks" int not null check ("chunks" >= 0),
      "stored_at" timestamptz not null default now()
    )`);
    this.addSql(`create table "file_chunk" (
      "storage_key" varchar(300) not null references "file_content" ("storage_key") on delete cascade,
      "seq" int not null check ("seq" >= 0),
      "bytes" bytea not null,
      primary key ("storage_key", "seq")
    )`);
    this.addSql('create index "file_content_stored_at_index" on "file_content" ("stored_at")');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "file_chunk"');
    this.addSql('drop table if exists "file_content"');
  }
}
