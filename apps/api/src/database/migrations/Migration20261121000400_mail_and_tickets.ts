import { Migration } from '@mikro-orm/migrations';

/** The mail outbox and the support desk's tickets. */
export class Migration20261121000400_mail_and_tickets extends Migration {
  override up(): void {
    this.addSql(`create table "mail" (
      "id" serial primary key,
      "recipients" text not null,
      "subject" varchar(500) not null,
      "text_body" text not null,
      "html_body" text not null,
      "template" varchar(60) not null,
      "language" varchar(8) not null,
      "project_id" varchar(40) null,
      "status" varchar(16) not null check ("status" in ('captured', 'sent', 'failed')),
      "error" text null,
      "created_at" timestamptz not null,
      "sent_at" timestamptz null)`);
    this.addSql('create index "mail_project_id_index" on "mail" ("project_id")');
    this.addSql('create index "mail_created_at_index" on "mail" ("created_at")');
    this.addSql(`create table "support_ticket" (
      "id" serial primary key,
      "description" text not null,
      "area" varchar(100) not null,
      "subject" varchar(200) not null,
      "created_by_id" varchar(255) not null,
      "created_by_name" varchar(200) not null,
      "created_by_email" varchar(320) not null,
      "company_id" int null,
      "company_name" varchar(200) not null,
      "created_at" timestamptz not null,
      "forward_status" varchar(16) not null check ("forward_status" in ('none', 'forwarded', 'failed')),
      "forwarded_at" timestamptz null,
      "forward_error" text null,
      "mail_id" int null references "mail" ("id") on delete set null)`);
    this.addSql('create index "support_ticket_created_at_index" on "support_ticket" ("created_at")');
  }

  override down(): void {
    this.addSql('drop table if exists "support_ticket"');
    this.addSql('drop table if exists "mail"');
  }
}
