import type { ApiErrorBody, ErrorReason, FieldProblem } from '@lsp/contracts';

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

/** A failure the API answers deliberately, in the error form of docs/design.md#errors. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldProblem[],
    readonly reason?: ErrorReason,
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    const [statusCode, error] = statusByCode[this.code];
    return {
      statusCode, error, code: this.code, message: this.message, ...(this.details ? { details: this.details } : {}), ...(this.reason ? { reason: this.reason } : {}),
    };
  }

  static badRequest(message: string, details?: FieldProblem[]) {
    return new ApiError(ErrorCode.BadRequest, message, details);
  }

  static notFound(message = 'Not found') {
    return new ApiError(ErrorCode.NotFound, message);
  }

  static forbidden(message: string, details?: FieldProblem[]) {
    return new ApiError(ErrorCode.Forbidden, message, details);
  }

  static conflict(message: string, details?: FieldProblem[], reason?: ErrorReason) {
    return new ApiError(ErrorCode.Conflict, message, details, reason);
  }

  /** A refusal the apps say in their own words: `reason.key` with its figures, beside the English message. */
  static refused(message: string, key: string, params: Record<string, string | number>) {
    return new ApiError(ErrorCode.Conflict, message, undefined, { key, params });
  }

  static payloadTooLarge(message: string, details?: FieldProblem[]) {
    return new ApiError(ErrorCode.PayloadTooLarge, message, details);
  }

  static unsupportedMediaType(message: string, details?: FieldProblem[]) {
    return new ApiError(ErrorCode.UnsupportedMediaType, message, details);
  }
}

/** Maps an HTTP status (from Nest, Express or body-parser) back to our code. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400: return ErrorCode.BadRequest;
    case 401: return ErrorCode.Unauthenticated;
    case 403: return ErrorCode.Forbidden;
    case 404: return ErrorCode.NotFound;
    case 409: return ErrorCode.Conflict;
    case 413: return ErrorCode.PayloadTooLarge;
    case 415: return ErrorCode.UnsupportedMediaType;
    case 503: return ErrorCode.ServiceUnavailable;
    default: return status >= 400 && status < 500 ? ErrorCode.BadRequest : ErrorCode.Internal;
  }
}
