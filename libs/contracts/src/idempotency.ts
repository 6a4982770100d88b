/**
 * A create sent with this request header is made once (docs/api.md#idempotency-key): sent again
 * with the same key within a day, it answers the record the first one made.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set to `true` on the answer of a create that a key's first create had made already. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * A new key for one create attempt: a random UUID (version 4). Built from `getRandomValues`,
 * which browsers offer on plain-HTTP pages too (`randomUUID` only on secure ones).
 */
export function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
