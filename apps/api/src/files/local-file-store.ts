import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkStorageKey, ContentNotStoredError, type FileStore, type StoredContent } from './file-store.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * A {@link FileStore} in a folder of the local disk: the key `a/b` is the file `{root}/a/b`.
 * Content is written to `{root}/.tmp` first and renamed into place, so a failed write leaves
 * nothing under the key and readers never see half a file.
 */
export class LocalFileStore implements FileStore {
  readonly root: string;
  private readonly tempDir: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    this.tempDir = path.join(this.root, '.tmp');
  }

  async put(key: string, content: Readable | Buffer): Promise<StoredContent> {
    const target = this.pathOf(key);
    await mkdir(this.tempDir, { recursive: true });
    await mkdir(path.dirname(target), { recursive: true });
    const temp = path.join(this.tempDir, randomUUID());
    const hash = createHash('sha256');
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    });
    try {
      await pipeline(Buffer.isBuffer(content) ? Readable.from([content]) : content, measure, createWriteStream(temp, { flags: 'wx' }));
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return { size, sha256: hash.digest('hex') };
  }

  async get(key: string): Promise<Readable> {
    try {
      // Opened now, so a missing file is an error here rather than on the stream mid-response.
      const handle = await open(this.pathOf(key), 'r');
      return handle.createReadStream();
    } catch (error) {
      if (isMissing(error)) throw new ContentNotStoredError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async *storedBefore(cutoff: Date): AsyncIterable<string> {
    yield* keysUnder(this.root, [], cutoff.getTime());
  }

  /** Removes what interrupted writes (a crash, a kill) left in the temp folder. */
  async removeLeftovers(olderThanMs: number): Promise<void> {
    await removeFilesOlderThan(this.tempDir, olderThanMs);
  }

  /**
   * The file of a key. Keys are the server's own, but the path is still resolved and checked to
   * lie inside the root: defence in depth against a key that was built wrongly.
   */
  private pathOf(key: string): string {
    checkStorageKey(key);
    const resolved = path.resolve(this.root, ...key.split('/'));
    const relative = path.relative(this.root, resolved);
    if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) throw new Error(`Storage key ${key} leaves the store`);
    return resolved;
  }
}

/** The keys of the files under `dir` (the temp folder left out) last changed before the cutoff. */
async function* keysUnder(dir: string, segments: string[], cutoffMs: number): AsyncIterable<string> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
    if (isMissing(error)) return [];
    throw error;
  });
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const here = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* keysUnder(here, [...segments, entry.name], cutoffMs);
    else if (entry.isFile() && segments.length > 0) {
      const info = await stat(here).catch(() => null);
      if (info && info.mtimeMs < cutoffMs) yield [...segments, entry.name].join('/');
    }
  }
}

/** Deletes the plain files directly in `dir` last changed more than `olderThanMs` ago. */
export async function removeFilesOlderThan(dir: string, olderThanMs: number): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  const cutoff = Date.now() - olderThanMs;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info?.isFile() && info.mtimeMs < cutoff) await rm(file, { force: true });
  }
}
