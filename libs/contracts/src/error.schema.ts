import type { KeyedFieldProblem, ProblemParams } from './validation.js';

/** The body of every error answer of the API (docs/design.md#errors). */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  /** Machine-readable code, e.g. NOT_ACTIVATED. */
  code: string;
  /** Human-readable text, or a message key such as `account.message.notActivated`. */
  message: string;
  /** The problems by field, each with its stable `key` and `params`. */
  details?: KeyedFieldProblem[];
  /** Backoffice routes only: the same problems by field name (`description.de`), as react-admin shows them on the form. */
  errors?: Record<string, string>;
  /**
   * Why the request failed, as a stable key with its figures, for the apps to say in the screen's
   * language (`message` stays English, for logs and API users). Every error answer has one, e.g.
   * `companyOwnsProjects` {company, count} or `notFound` {}; docs/api.md lists them.
   */
  reason: ErrorReason;
}

export interface ErrorReason {
  key: string;
  params: ProblemParams;
}

export const apiErrorSchema = {
  $id: 'ApiError',
  type: 'object',
  additionalProperties: false,
  required: ['statusCode', 'error', 'code', 'message', 'reason'],
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
        required: ['path', 'message', 'key'],
        properties: {
          path: { type: 'string' },
          message: { type: 'string' },
          key: { type: 'string' },
          params: { type: 'object', additionalProperties: { anyOf: [{ type: 'string' }, { type: 'number' }] } },
        },
      },
    },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
    reason: {
      type: 'object',
      additionalProperties: false,
      required: ['key', 'params'],
      properties: {
        key: { type: 'string' },
        params: { type: 'object', additionalProperties: { anyOf: [{ type: 'string' }, { type: 'number' }] } },
      },
    },
  },
} as const;
