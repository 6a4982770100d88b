import { Migration } from '@mikro-orm/migrations';

/**
 * Long work (impact analysis, the full list export) as jobs that survive a restart and run on
 * whichever instance is free (docs/background-jobs.md).
 */
export class Migration20261126001300_background_jobs extends Migration {
  override up(): void {
    this.addSql(
      `create table "background_job" ("id" uuid not null, "kind" varchar(40) not null, "dedupe_key" varchar(200) null, "params" jsonb not null, "state" varchar(10) not null, "done" int not null, "total" int null, "result" jsonb null, "error" text null, "file_key" varchar(200) null, "created_by" varchar(200) not null, "created_at" timestamptz not null, "started_at" timestamptz null, "finished_at" timestamptz null, "heartbeat_at" timestamptz null, "claimed_by" varchar(100) null, "attempts" int not null, "expires_at" timestamptz null, primary key ("id"))`,
    );
    this.addSql(`create unique index "background_job_dedupe_index" on "background_job" ("kind", "dedupe_key") where "state" <> 'failed'`);
    this.addSql(`create index "background_job_waiting_index" on "background_job" ("created_at") where "state" in ('queued', 'running')`);
    this.addSql(
      `alter table "background_job" add constraint "background_job_state_check" check (state in ('queued', 'running', 'done', 'failed'))`,
    );
  }

  override down(): void {
    this.addSql(`drop table "background_job"`);
  }
}
