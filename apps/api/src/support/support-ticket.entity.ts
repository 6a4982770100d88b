import { defineEntity, p } from '@mikro-orm/core';
import type { ForwardStatus } from '@lsp/contracts';

/** A ticket a user opened (spec section 7), kept for the backoffice whether or not it was forwarded. */
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
    mailId: p.integer().nullable(),
  },
});

export class SupportTicketRecord extends SupportTicketSchema.class {}
SupportTicketSchema.setClass(SupportTicketRecord);
export { SupportTicketSchema };
