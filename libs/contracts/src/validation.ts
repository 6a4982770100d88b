import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';

/** One problem with one field of an input, as sent in an error's `details`. */
export interface FieldProblem {
  /** JSON pointer to the field, e.g. `/formValues/3/value`; `/` for the whole body. */
  path: string;
  message: string;
}

export type Validation<T> = { ok: true; value: T } | { ok: false; problems: FieldProblem[] };

// Created on first use: the browser bundles only take types and constants from this library,
// and ajv compiles with `new Function`, which the apps' Content-Security-Policy forbids.
let ajv: Ajv | undefined;
const sharedAjv = () => (ajv ??= new Ajv({ allErrors: true, strict: true, useDefaults: false, coerceTypes: false }));

function pathOf(error: ErrorObject): string {
  const base = error.instancePath || '';
  if (error.keyword === 'required') return `${base}/${(error.params as { missingProperty: string }).missingProperty}`;
  if (error.keyword === 'additionalProperties') return `${base}/${(error.params as { additionalProperty: string }).additionalProperty}`;
  return base || '/';
}

function messageOf(error: ErrorObject): string {
  switch (error.keyword) {
    case 'required': return 'is required';
    case 'additionalProperties': return 'is not a known field';
    case 'type': return `must be ${(error.params as { type: string }).type}`;
    case 'enum': return `must be one of ${((error.params as { allowedValues: unknown[] }).allowedValues).map(String).join(', ')}`;
    default: return error.message ?? 'is invalid';
  }
}

/** Turns ajv's errors into field problems, one per field, in a stable order. */
export function toFieldProblems(errors: ErrorObject[] | null | undefined): FieldProblem[] {
  const seen = new Map<string, FieldProblem>();
  for (const error of errors ?? []) {
    const path = pathOf(error);
    if (!seen.has(path)) seen.set(path, { path, message: messageOf(error) });
  }
  return [...seen.values()];
}

/**
 * Compiles a JSON Schema once and answers a checker for it.
 * @example
 * const checkUser = validatorFor<User>(userSchema);
 * const result = checkUser(json);
 * if (!result.ok) console.log(result.problems); // [{ path: '/email', message: 'is required' }]
 */
export function validatorFor<T>(schema: object): (value: unknown) => Validation<T> {
  let validate: ValidateFunction | undefined;
  return (value: unknown) => {
    validate ??= sharedAjv().compile(schema);
    return validate(value) ? { ok: true, value: value as T } : { ok: false, problems: toFieldProblems(validate.errors) };
  };
}

// A NUL character or half of a surrogate pair: PostgreSQL cannot store either in text or jsonb.
// eslint-disable-next-line no-control-regex -- the NUL character is what this pattern is for
const UNSTORABLE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Problems with text no database column can hold (NUL characters, unpaired surrogates), anywhere
 * in a value, named by JSON pointer; keys count too.
 * @example unstorableText({ name: 'a\u0000b' }) // [{ path: '/name', message: 'contains a character that cannot be stored' }]
 */
export function unstorableText(value: unknown, pointer = ''): FieldProblem[] {
  // Nearly every request is clean: look first, and name paths only when something is there.
  if (pointer === '' && !holdsUnstorableText(value)) return [];
  const problem = (path: string): FieldProblem => ({ path: path || '/', message: 'contains a character that cannot be stored' });
  if (typeof value === 'string') return UNSTORABLE_TEXT.test(value) ? [problem(pointer)] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => unstorableText(item, `${pointer}/${index}`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => {
      const path = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      return UNSTORABLE_TEXT.test(key) ? [problem(path)] : unstorableText(item, path);
    });
  }
  return [];
}

function holdsUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return UNSTORABLE_TEXT.test(value);
  if (Array.isArray(value)) return value.some(holdsUnstorableText);
  if (typeof value === 'object' && value !== null) {
    for (const key in value) if (UNSTORABLE_TEXT.test(key) || holdsUnstorableText((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}
