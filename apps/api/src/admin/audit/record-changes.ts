import { isDeepStrictEqual } from 'node:util';
import type { AdminAuditEvent } from '@lsp/contracts';

/** Bookkeeping fields every record has; their change says nothing about the business. */
const UNAUDITED = new Set(['version', 'updatedAt', 'createdAt']);

/**
 * Field by field, what differs between a record before and after a change; a create has only
 * `to`, a delete only `from`.
 * @example recordChanges({ price: 12.5, name: 'A' }, { price: 13, name: 'A' }) // { price: { from: 12.5, to: 13 } }
 */
export function recordChanges(before: object | null, after: object | null): AdminAuditEvent['changes'] {
  const from = (before ?? {}) as Record<string, unknown>;
  const to = (after ?? {}) as Record<string, unknown>;
  const changes: AdminAuditEvent['changes'] = {};
  for (const field of new Set([...Object.keys(from), ...Object.keys(to)])) {
    if (UNAUDITED.has(field) || isDeepStrictEqual(from[field], to[field])) continue;
    changes[field] = { ...(before ? { from: from[field] ?? null } : {}), ...(after ? { to: to[field] ?? null } : {}) };
  }
  return changes;
}
