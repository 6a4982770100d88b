import { ADMIN_PAGE_MAX, type AdminListQuery, type AdminListRawQuery, type KeyedFieldProblem } from '@lsp/contracts';
import { ApiError } from '../../common/api-error.js';

const DEFAULT_RANGE: [number, number] = [0, 24];

function parseJson(text: string, path: string, problems: KeyedFieldProblem[]): unknown {
  try {
    return JSON.parse(text);
  } catch {
    problems.push({ path, key: 'notJson', message: 'is not valid JSON' });
    return undefined;
  }
}

/**
 * Reads the `sort`, `range` and `filter` parameters of `ra-data-simple-rest` (each JSON-encoded);
 * anything malformed is a 400 naming the parameter, never a guess.
 * @example parseListQuery({ sort: '["name","DESC"]', range: '[25,49]', filter: '{"q":"wien"}' }, 'id')
 * // { sort: { field: 'name', order: 'DESC' }, offset: 25, limit: 25, filter: { q: 'wien' } }
 */
export function parseListQuery(raw: AdminListRawQuery, defaultSortField: string): AdminListQuery {
  const problems: KeyedFieldProblem[] = [];
  let sort: AdminListQuery['sort'] = { field: defaultSortField, order: 'ASC' };
  if (raw.sort !== undefined) {
    const value = parseJson(raw.sort, '/sort', problems);
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      value[0] &&
      (value[1] === 'ASC' || value[1] === 'DESC')
    ) {
      sort = { field: value[0], order: value[1] };
    } else if (value !== undefined) problems.push({ path: '/sort', key: 'invalid', message: 'must be ["field", "ASC" or "DESC"]' });
  }
  let [first, last] = DEFAULT_RANGE;
  if (raw.range !== undefined) {
    const value = parseJson(raw.range, '/range', problems);
    if (Array.isArray(value) && value.length === 2 && value.every((n) => Number.isSafeInteger(n) && n >= 0) && value[0] <= value[1]) {
      [first, last] = value as [number, number];
      if (last - first + 1 > ADMIN_PAGE_MAX)
        problems.push({
          path: '/range',
          key: 'maxItems',
          params: { limit: ADMIN_PAGE_MAX },
          message: `asks for more than ${ADMIN_PAGE_MAX} records`,
        });
    } else if (value !== undefined)
      problems.push({ path: '/range', key: 'invalid', message: 'must be [first, last] with 0 <= first <= last' });
  }
  let filter: Record<string, unknown> = {};
  if (raw.filter !== undefined) {
    const value = parseJson(raw.filter, '/filter', problems);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) filter = value as Record<string, unknown>;
    else if (value !== undefined)
      problems.push({ path: '/filter', key: 'type', params: { type: 'object' }, message: 'must be a JSON object' });
  }
  if (problems.length)
    throw ApiError.badRequest(`The list query has invalid parameters: ${problems.map((p) => p.path).join(', ')}`, problems);
  return { sort, offset: first, limit: last - first + 1, filter };
}

/** `products 0-24/319`, or `products *\/0` for an empty page (RFC 9110), as ra-data-simple-rest reads it. */
export function contentRange(resource: string, offset: number, count: number, total: number): string {
  return count === 0 ? `${resource} */${total}` : `${resource} ${offset}-${offset + count - 1}/${total}`;
}
