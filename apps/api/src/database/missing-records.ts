import type { EntityManager, EntityName } from '@mikro-orm/core';

/**
 * The seed records whose id is not in the table yet, found with one query per table rather
 * than one per record (the seed runs at every start).
 */
export async function missingRecords<R extends { id: string | number }>(
  em: EntityManager,
  entity: EntityName<object>,
  records: readonly R[],
): Promise<R[]> {
  if (records.length === 0) return [];
  const found = await em.find(entity, { id: { $in: records.map((r) => r.id) } }, { fields: ['id'] as never });
  const existing = new Set(found.map((row) => (row as { id: string | number }).id));
  return records.filter((record) => !existing.has(record.id));
}
