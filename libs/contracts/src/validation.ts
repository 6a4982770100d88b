import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';

/** Figures of a problem or refusal, for the apps to put into their own sentence. */
export type ProblemParams = Record<string, string | number>;

/** One problem with one field of an input, as sent in an error's `details`. */
export interface FieldProblem {
  /** JSON pointer to the field, e.g. `/formValues/3/value`; `/` for the whole body. */
  path: string;
  /** English, for logs and API users; the apps say `key` with `params` in the screen's language. */
  message: string;
  /** Stable code of the problem (`required`, `maxDecimals`, …), listed in docs/api.md. */
  key?: string;
  params?: ProblemParams;
}

/** A field problem as the API sends it: always with its stable code. */
export interface KeyedFieldProblem extends FieldProblem {
  key: string;
}

/** A field problem with its code and figures, for the API's checks. */
export function fieldProblem(path: string, key: string, message: string, params?: ProblemParams): KeyedFieldProblem {
  return params ? { path, message, key, params } : { path, message, key };
}

export type Validation<T> = { ok: true; value: T } | { ok: false; problems: KeyedFieldProblem[] };

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
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not a known field';
    case 'type':
      return `must be ${(error.params as { type: string }).type}`;
    case 'enum':
      return `must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.map(String).join(', ')}`;
    default:
      return error.message ?? 'is invalid';
  }
}

/** The keywords of JSON Schema whose limit is the problem's one figure. */
const LIMITS: Record<string, string> = {
  minimum: 'minimum',
  maximum: 'maximum',
  exclusiveMinimum: 'exclusiveMinimum',
  exclusiveMaximum: 'exclusiveMaximum',
  minLength: 'minLength',
  maxLength: 'maxLength',
  minItems: 'minItems',
  maxItems: 'maxItems',
  minProperties: 'minProperties',
  maxProperties: 'maxProperties',
  multipleOf: 'multipleOf',
};

/** ajv's keyword as the stable code of a field problem, with its figures. */
function keyOf(error: ErrorObject): { key: string; params?: ProblemParams } {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { key: 'required' };
    case 'additionalProperties':
      return { key: 'unknownField', params: { field: String(params.additionalProperty) } };
    case 'type':
      return { key: 'type', params: { type: String(params.type) } };
    case 'enum':
      return { key: 'oneOf', params: { values: (params.allowedValues as unknown[]).map(String).join(', ') } };
    case 'const':
      return { key: 'oneOf', params: { values: String(params.allowedValue) } };
    case 'pattern':
      // A text that must have a non-blank character: only spaces is an empty, required one.
      return params.pattern === '\\S' ? { key: 'required' } : { key: 'pattern' };
    case 'format':
      return { key: 'format', params: { format: String(params.format) } };
    default: {
      const limit = LIMITS[error.keyword];
      // A text that must have at least one character is a required one, as a user sees it.
      if (limit === 'minLength' && params.limit === 1) return { key: 'required' };
      return limit ? { key: limit, params: { limit: Number(params.limit ?? params.multipleOf) } } : { key: 'invalid' };
    }
  }
}

/** Turns ajv's errors into field problems, one per field, in a stable order. */
export function toFieldProblems(errors: ErrorObject[] | null | undefined): KeyedFieldProblem[] {
  const seen = new Map<string, KeyedFieldProblem>();
  for (const error of errors ?? []) {
    const path = pathOf(error);
    if (!seen.has(path)) {
      const { key, params } = keyOf(error);
      seen.set(path, fieldProblem(path, key, messageOf(error), params));
    }
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
export function unstorableText(value: unknown, pointer = ''): KeyedFieldProblem[] {
  // Nearly every request is clean: look first, and name paths only when something is there.
  if (pointer === '' && !holdsUnstorableText(value)) return [];
  const unstorable = (path: string) => fieldProblem(path || '/', 'unstorableText', 'contains a character that cannot be stored');
  if (typeof value === 'string') return UNSTORABLE_TEXT.test(value) ? [unstorable(pointer)] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => unstorableText(item, `${pointer}/${index}`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => {
      const path = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      return UNSTORABLE_TEXT.test(key) ? [unstorable(path)] : unstorableText(item, path);
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
