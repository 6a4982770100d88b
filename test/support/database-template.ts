// A migrated and seeded database that every test file's own database starts as a copy of
// (docs/testing.md#a-database-of-its-own). scripts/test.mjs runs this file once before the API and
// browser specs and hands its answer to them as environment variables.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadAppConfig } from '@lsp/api/config/app-config';
import { startServer } from '@lsp/api/server';
import { freePort } from './test-server.js';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

/** Environment variables that tell test-database.ts where the templates are. */
export const PGLITE_TEMPLATE_ENV = 'TEST_PGLITE_TEMPLATE';
export const POSTGRESQL_TEMPLATE_ENV = 'TEST_POSTGRESQL_TEMPLATE';

/** What a fresh database becomes on first start: the API's build (migrations, seeding) and the seed and rule files. */
function contentHash(): string {
  const hash = createHash('sha256');
  const visit = (entry: string) => {
    if (statSync(entry).isDirectory()) for (const child of readdirSync(entry).sort()) visit(path.join(entry, child));
    else if (/\.(js|json)$/.test(entry)) hash.update(entry).update(readFileSync(entry));
  };
  for (const folder of ['apps/api/dist', 'seed', 'rules']) visit(path.join(root, folder));
  return hash.digest('hex').slice(0, 16);
}

/** Starts the product once on the database, which migrates and seeds it, and stops it. */
async function migrateAndSeed(database: { DATABASE_URL: string } | Record<string, never>, dataDir: string): Promise<void> {
  const config = loadAppConfig({
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    DEMO_PROJECTS: 'false',
    ...database,
  });
  const running = await startServer(config);
  // The product's own close is bounded (closeDatabase); the template is complete before it.
  await running.close();
}

/**
 * The embedded database's folder after a first start, kept under dist/ for the next runs until the
 * API's build, the seed or the rules change.
 */
async function pgliteTemplate(): Promise<string> {
  const folder = path.join(root, 'dist', 'test-templates', `pglite-${contentHash()}`);
  if (existsSync(path.join(folder, '.ready'))) return folder;
  rmSync(path.dirname(folder), { recursive: true, force: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lsp-template-'));
  try {
    await migrateAndSeed({}, dataDir);
    mkdirSync(path.dirname(folder), { recursive: true });
    cpSync(path.join(dataDir, 'pglite'), folder, { recursive: true });
    writeFileSync(path.join(folder, '.ready'), new Date().toISOString());
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return folder;
}

/** A template database on the server, named after this process; ones of ended runs are dropped first. */
async function postgresqlTemplate(serverUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'lsp_template_%'`);
    for (const { datname } of rows) {
      const pid = Number(/^lsp_template_(\d+)_/.exec(datname)?.[1]);
      if (pid && isRunning(pid)) continue;
      await admin.query(`drop database if exists "${datname}" with (force)`);
    }
    const name = `lsp_template_${process.ppid}_${Date.now()}`;
    await admin.query(`create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lsp-template-'));
    try {
      await migrateAndSeed({ DATABASE_URL: url.toString() }, dataDir);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    return name;
  } finally {
    await admin.end();
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Drops the server's template of this run (scripts/test.mjs, at its end). */
export async function dropPostgresqlTemplate(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}

// Run as a script: `node database-template.js [--postgresql <url>] [--drop <name>]` prints the environment as JSON.
if (process.argv[1] === import.meta.filename) {
  const option = (name: string) => {
    const at = process.argv.indexOf(name);
    return at >= 0 ? process.argv[at + 1] : undefined;
  };
  const serverUrl = option('--postgresql');
  const drop = option('--drop');
  if (serverUrl && drop) await dropPostgresqlTemplate(serverUrl, drop);
  else {
    const env: Record<string, string> = { [PGLITE_TEMPLATE_ENV]: await pgliteTemplate() };
    if (serverUrl) env[POSTGRESQL_TEMPLATE_ENV] = await postgresqlTemplate(serverUrl);
    process.stdout.write(`${JSON.stringify(env)}\n`);
  }
  process.exit(0);
}
