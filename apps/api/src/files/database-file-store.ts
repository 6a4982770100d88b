import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { MikroORM } from '@mikro-orm/core';
import { checkStorageKey, ContentNotStoredError, type FileStore, type StoredContent } from './file-store.js';

/** Bytes per row of `file_chunk`: a download holds one chunk in memory at a time. */
export const CHUNK_BYTES = 1024 * 1024;

type Row = Record<string, unknown>;

/** A bytea value as the driver gives it (pg: Buffer; PGlite: Uint8Array). */
const asBuffer = (value: unknown): Buffer =>
  Buffer.isBuffer(value)
    ? value
    : Buffer.from((value as Uint8Array).buffer, (value as Uint8Array).byteOffset, (value as Uint8Array).byteLength);

/**
 * A {@link FileStore} in the database (tables `file_content` and `file_chunk`), which every instance
 * on the same PostgreSQL server shares: a document uploaded through one is downloaded through any
 * other (docs/file-storage.md). A document is written in one transaction, so a failed or
 * interrupted write leaves nothing and no reader sees part of it.
 *
 * `legacy` is the local store of before: keys not in the database are looked for there, so
 * documents stored before the switch stay readable.
 */
export class DatabaseFileStore implements FileStore {
  constructor(
    private readonly orm: MikroORM,
    private readonly legacy?: FileStore,
  ) {}

  async put(key: string, content: Readable | Buffer): Promise<StoredContent> {
    checkStorageKey(key);
    return this.orm.em.fork().transactional(async (em) => {
      const connection = em.getConnection();
      const context = em.getTransactionContext();
      const run = (sql: string, params: unknown[]) => connection.execute(sql, params, 'run', context);
      await run('delete from "file_content" where "storage_key" = ?', [key]);
      await run('insert into "file_content" ("storage_key", "size", "sha256", "chunks") values (?, 0, ?, 0)', [key, '0'.repeat(64)]);
      const hash = createHash('sha256');
      let size = 0;
      let chunks = 0;
      const flush = async (bytes: Buffer) => {
        await run('insert into "file_chunk" ("storage_key", "seq", "bytes") values (?, ?, ?)', [key, chunks++, bytes]);
      };
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      for await (const piece of Buffer.isBuffer(content) ? [content] : content) {
        const chunk = Buffer.isBuffer(piece) ? piece : Buffer.from(piece as Uint8Array);
        hash.update(chunk);
        size += chunk.length;
        pending.push(chunk);
        pendingBytes += chunk.length;
        while (pendingBytes >= CHUNK_BYTES) {
          const joined = Buffer.concat(pending);
          await flush(joined.subarray(0, CHUNK_BYTES));
          const rest = joined.subarray(CHUNK_BYTES);
          pending = rest.length ? [rest] : [];
          pendingBytes = rest.length;
        }
      }
      if (pendingBytes > 0 || chunks === 0) await flush(Buffer.concat(pending));
      const sha256 = hash.digest('hex');
      await run('update "file_content" set "size" = ?, "sha256" = ?, "chunks" = ?, "stored_at" = now() where "storage_key" = ?', [
        size,
        sha256,
        chunks,
        key,
      ]);
      return { size, sha256 };
    });
  }

  async get(key: string): Promise<Readable> {
    checkStorageKey(key);
    const [row] = await this.query('select "chunks" from "file_content" where "storage_key" = ?', [key]);
    if (!row) {
      if (this.legacy) return this.legacy.get(key);
      throw new ContentNotStoredError(key);
    }
    const chunks = Number(row.chunks);
    const query = (seq: number) => this.query('select "bytes" from "file_chunk" where "storage_key" = ? and "seq" = ?', [key, seq]);
    return Readable.from(
      (async function* () {
        for (let seq = 0; seq < chunks; seq++) {
          const [chunk] = await query(seq);
          // Deleted while it was being read: the download ends with an error, not with a short file.
          if (!chunk) throw new ContentNotStoredError(key);
          yield asBuffer(chunk.bytes);
        }
      })(),
      { objectMode: false },
    );
  }

  async delete(key: string): Promise<void> {
    checkStorageKey(key);
    await this.query('delete from "file_content" where "storage_key" = ?', [key]);
    await this.legacy?.delete(key);
  }

  async exists(key: string): Promise<boolean> {
    checkStorageKey(key);
    const [row] = await this.query('select 1 as "found" from "file_content" where "storage_key" = ?', [key]);
    return row !== undefined || ((await this.legacy?.exists(key)) ?? false);
  }

  async *storedBefore(cutoff: Date): AsyncIterable<string> {
    const rows = await this.query('select "storage_key" from "file_content" where "stored_at" < ? order by "storage_key"', [cutoff]);
    for (const row of rows) yield String(row.storage_key);
    if (this.legacy) yield* this.legacy.storedBefore(cutoff);
  }

  private query(sql: string, params: unknown[]): Promise<Row[]> {
    return this.orm.em.fork().getConnection().execute(sql, params, 'all') as Promise<Row[]>;
  }
}
