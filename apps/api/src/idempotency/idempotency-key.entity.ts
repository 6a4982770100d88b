import { defineEntity, p } from '@mikro-orm/core';

/**
 * A create made with an `Idempotency-Key` header (docs/api.md#idempotency-key): which record the
 * key's first create made, stored in that create's own transaction. Kept for a day.
 */
const IdempotencyKeySchema = defineEntity({
  name: 'IdempotencyKey',
  tableName: 'idempotency_key',
  properties: {
    /** The user who sent it: one user's key never answers another's create. */
    userId: p.string().length(200).primary(),
    /** What the create makes: `project`, or `admin/<resource>`. */
    scope: p.string().length(60).primary(),
    key: p.string().length(200).primary(),
    recordId: p.string().length(60),
    createdAt: p.datetime(),
  },
  indexes: [{ name: 'idempotency_key_created_at_index', properties: ['createdAt'] }],
});

export class IdempotencyKey extends IdempotencyKeySchema.class {}
IdempotencyKeySchema.setClass(IdempotencyKey);
export { IdempotencyKeySchema };
