/** Schema pieces shared by the answers and the backoffice's writes. */

export const nullableInteger = { type: ['integer', 'null'] } as const;
export const nullableUrl = { type: ['string', 'null'], maxLength: 500 } as const;
export const translated = (maxLength: number) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['de', 'en'],
    properties: {
      de: { type: 'string', minLength: 1, maxLength, pattern: '\\S' },
      en: { type: 'string', minLength: 1, maxLength, pattern: '\\S' },
    },
  }) as const;
export const key = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '^[A-Za-z0-9_.-]+$' }) as const;
export const count = (maximum: number) => ({ type: ['integer', 'null'], minimum: 0, maximum }) as const;

const BOUNDS = new Set(['minimum', 'maximum', 'minLength', 'maxLength', 'pattern', 'maxItems', 'minItems']);

/**
 * The same properties without the bounds a write checks: what an answer promises (a record stored
 * before a bound was tightened is still answered).
 */
export function unbounded<T extends object>(properties: T): T {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([name]) => !BOUNDS.has(name))
        .map(([name, inner]) => [name, strip(inner)]),
    );
  };
  return strip(properties) as T;
}
