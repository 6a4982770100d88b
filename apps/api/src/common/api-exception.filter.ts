import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_KEY, isDatabaseUnavailable } from '../database/database-unavailable.js';
import { ApiError, ErrorCode, codeForStatus, reason } from './api-error.js';

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  message?: string;
}

/**
 * The one place that turns every failure into the error body of docs/design.md#errors.
 * Client errors keep their message; anything unexpected is logged and answered as a bare 500.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const error = this.toApiError(exception);
    const body = error.toBody();
    if (body.statusCode === 503) this.logger.warn(`answered 503: ${exception instanceof Error ? exception.message : String(exception)}`);
    else if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (response.headersSent) return;
    if (body.statusCode === 503) response.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    response.status(body.statusCode).json(body);
  }

  private toApiError(exception: unknown): ApiError {
    if (exception instanceof ApiError) return exception;
    // A database that is down or stalled is the server's trouble for a while, not a fault: 503.
    if (isDatabaseUnavailable(exception))
      return new ApiError(ErrorCode.ServiceUnavailable, DATABASE_UNAVAILABLE_KEY, undefined, reason('databaseUnavailable'));
    // Nest wraps body-parser's errors (bad JSON, too large) in an HttpException with the cause.
    if (exception instanceof HttpException && (exception.cause as HttpishError | undefined)?.type) {
      return this.toApiError(exception.cause);
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      const message = typeof payload === 'string' ? payload : String((payload as { message?: unknown }).message ?? exception.message);
      return new ApiError(codeForStatus(status), message);
    }
    // Errors raised by body-parser and other Express middleware carry an HTTP status.
    const httpish = exception as HttpishError | null;
    const status = httpish?.status ?? httpish?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message =
        httpish?.type === 'entity.parse.failed'
          ? 'The request body is not valid JSON'
          : httpish?.type === 'entity.too.large'
            ? 'The request body is too large'
            : (httpish?.message ?? 'Bad request');
      return new ApiError(
        codeForStatus(status),
        message,
        httpish?.type === 'entity.parse.failed' ? [{ path: '/', key: 'notJson', message: 'is not valid JSON' }] : undefined,
      );
    }
    return new ApiError(ErrorCode.Internal, 'Internal server error');
  }
}
