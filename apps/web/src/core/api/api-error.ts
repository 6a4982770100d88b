import type { ApiErrorBody, FieldProblem } from '@lsp/contracts';

/** The kinds of client errors of docs/design.md#client-errors. */
export type ApiErrorKind = 'fetch' | 'status' | 'syntax' | 'validation' | 'internal';

/** A failed call to the API, with what the user can be told about it. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly details: { status?: number; body?: ApiErrorBody; problems?: FieldProblem[]; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
  }

  get status(): number | undefined {
    return this.details.status;
  }
}

/** An error whose text is a message key of the catalogues (sign-in problems). */
export class KeyedError extends Error {
  override readonly name = 'KeyedError';

  constructor(
    readonly messageKey: string,
    options?: { cause?: unknown },
  ) {
    super(messageKey, options);
  }
}
