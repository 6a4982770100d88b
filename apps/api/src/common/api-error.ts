import type { ApiErrorBody, ErrorReason, KeyedFieldProblem, ProblemParams } from '@lsp/contracts';

/** Every error the API answers with has one of these codes; `statusOf` maps them to HTTP. */
export enum ErrorCode {
  BadRequest = 'BAD_REQUEST',
  Unauthenticated = 'UNAUTHENTICATED',
  Forbidden = 'FORBIDDEN',
  NotActivated = 'NOT_ACTIVATED',
  NotFound = 'NOT_FOUND',
  Conflict = 'CONFLICT',
  PayloadTooLarge = 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType = 'UNSUPPORTED_MEDIA_TYPE',
  ServiceUnavailable = 'SERVICE_UNAVAILABLE',
  Internal = 'INTERNAL',
}

const statusByCode: Record<ErrorCode, [number, string]> = {
  [ErrorCode.BadRequest]: [400, 'Bad Request'],
  [ErrorCode.Unauthenticated]: [401, 'Unauthorized'],
  [ErrorCode.Forbidden]: [403, 'Forbidden'],
  [ErrorCode.NotActivated]: [403, 'Forbidden'],
  [ErrorCode.NotFound]: [404, 'Not Found'],
  [ErrorCode.Conflict]: [409, 'Conflict'],
  [ErrorCode.PayloadTooLarge]: [413, 'Payload Too Large'],
  [ErrorCode.UnsupportedMediaType]: [415, 'Unsupported Media Type'],
  [ErrorCode.ServiceUnavailable]: [503, 'Service Unavailable'],
  [ErrorCode.Internal]: [500, 'Internal Server Error'],
};

export function statusOf(code: ErrorCode): number {
  return statusByCode[code][0];
}

/** The reason an error without a more precise one gives: the kind of failure, as a stable key. */
const reasonByCode: Record<ErrorCode, string> = {
  [ErrorCode.BadRequest]: 'badRequest',
  [ErrorCode.Unauthenticated]: 'unauthenticated',
  [ErrorCode.Forbidden]: 'forbidden',
  [ErrorCode.NotActivated]: 'notActivated',
  [ErrorCode.NotFound]: 'notFound',
  [ErrorCode.Conflict]: 'conflict',
  [ErrorCode.PayloadTooLarge]: 'payloadTooLarge',
  [ErrorCode.UnsupportedMediaType]: 'unsupportedMediaType',
  [ErrorCode.ServiceUnavailable]: 'serviceUnavailable',
  [ErrorCode.Internal]: 'internal',
};

/** A reason: a stable key with its figures. */
export function reason(key: string, params: ProblemParams = {}): ErrorReason {
  return { key, params };
}

/**
 * A failure the API answers deliberately, in the error form of docs/design.md#errors. `message` is English, for logs and API users; `reason`
 * (and each field problem's `key`) is the stable code the apps translate. Without a reason of its
 * own an error gives its kind (`notFound`, `invalidFields` when fields are named, …).
 */
export class ApiError extends Error {
  readonly reason: ErrorReason;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: KeyedFieldProblem[],
    reason?: ErrorReason,
  ) {
    super(message);
    this.reason =
      reason ??
      (code === ErrorCode.BadRequest && details?.length
        ? { key: 'invalidFields', params: { count: details.length } }
        : { key: reasonByCode[code], params: {} });
  }

  toBody(): ApiErrorBody {
    const [statusCode, error] = statusByCode[this.code];
    return {
      statusCode,
      error,
      code: this.code,
      message: this.message,
      reason: this.reason,
      ...(this.details ? { details: this.details } : {}),
    };
  }

  static badRequest(message: string, details?: KeyedFieldProblem[], why?: ErrorReason) {
    return new ApiError(ErrorCode.BadRequest, message, details, why);
  }

  /** Nothing at that address; `what` names the kind of record (`project`, `product`, …) for the apps. */
  static notFound(message = 'Not found', what?: string, id?: string | number) {
    return new ApiError(
      ErrorCode.NotFound,
      message,
      undefined,
      what ? reason('notFound', id === undefined ? { what } : { what, id }) : undefined,
    );
  }

  static forbidden(message: string, details?: KeyedFieldProblem[], why?: ErrorReason) {
    return new ApiError(ErrorCode.Forbidden, message, details, why);
  }

  static conflict(message: string, details?: KeyedFieldProblem[], why?: ErrorReason) {
    return new ApiError(ErrorCode.Conflict, message, details, why);
  }

  /**
   * The record changed since the client loaded it at `given`; it is at `current` now. `saved`: who
   * saved the current version and when, where the record knows it (a project's `by`, `byName`, `at`).
   */
  static stale(message: string, given: number, current: number, noun = 'record', saved: ProblemParams = {}) {
    return new ApiError(
      ErrorCode.Conflict,
      message,
      [{ path: '/version', key: 'stale', params: { given, current }, message: `is ${given}, the ${noun} is at ${current}` }],
      reason('stale', { given, current, ...saved }),
    );
  }

  /** A refusal the apps say in their own words: `reason.key` with its figures, beside the English message. */
  static refused(message: string, key: string, params: ProblemParams) {
    return new ApiError(ErrorCode.Conflict, message, undefined, { key, params });
  }

  static payloadTooLarge(message: string, details?: KeyedFieldProblem[], why?: ErrorReason) {
    return new ApiError(ErrorCode.PayloadTooLarge, message, details, why);
  }

  static unsupportedMediaType(message: string, details?: KeyedFieldProblem[], why?: ErrorReason) {
    return new ApiError(ErrorCode.UnsupportedMediaType, message, details, why);
  }
}

/** Maps an HTTP status (from Nest, Express or body-parser) back to our code. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return ErrorCode.BadRequest;
    case 401:
      return ErrorCode.Unauthenticated;
    case 403:
      return ErrorCode.Forbidden;
    case 404:
      return ErrorCode.NotFound;
    case 409:
      return ErrorCode.Conflict;
    case 413:
      return ErrorCode.PayloadTooLarge;
    case 415:
      return ErrorCode.UnsupportedMediaType;
    case 503:
      return ErrorCode.ServiceUnavailable;
    default:
      return status >= 400 && status < 500 ? ErrorCode.BadRequest : ErrorCode.Internal;
  }
}
