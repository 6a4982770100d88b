/**
 * Checks a rule set against its JSON Schema with ajv and turns ajv's errors into one readable
 * problem per place. Ajv compiles the schema with `new Function`, once, on first use: validation
 * happens when a rule set is loaded or saved, never while rules run.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { RuleSetProblem } from '../model/errors.js';
import { pointer } from '../model/json-pointer.js';
import { ruleSetSchema } from '../model/rule-set.schema.js';

let validator: ValidateFunction | undefined;

function compiledValidator(): ValidateFunction {
  validator ??= new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true }).compile(ruleSetSchema);
  return validator;
}

const ACTION_TAGS = 'set, offer, withdraw, addProduct, addProducts, topUp, setQuantity, message';
const REQUIRED_STAGES = ['options', 'ventilation', 'products', 'post'];

/**
 * Errors explained by a better one: `if` reports its `then` failures again; the branches of a
 * failing anyOf/oneOf fail on the same value with `type`, `required` or `minItems`.
 */
function isNoise(error: ErrorObject, all: ErrorObject[]): boolean {
  if (error.keyword === 'if' || error.keyword === 'propertyNames') return true;
  if (!['type', 'required', 'minItems'].includes(error.keyword)) return false;
  return all.some((outer) => (outer.keyword === 'anyOf' || outer.keyword === 'oneOf') && outer.instancePath === error.instancePath);
}

/** The property name an error is about, when it comes from a `propertyNames` check. */
function propertyNameOf(error: ErrorObject, all: ErrorObject[]): string | undefined {
  if (typeof error.data !== 'string') return undefined;
  const outer = all.find(
    (e) =>
      e.keyword === 'propertyNames' &&
      e.instancePath === error.instancePath &&
      (e.params as { propertyName?: string }).propertyName === error.data,
  );
  return outer ? error.data : undefined;
}

function describe(error: ErrorObject, all: ErrorObject[]): { path: string; message: string } {
  const base = error.instancePath;
  const params = error.params as Record<string, unknown>;
  const propertyName = propertyNameOf(error, all);
  const named = propertyName === undefined ? base : pointer(base, propertyName);
  switch (error.keyword) {
    case 'required':
      return { path: pointer(base, String(params.missingProperty)), message: 'is required' };
    case 'additionalProperties':
      return { path: pointer(base, String(params.additionalProperty)), message: 'is not a known field' };
    case 'minProperties':
    case 'maxProperties':
      return { path: base, message: 'an operation is an object with exactly one operator' };
    case 'oneOf':
      return params.passingSchemas
        ? { path: base, message: `an action does exactly one of ${ACTION_TAGS}` }
        : { path: base, message: `an action needs one of ${ACTION_TAGS}` };
    case 'anyOf':
      return { path: base, message: 'must be a literal or a non-empty list of literals' };
    case 'contains': {
      const index = Number(/allOf\/(\d+)\/contains$/.exec(error.schemaPath)?.[1]);
      return { path: base, message: `stage '${REQUIRED_STAGES[index] ?? '?'}' is missing` };
    }
    case 'not': {
      const negated = error.schema as { required?: string[] };
      if (negated.required?.includes('default')) return { path: pointer(base, 'default'), message: 'a sealed selector has no default' };
      return { path: named, message: `'${String(error.data)}' is a reserved name` };
    }
    case 'enum':
      return { path: named, message: `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}` };
    case 'type':
      return { path: named, message: `must be ${String(params.type).replace(/,/g, ' or ')}` };
    case 'pattern':
      return { path: named, message: `'${String(error.data)}' does not match ${String(params.pattern)}` };
    default:
      return { path: named, message: error.message ?? 'is invalid' };
  }
}

/**
 * Problems of a rule set against `rules/rule-set.schema.json`, each at a JSON Pointer.
 * @example schemaProblems({ key: 'x' }) // [{ path: '/version', message: 'is required', code: 'SCHEMA' }, ...]
 */
export function schemaProblems(json: unknown): RuleSetProblem[] {
  const validate = compiledValidator();
  if (validate(json)) return [];
  const errors = validate.errors ?? [];
  const seen = new Set<string>();
  const problems: RuleSetProblem[] = [];
  for (const error of errors) {
    if (isNoise(error, errors)) continue;
    const { path, message } = describe(error, errors);
    const key = `${path}\n${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ path, message, code: 'SCHEMA' });
  }
  return problems;
}
