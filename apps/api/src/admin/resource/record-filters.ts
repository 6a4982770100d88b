import type { AdminListQuery, KeyedFieldProblem } from '@lsp/contracts';
import { berlinDayBounds } from '@lsp/domain';
import { ApiError } from '../../common/api-error.js';

/** A condition on the entity for one filter value, or a problem with the value. */
export type FilterCondition = (value: unknown) => Record<string, unknown> | string;

/** How a resource lists its records: which record fields sort and filter, and on what. */
export interface ListSpec {
  /** Record field → entity property the list may be sorted by. */
  sortable: Readonly<Record<string, string>>;
  /** Record field (as react-admin filters name it) → condition on the entity. */
  filters: Readonly<Record<string, FilterCondition>>;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type Kind = 'integer' | 'string' | 'boolean';

function asKind(value: unknown, kind: Kind): unknown {
  if (kind === 'integer') {
    const n = typeof value === 'string' && /^-?\d{1,15}$/.test(value) ? Number(value) : value;
    return Number.isSafeInteger(n) ? n : undefined;
  }
  if (kind === 'boolean') return typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** The property equals the value, or one of a list of values (react-admin's getMany sends `id: [..]`). */
export function equals(property: string, kind: Kind): FilterCondition {
  return (value) => {
    const values = Array.isArray(value) ? value : [value];
    const typed = values.map((v) => asKind(v, kind));
    if (typed.some((v) => v === undefined) || values.length > 1000)
      return `must be ${Array.isArray(value) ? 'a list of ' : ''}${kind === 'integer' ? 'integers' : kind === 'boolean' ? 'true or false' : 'text'}`;
    return { [property]: Array.isArray(value) ? { $in: typed } : typed[0] };
  };
}

/** Any of the properties contains the text, ignoring case. */
export function contains(...properties: string[]): FilterCondition {
  return (value) => {
    if (typeof value !== 'string') return 'must be text';
    const text = value.trim();
    if (!text) return {};
    if (text.length > 200) return 'is longer than 200 characters';
    const pattern = `%${escapeLike(text)}%`;
    return { $or: properties.map((property) => ({ [property]: { $ilike: pattern } })) };
  };
}

/** The date property is on or after (`$gte`) or before the end of (`$lte`) the given day or instant. */
export function dateBound(property: string, bound: '$gte' | '$lte'): FilterCondition {
  return (value) => {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(Date.parse(value)))
      return 'must be a date (YYYY-MM-DD)';
    if (new Date(`${value.slice(0, 10)}T12:00:00Z`).toISOString().slice(0, 10) !== value.slice(0, 10))
      return 'must be a day of the calendar (YYYY-MM-DD)';
    // A bare day is a day in Germany, as project numbers and quotes are dated (docs/dates.md).
    const date = value.length === 10 ? berlinDayBounds(value)[bound === '$gte' ? 'start' : 'end'] : new Date(value);
    return { [property]: { [bound]: date } };
  };
}

/** The entity filter and order of a parsed list query; unknown fields are a 400 naming them. */
export function entityQuery(
  spec: ListSpec,
  query: AdminListQuery,
  tiebreak = 'id',
): { where: Record<string, unknown>; orderBy: Record<string, 'asc' | 'desc'> } {
  const problems: KeyedFieldProblem[] = [];
  const conditions: Record<string, unknown>[] = [];
  for (const [field, value] of Object.entries(query.filter)) {
    if (value === undefined || value === null || value === '') continue;
    const condition = spec.filters[field];
    if (!condition) {
      problems.push({
        path: `/filter/${field}`,
        key: 'unknownField',
        params: { field },
        message: `is not a filter here; filters: ${Object.keys(spec.filters).join(', ')}`,
      });
      continue;
    }
    const result = condition(value);
    if (typeof result === 'string') problems.push({ path: `/filter/${field}`, key: 'invalid', message: result });
    else conditions.push(result);
  }
  const sortProperty = spec.sortable[query.sort.field];
  if (!sortProperty)
    problems.push({
      path: '/sort',
      key: 'unknownField',
      params: { field: query.sort.field },
      message: `cannot sort by ${query.sort.field}; sortable: ${Object.keys(spec.sortable).join(', ')}`,
    });
  if (problems.length)
    throw ApiError.badRequest(`The list query has invalid parameters: ${problems.map((p) => p.path).join(', ')}`, problems);
  const order = query.sort.order === 'ASC' ? 'asc' : 'desc';
  return {
    where: conditions.length ? { $and: conditions } : {},
    orderBy: { [sortProperty]: order, ...(sortProperty === tiebreak ? {} : { [tiebreak]: order }) },
  };
}
