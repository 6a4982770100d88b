import { type ArgumentsHost, Catch } from '@nestjs/common';
import type { Response } from 'express';
import type { FieldProblem } from '@lsp/contracts';
import { ApiError } from '../../common/api-error.js';
import { ApiExceptionFilter } from '../../common/api-exception.filter.js';

/** `/description/de` → `description.de`: the form field a problem belongs to, as react-admin names it. */
export function fieldNameOf(path: string): string {
  return path
    .replace(/^\//, '')
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

/**
 * The problems of an answer by form field, for react-admin to show on the fields of a
 * pessimistic save. A stale version is not a field problem (react-admin would show it on an
 * invisible field): it stays a message, "changed by someone else".
 */
export function formErrorsOf(details: readonly FieldProblem[]): Record<string, string> | undefined {
  const errors: Record<string, string> = {};
  for (const { path, message } of details) {
    const field = fieldNameOf(path);
    if (!field || field === 'version' || errors[field]) continue;
    errors[field] = message;
  }
  return Object.keys(errors).length ? errors : undefined;
}

/** The API's error answer, plus `errors` by field on the backoffice's routes. */
@Catch()
export class AdminExceptionFilter extends ApiExceptionFilter {
  override catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (!(exception instanceof ApiError) || !exception.details?.length || response.headersSent) return super.catch(exception, host);
    const body = exception.toBody();
    const errors = formErrorsOf(exception.details);
    response.status(body.statusCode).json(errors ? { ...body, errors } : body);
  }
}
