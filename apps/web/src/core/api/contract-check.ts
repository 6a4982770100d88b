import validators from 'virtual:contract-validators';
import { toFieldProblems, type Validation } from '@lsp/contracts';

/**
 * Checks an answer against the API's JSON Schema of that `$id` (spec section 5: server
 * response shapes are checked). The validators are compiled at build time, see vite/.
 */
export function checkContract<T>(schemaId: string, value: unknown): Validation<T> {
  const validate = validators[schemaId];
  if (!validate) return { ok: false, problems: [{ path: '/', message: `no schema ${schemaId}` }] };
  return validate(value) ? { ok: true, value: value as T } : { ok: false, problems: toFieldProblems(validate.errors) };
}
