import { defineEntity, p } from '@mikro-orm/core';
import { OutgoingMail } from '../mail/outgoing-mail.entity.js';
import type { ForwardStatus } from '@lsp/contracts';

/** A ticket a user opened (docs/design.md#support-tickets), kept for the backoffice whether or not it was forwarded. */
const SupportTicketSchema = defineEntity({
  name: 'SupportTicketRecord',
  tableName: 'support_ticket',
  properties: {
    id: p.integer().primary(),
    description: p.text(),
    area: p.string().length(100),
    subject: p.string().length(200),
    /** The creator as the access token named them (subject, full name, mail address). */
    createdById: p.string().length(255),
    createdByName: p.string().length(200),
    createdByEmail: p.string().length(320),
    /** Null when the token named no company. */
    companyId: p.integer().nullable(),
    companyName: p.string().length(200),
    createdAt: p.datetime().onCreate(() => new Date()),
    forwardStatus: p.string().$type<ForwardStatus>().length(16),
    forwardedAt: p.datetime().nullable(),
    forwardError: p.text().nullable(),
    /** The outbox mail that carried the ticket to SUPPORT_MAIL_TO, if one was written. */
    mailId: p
      .manyToOne(OutgoingMail)
      .mapToPk()
      .fieldName('mail_id')
      .foreignKeyName('support_ticket_mail_id_fkey')
      .deleteRule('set null')
      .nullable(),
  },
  indexes: [{ name: 'support_ticket_created_at_index', properties: ['createdAt'] }],
  checks: [{ name: 'support_ticket_forward_status_check', expression: "forward_status in ('none', 'forwarded', 'failed')" }],
});

export class SupportTicketRecord extends SupportTicketSchema.class {}
SupportTicketSchema.setClass(SupportTicketRecord);
export { SupportTicketSchema };
