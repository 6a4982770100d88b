import type { FieldProblem } from './validation.js';

/** The body of every error answer of the API (docs/design.md#errors). */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  /** Machine-readable code, e.g. NOT_ACTIVATED. */
  code: string;
  /** Human-readable text, or a message key such as `account.message.notActivated`. */
  message: string;
  details?: FieldProblem[];
  /** Backoffice routes only: the same problems by field name (`description.de`), as react-admin shows them on the form. */
  errors?: Record<string, string>;
  /**
   * Why a request was refused, as a stable key with its figures, for the apps to say in the screen's
   * language (`message` stays English, for logs and API users). E.g. `companyOwnsProjects` {company, count}.
   */
  reason?: ErrorReason;
}

export interface ErrorReason {
  key: string;
  params: Record<string, string | number>;
}

export const apiErrorSchema = {
  $id: 'ApiError',
  type: 'object',
  additionalProperties: false,
  required: ['statusCode', 'error', 'code', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    code: { type: 'string' },
    message: { type: 'string' },
    details: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['path', 'message'],
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
    reason: {
      type: 'object',
      additionalProperties: false,
      required: ['key', 'params'],
      properties: { key: { type: 'string' }, params: { type: 'object', additionalProperties: { anyOf: [{ type: 'string' }, { type: 'number' }] } } },
    },
  },
} as const;
