/** Bounds of a support ticket's texts, shared by the schema and the front ends' forms. */
export const SUPPORT_TICKET_LIMITS = { description: 5000, area: 100, subject: 200 } as const;

/**
 * `POST /api/support/ticket`. The customer app opens a ticket from the loading-error report
 * (docs/design.md#support-tickets), for example:
 * - description `Loading Error with Code BKCC-project` (any text a user writes is accepted too),
 * - area `Web-App Support`,
 * - subject `Neues Projekt` for a new project, or `Projekt C20261120-3`.
 * Each must hold at least one non-blank character.
 */
export interface SupportTicketRequest {
  description: string;
  area: string;
  subject: string;
}

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;

export const supportTicketRequestSchema = {
  $id: 'SupportTicketRequest',
  type: 'object',
  additionalProperties: false,
  required: ['description', 'area', 'subject'],
  properties: {
    description: text(SUPPORT_TICKET_LIMITS.description),
    area: text(SUPPORT_TICKET_LIMITS.area),
    subject: text(SUPPORT_TICKET_LIMITS.subject),
  },
} as const;

/**
 * Whether a ticket reached the support desk: `none` when neither a webhook nor a mail address
 * is configured (the ticket is only listed in the backoffice), `forwarded` when every configured
 * channel took it, `failed` when one did not (the backoffice shows why).
 */
export const FORWARD_STATUSES = ['none', 'forwarded', 'failed'] as const;
export type ForwardStatus = (typeof FORWARD_STATUSES)[number];

/** A stored ticket, as `POST /api/support/ticket` answers it (201). */
export interface SupportTicket {
  id: number;
  description: string;
  area: string;
  subject: string;
  /** ISO 8601. */
  createdAt: string;
  createdBy: { id: string; name: string; email: string };
  /** The creator's company at the time; id null when the token named none. */
  company: { id: number | null; name: string };
  forwarding: { status: ForwardStatus; at: string | null };
}

/** A ticket as the backoffice lists it: with the reason a forward failed. */
export interface SupportTicketDetails extends Omit<SupportTicket, 'forwarding'> {
  forwarding: { status: ForwardStatus; at: string | null; error: string | null };
}

/** What `SUPPORT_WEBHOOK_URL` receives (POST, JSON) for every new ticket. */
export interface SupportTicketWebhook {
  event: 'support-ticket.created';
  ticket: Omit<SupportTicket, 'forwarding'>;
}

const ticketProperties = {
  id: { type: 'integer' },
  description: { type: 'string' },
  area: { type: 'string' },
  subject: { type: 'string' },
  createdAt: { type: 'string' },
  createdBy: {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'name', 'email'],
    properties: { id: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' } },
  },
  company: {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'name'],
    properties: { id: { type: ['integer', 'null'] }, name: { type: 'string' } },
  },
} as const;

export const supportTicketSchema = {
  $id: 'SupportTicket',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'description', 'area', 'subject', 'createdAt', 'createdBy', 'company', 'forwarding'],
  properties: {
    ...ticketProperties,
    forwarding: {
      type: 'object',
      additionalProperties: false,
      required: ['status', 'at'],
      properties: {
        status: { type: 'string', enum: [...FORWARD_STATUSES] },
        at: { type: ['string', 'null'] },
      },
    },
  },
} as const;

export const supportTicketWebhookSchema = {
  $id: 'SupportTicketWebhook',
  type: 'object',
  additionalProperties: false,
  required: ['event', 'ticket'],
  properties: {
    event: { const: 'support-ticket.created' },
    ticket: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'description', 'area', 'subject', 'createdAt', 'createdBy', 'company'],
      properties: ticketProperties,
    },
  },
} as const;
