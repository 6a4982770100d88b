import { defineEntity, p } from '@mikro-orm/core';
import type { MailStatus } from '@lsp/contracts';

/** The outbox: every mail the product wrote, whether or not an SMTP server took it. */
const OutgoingMailSchema = defineEntity({
  name: 'OutgoingMail',
  tableName: 'mail',
  properties: {
    id: p.integer().primary(),
    /** Comma-separated recipients. */
    to: p.text().fieldName('recipients'),
    subject: p.string().length(500),
    textBody: p.text(),
    htmlBody: p.text(),
    template: p.string().length(60),
    language: p.string().length(8),
    /** The project the mail is about, e.g. C20261120-3. */
    projectId: p.string().length(40).nullable(),
    status: p.string().$type<MailStatus>().length(16),
    error: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    sentAt: p.datetime().nullable(),
  },
  indexes: [
    { name: 'mail_project_id_index', properties: ['projectId'] },
    { name: 'mail_created_at_index', properties: ['createdAt'] },
  ],
  checks: [{ name: 'mail_status_check', expression: "status in ('captured', 'sent', 'failed')" }],
});

export class OutgoingMail extends OutgoingMailSchema.class {}
OutgoingMailSchema.setClass(OutgoingMail);
export { OutgoingMailSchema };
