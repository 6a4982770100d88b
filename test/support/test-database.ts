import { randomBytes } from 'node:crypto';
import { cpSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * A database of its own for one test file: a fresh PGlite folder (by the caller's DATA_DIR), or,
 * with TEST_DB=postgresql, a new database on the TEST_DATABASE_URL server that is dropped after.
 * Where scripts/test.mjs made a template (test/support/database-template.ts), the new database is
 * a copy of it: migrated and seeded in a fraction of the time a first start takes.
 */
export interface TestDatabase {
  /** DATABASE_URL for the app, or undefined for the embedded database. */
  url: string | undefined;
  /** Puts the embedded database into a data folder before the product starts on it (a template's copy; else nothing). */
  prepare(dataDir: string): void;
  drop(): Promise<void>;
}

export function usesPostgresServer(): boolean {
  return process.env.TEST_DB === 'postgresql' && !!process.env.TEST_DATABASE_URL;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (usesPostgresServer()) return createDatabaseOn(process.env.TEST_DATABASE_URL!, 'lsp_test', process.env.TEST_POSTGRESQL_TEMPLATE);
  const template = process.env.TEST_PGLITE_TEMPLATE;
  return {
    url: undefined,
    prepare(dataDir) {
      // The product keeps its embedded database in DATA_DIR/pglite (app-config.ts).
      if (template) cpSync(template, path.join(dataDir, 'pglite'), { recursive: true, filter: (source) => !source.endsWith('.ready') });
    },
    drop: async () => {},
  };
}

/** A new database on a PostgreSQL server, named `<prefix>_<time>_<random>`, dropped by `drop()`; a copy of `template` if given. */
export async function createDatabaseOn(serverUrl: string, prefix: string, template?: string): Promise<TestDatabase & { url: string }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    prepare() {},
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/**
 * The options of a test in a `postgresql too` file whose screens do not depend on the database:
 * it runs on PGlite only, and the file's other tests on both (docs/testing.md#how-the-suite-runs).
 */
export const screensOnly = {
  skip: process.env.TEST_DB === 'postgresql' ? 'the screens alone, which do not depend on the database: on PGlite only' : false,
};
