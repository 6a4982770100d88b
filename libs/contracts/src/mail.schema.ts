/**
 * What became of a mail: `captured` (kept in the outbox only, no SMTP server configured),
 * `sent` (the SMTP server accepted it) or `failed` (it did not; `error` says why).
 */
export const MAIL_STATUSES = ['captured', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** One mail of the outbox, as the backoffice lists it. */
export interface OutgoingMailView {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The template it was rendered from, e.g. `project-changed`. */
  template: string;
  /** The language it was rendered in: de, en or pl. */
  language: string;
  /** The project it is about, e.g. `C20261120-3`. */
  projectId: string | null;
  status: MailStatus;
  error: string | null;
  /** ISO 8601. */
  createdAt: string;
  sentAt: string | null;
}

export const outgoingMailSchema = {
  $id: 'OutgoingMail',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'to', 'subject', 'text', 'html', 'template', 'language', 'projectId', 'status', 'error', 'createdAt', 'sentAt'],
  properties: {
    id: { type: 'integer' },
    to: { type: 'string' },
    subject: { type: 'string' },
    text: { type: 'string' },
    html: { type: 'string' },
    template: { type: 'string' },
    language: { type: 'string' },
    projectId: { type: ['string', 'null'] },
    status: { type: 'string', enum: [...MAIL_STATUSES] },
    error: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    sentAt: { type: ['string', 'null'] },
  },
} as const;
