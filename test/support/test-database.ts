import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database of its own for one test file: a fresh PGlite folder (by the caller's DATA_DIR), or,
 * with TEST_DB=postgresql, a new database on the TEST_DATABASE_URL server that is dropped after.
 */
export interface TestDatabase {
  /** DATABASE_URL for the app, or undefined for the embedded database. */
  url: string | undefined;
  drop(): Promise<void>;
}

export function usesPostgresServer(): boolean {
  return process.env.TEST_DB === 'postgresql' && !!process.env.TEST_DATABASE_URL;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!usesPostgresServer()) return { url: undefined, drop: async () => {} };
  return createDatabaseOn(process.env.TEST_DATABASE_URL!, 'lsp_test');
}

/** A new database on a PostgreSQL server, named `<prefix>_<time>_<random>`, dropped by `drop()`. */
export async function createDatabaseOn(serverUrl: string, prefix: string): Promise<TestDatabase & { url: string }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
