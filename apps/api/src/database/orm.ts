import { mkdirSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import { MikroORM, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PgliteDriver } from '@mikro-orm/pglite';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { AppConfig } from '../config/app-config.js';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';
import { CLIENT_GRACE_MS, endCheckedOut, guardPool, isGuarded } from './pool-guard.js';

const logger = new Logger('Database');

/** The request pool's size on a PostgreSQL server. */
export const POOL_MAX = 10;
/** How the API's pooled connections are named in `pg_stat_activity`. */
export const APPLICATION_NAME = 'lift-planner';

/** The driver-specific part of the ORM options: PGlite in a folder, or a PostgreSQL server. */
function driverOptions(database: AppConfig['database']): Partial<Options> {
  if (database.driver === 'pglite') {
    // PGlite does not create missing parent folders itself.
    mkdirSync(database.dataDir, { recursive: true });
    // pg_trgm backs the project search's index (PGlite loads no extension it is not given).
    return { driver: PgliteDriver, dbName: database.dataDir, driverOptions: { extensions: { pg_trgm } } };
  }
  const { connectMs, statementMs, idleInTransactionMs } = database.timeouts;
  return {
    driver: PostgreSqlDriver,
    clientUrl: database.url,
    pool: { min: 0, max: POOL_MAX },
    // pg's Pool options. statement_timeout and idle_in_transaction_session_timeout are the
    // server's; query_timeout is the client's own, which also ends a wait on a frozen server.
    // The pool guard gives back every connection whatever fails, and bounds a request's wait.
    driverOptions: {
      connectionTimeoutMillis: connectMs,
      statement_timeout: statementMs,
      query_timeout: statementMs + CLIENT_GRACE_MS,
      idle_in_transaction_session_timeout: idleInTransactionMs,
      keepAlive: true,
      application_name: APPLICATION_NAME,
      onPoolCreated: (pool: pg.Pool) => guardPool(pool, { statementMs }),
    },
  };
}

/**
 * What the entities do not describe, so that the ORM's schema diff leaves it alone
 * (docs/database.md#schema): tables written with SQL of their own (the identity provider's
 * store, the project-number counter, document bytes, the figures' tallies) and the triggers with their functions,
 * which only migrations create; test/api/schema-drift.spec.ts checks those are there.
 */
export const SCHEMA_GENERATOR = {
  skipTables: [
    'oidc_payload',
    'project_day_sequence',
    'file_content',
    'file_chunk',
    'project_tally',
    'project_tally_change',
    'product_tally',
    'product_tally_change',
  ],
  ignoreTriggers: true,
  ignoreRoutines: true,
} satisfies Options['schemaGenerator'];

/**
 * Opens the database and brings its schema up to date. The same entities and the same
 * committed migrations run on both drivers.
 */
export async function openDatabase(database: AppConfig['database'], options: { debug?: boolean } = {}): Promise<MikroORM> {
  const orm = await MikroORM.init({
    ...driverOptions(database),
    entities: [...entities] as Options['entities'],
    extensions: [Migrator],
    migrations: {
      migrationsList: migrations,
      snapshot: false,
      snapshotName: '.snapshot-lift-planner',
      transactional: true,
      allOrNothing: true,
      silent: !options.debug,
    },
    schemaGenerator: SCHEMA_GENERATOR,
    debug: options.debug ?? false,
    allowGlobalContext: false,
    forceUtcTimezone: true,
  });
  if (database.driver === 'postgresql' && !isGuarded(await orm.em.getConnection().getNativeClient())) {
    await orm.close(true);
    throw new Error('The request pool is not guarded: @mikro-orm/postgresql no longer calls driverOptions.onPoolCreated (pool-guard.ts)');
  }
  await orm.migrator.up();
  return orm;
}

/** How long the database's close waits for connections still checked out before it ends them. */
export const CLOSE_GRACE_MS = 3000;

const settlesWithin = (work: Promise<unknown>, ms: number): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, ms, false)));
  return Promise.race([work.then(() => true), late]).finally(() => clearTimeout(timer));
};

/**
 * Closes the database within a bound (docs/database-faults.md#stopping). pg's `pool.end()` waits
 * for every checked-out connection to come back; one that a background task took while the ORM
 * was closing never does. After a grace for their holders, what is still out is ended, and a
 * close that still does not finish is left behind with a warning rather than hold the process.
 */
export async function closeDatabase(orm: MikroORM, graceMs = CLOSE_GRACE_MS): Promise<void> {
  const pool: unknown = await orm.em.getConnection().getNativeClient();
  const closing = orm.close(true);
  if (!isGuarded(pool) || (await settlesWithin(closing, graceMs))) return closing;
  const ended = endCheckedOut(pool);
  if (!(await settlesWithin(closing, graceMs)))
    logger.warn(`The database pool did not close within ${(2 * graceMs) / 1000} s (${ended} connections ended): leaving it`);
  else if (ended) logger.warn(`Ended ${ended} database connections still checked out at shutdown`);
}
