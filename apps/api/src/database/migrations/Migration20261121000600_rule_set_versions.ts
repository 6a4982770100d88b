import { Migration } from '@mikro-orm/migrations';

/**
 * Rule sets in the database (docs/design.md#rule-sets): drafts, published and archived versions.
 * At most one published version per key; a published or archived version keeps its content,
 * checksum and number for good (the trigger refuses any change, and deleting it).
 */
export class Migration20261121000600_rule_set_versions extends Migration {
  override up(): void {
    this.addSql(`create table "rule_set_version" (
      "id" serial primary key,
      "key" varchar(60) not null,
      "rule_set_version" int null check ("rule_set_version" >= 1),
      "status" varchar(12) not null check ("status" in ('draft', 'published', 'archived')),
      "content" text not null,
      "checksum" varchar(64) not null,
      "change_note" varchar(2000) not null default '',
      "based_on" int null,
      "created_by" varchar(200) not null,
      "created_by_name" varchar(200) not null,
      "created_at" timestamptz not null,
      "updated_by" varchar(200) not null,
      "updated_by_name" varchar(200) not null,
      "updated_at" timestamptz not null,
      "published_by" varchar(200) null,
      "published_by_name" varchar(200) null,
      "published_at" timestamptz null,
      "version" int not null default 1,
      constraint "rule_set_version_number_check" check (("status" = 'draft') = ("rule_set_version" is null)),
      constraint "rule_set_version_key_number_unique" unique ("key", "rule_set_version"))`);
    this.addSql(`create unique index "rule_set_version_one_published" on "rule_set_version" ("key") where "status" = 'published'`);
    this.addSql(`create function "rule_set_version_immutable"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          if old.status <> 'draft' then raise exception 'rule set % version % is %: it cannot be deleted', old.key, old.rule_set_version, old.status; end if;
          return old;
        end if;
        if old.status <> 'draft' and (new.content is distinct from old.content or new.checksum is distinct from old.checksum
            or new.key is distinct from old.key or new.rule_set_version is distinct from old.rule_set_version or new.status = 'draft') then
          raise exception 'rule set % version % is %: it never changes', old.key, old.rule_set_version, old.status;
        end if;
        return new;
      end $$`);
    this.addSql(`create trigger "rule_set_version_immutable" before update or delete on "rule_set_version"
      for each row execute function "rule_set_version_immutable"()`);
  }

  override down(): void {
    this.addSql('drop table if exists "rule_set_version"');
    this.addSql('drop function if exists "rule_set_version_immutable"()');
  }
}
