import type { PipeTransform } from '@nestjs/common';
import { unstorableText, validatorFor, type Validation } from '@lsp/contracts';
import { ApiError } from './api-error.js';

/**
 * Validates a request part (body or query) against a JSON Schema of libs/contracts, the same
 * schema the front ends use. Bad input is a 400 naming every bad field. The API description
 * (apps/api/src/openapi) reads `schema` off the route's pipes, so what is documented is what is checked.
 * @example  find(@Query(new SchemaPipe(settingsQuerySchema)) query: SettingsQuery)
 */
export class SchemaPipe<T> implements PipeTransform<unknown, T> {
  private readonly check: (value: unknown) => Validation<T>;

  constructor(
    readonly schema: object,
    private readonly what = 'request',
  ) {
    this.check = validatorFor<T>(schema);
  }

  transform(value: unknown): T {
    const result = this.check(value ?? {});
    const problems = result.ok ? unstorableText(result.value) : result.problems;
    if (result.ok && problems.length === 0) return result.value;
    throw ApiError.badRequest(`The ${this.what} has invalid fields: ${problems.map((p) => p.path).join(', ')}`, problems);
  }
}
