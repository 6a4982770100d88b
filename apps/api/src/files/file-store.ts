import type { Readable } from 'node:stream';

/** What a store reports about content it has just written. */
export interface StoredContent {
  /** Bytes written. */
  size: number;
  /** Hex SHA-256 of the bytes, computed while they were written. */
  sha256: string;
}

/**
 * Where the bytes of project documents live, by key. The database holds everything else (name,
 * media type, owner); a store knows only keys and bytes.
 *
 * Keys are made by the server, never from a user's input: `/`-separated segments of
 * `[A-Za-z0-9._-]` that start with a letter or digit, e.g. `C20261121-3/0b9c…` (project id and
 * a random UUID). They map one to one onto object keys, so an S3-compatible store (behind an
 * optional prefix) implements this same interface: `put` as PutObject or a multipart upload
 * (visible only once complete, with the SHA-256 computed while streaming), `get` as GetObject's
 * body (NoSuchKey is {@link ContentNotStoredError}), `delete` as DeleteObject, `exists` as
 * HeadObject. The local store under `FILES_DIR` is the embedded default; instances sharing a
 * PostgreSQL server keep the bytes there (`DatabaseFileStore`, docs/file-storage.md).
 */
export interface FileStore {
  /**
   * Writes the content under the key, all or nothing: a failed or interrupted write leaves no
   * trace, and readers never see a partial file. An existing key is replaced.
   */
  put(key: string, content: Readable | Buffer): Promise<StoredContent>;
  /** The bytes under the key; rejects with {@link ContentNotStoredError} when there are none. */
  get(key: string): Promise<Readable>;
  /** Removes the key's bytes; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The keys whose bytes were stored before the instant, for sweeping what no row refers to. */
  storedBefore(cutoff: Date): AsyncIterable<string>;
}

/** The injection token of the application's {@link FileStore}. */
export const FILE_STORE = Symbol('FILE_STORE');

/** The store has nothing under a key the database refers to. */
export class ContentNotStoredError extends Error {
  constructor(readonly key: string) {
    super(`Nothing is stored under ${key}`);
  }
}

/** `/`-separated segments of letters, digits, `.`, `_` and `-`, none starting with a dot. */
const STORAGE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}(?:\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}){0,7}$/;

/** Throws unless the key is one the server could have made. */
export function checkStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}
