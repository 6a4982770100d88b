import { Migration } from '@mikro-orm/migrations';

/**
 * The provider's question to the customer (a move to MESSAGE_FROM_DH) is kept with the move in
 * the project's history: the customer app shows it on the project, the backoffice in the history,
 * not only the mail (docs/projects.md, "Mail").
 */
export class Migration20261126005000_audit_message extends Migration {
  override up(): void {
    this.addSql(`alter table "project_audit_event" add column "message" text null`);
  }

  override down(): void {
    this.addSql(`alter table "project_audit_event" drop column "message"`);
  }
}
