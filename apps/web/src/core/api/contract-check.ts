import validators from 'virtual:contract-validators';
import { toFieldProblems, type Validation } from '@lsp/contracts';

/**
 * Checks an answer against the API's JSON Schema of that `$id` (docs/design.md#http-api: server
 * response shapes are checked). The validators are compiled at build time, one chunk each, and
 * loaded with the first answer they check (see vite/contract-validators.ts).
 */
export async function checkContract<T>(schemaId: string, value: unknown): Promise<Validation<T>> {
  const load = validators[schemaId];
  if (!load) return { ok: false, problems: [{ path: '/', key: 'invalid', message: `no schema ${schemaId}` }] };
  const validate = await load();
  return validate(value) ? { ok: true, value: value as T } : { ok: false, problems: toFieldProblems(validate.errors) };
}
