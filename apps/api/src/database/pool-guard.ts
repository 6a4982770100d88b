import type pg from 'pg';
import { poolTimeouts } from '../metrics/instance-metrics.js';
import { currentRequestWait, DatabaseWaitExceeded, type RequestWait } from './request-wait.js';

/** How much longer than the server's statement timeout the client waits for its answer (a frozen server cancels nothing). */
export const CLIENT_GRACE_MS = 500;

/** What `pg` keeps of a client's socket; destroying it ends the client as a dropped connection would. */
type GuardedClient = pg.PoolClient & { connection?: { stream?: { destroy(): void } } };
type Release = (error?: Error | boolean) => void;
type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** The pool's figures, as health reports them. */
export interface PoolFigures {
  max: number;
  open: number;
  idle: number;
  waiting: number;
}

export function poolFigures(pool: pg.Pool): PoolFigures {
  return { max: pool.options.max ?? 10, open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/** Ends a client's connection at once; the server rolls back whatever it had open. */
function destroy(client: GuardedClient): void {
  client.connection?.stream?.destroy();
}

const isSubmittable = (config: unknown): boolean => typeof (config as { submit?: unknown } | null)?.submit === 'function';

/**
 * Makes the request pool give back every connection, whatever fails (docs/database-faults.md):
 *
 * - A checked-out connection whose socket fails is given back at once, as broken, so the pool
 *   drops it and opens another. Kysely, which MikroORM runs on, never gives back a connection
 *   whose `begin`, `commit` or `rollback` fails, which is what a cut connection does to a
 *   transaction: before this, every cut during a transaction lost the pool one connection for good.
 * - A statement that outlives its bound (`DB_STATEMENT_TIMEOUT` + 0.5 s, or what is left of its
 *   request's wait) ends its connection: `pg` gives up on the answer but would hand the
 *   connection, its statement still running, to the next request.
 * - Within an HTTP request, getting a connection and every statement count against the request's
 *   one bound (`RequestWait`); a request whose caller went away has what it waits on cut.
 */
export function guardPool(pool: pg.Pool, limits: { statementMs: number }): void {
  const leased = new Set<GuardedClient>();
  checkedOut.set(pool, leased);
  pool.on('connect', (client) => guardQueries(client as GuardedClient, limits.statementMs + CLIENT_GRACE_MS));
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined;
  // pg-pool's own `pool.query` checks out with a callback: left as it is (the API does not use it).
  const guardedConnect = (callback?: unknown) =>
    callback ? connect(callback) : acquire(() => connect() as Promise<pg.PoolClient>, leased);
  Object.assign(pool, { connect: guardedConnect });
}

/** The connections each guarded pool has handed out and not had back. */
const checkedOut = new WeakMap<pg.Pool, Set<GuardedClient>>();

/** Whether `guardPool` guards this pool: checked at start, so that no driver upgrade drops the guard unnoticed. */
export const isGuarded = (pool: unknown): boolean => checkedOut.has(pool as pg.Pool);

/**
 * Ends every connection still checked out of a guarded pool, which gives each back as broken;
 * answers how many. For shutdown, once their holders had their time: a connection handed out
 * while the ORM closes reaches a driver that is gone (kysely then reads its destroyed pool and
 * throws), nobody gives it back, and pg's `pool.end()` would wait for it for ever
 * (docs/database-faults.md#stopping).
 */
export function endCheckedOut(pool: unknown): number {
  const leased = [...(checkedOut.get(pool as pg.Pool) ?? [])];
  for (const client of leased) destroy(client);
  return leased.length;
}

/** Checks a connection out within what is left of the request's wait, and leases it. */
async function acquire(connect: () => Promise<pg.PoolClient>, leased: Set<GuardedClient>): Promise<pg.PoolClient> {
  const lease = (client: pg.PoolClient) => leaseFrom(leased, client);
  const wait = currentRequestWait();
  if (!wait) return lease(await connect());
  const remaining = wait.remainingMs();
  if (remaining <= 0) throw new DatabaseWaitExceeded(wait.budgetMs);
  const pending = connect();
  let giveUp: (error: Error) => void = () => undefined;
  const gaveUp = new Promise<never>((_, reject) => (giveUp = reject));
  const end = wait.begin(() => giveUp(new DatabaseWaitExceeded(wait.budgetMs)));
  const timer = setTimeout(() => giveUp(new DatabaseWaitExceeded(wait.budgetMs)), remaining);
  try {
    return lease(await Promise.race([pending, gaveUp]));
  } catch (error) {
    if (error instanceof DatabaseWaitExceeded) poolTimeouts.inc();
    // A connection that comes after the request gave up goes straight back.
    pending.then(
      (client) => client.release(),
      () => undefined,
    );
    throw error;
  } finally {
    clearTimeout(timer);
    end();
  }
}

/**
 * Gives the connection back, as broken, the moment its socket fails, whoever holds it; the
 * holder's own release later is then a no-op (pg-pool would throw on a second one).
 */
function leaseFrom(leased: Set<GuardedClient>, client: pg.PoolClient): pg.PoolClient {
  const giveBack: Release = client.release;
  let released = false;
  leased.add(client);
  const release: Release = (error) => {
    if (released) return;
    released = true;
    leased.delete(client);
    client.off('error', onError);
    client.off('end', onEnd);
    giveBack(error);
  };
  const onError = (error: Error) => release(error);
  const onEnd = () => release(new Error('Connection terminated while checked out'));
  client.on('error', onError);
  client.on('end', onEnd);
  client.release = release;
  return client;
}

/** Bounds every statement of a pooled connection; one that runs out of time ends the connection. */
function guardQueries(client: GuardedClient, limitMs: number): void {
  const query = client.query.bind(client) as Query;
  const guarded: Query = (config, values, callback) => {
    // Callbacks and cursors (a submittable) keep pg's own handling and the pool's query_timeout.
    if (typeof values === 'function' || typeof callback === 'function' || isSubmittable(config)) return query(config, values, callback);
    const wait: RequestWait | undefined = currentRequestWait();
    const remaining = wait ? wait.remainingMs() : limitMs;
    if (wait && remaining <= 0) {
      // The connection may be inside a transaction that cannot finish now: ending it rolls that back.
      destroy(client);
      return Promise.reject(new DatabaseWaitExceeded(wait.budgetMs));
    }
    const request =
      typeof config === 'string' ? { text: config, values } : { ...(config as object), ...(values === undefined ? {} : { values }) };
    const end = wait?.begin(() => destroy(client));
    const answer = query({ ...request, query_timeout: Math.max(1, Math.ceil(Math.min(limitMs, remaining))) }) as Promise<unknown>;
    return answer.then(
      (result) => {
        end?.();
        return result;
      },
      (error: unknown) => {
        end?.();
        // pg gave up waiting, but the statement still occupies the connection.
        if ((error as Error | undefined)?.message === 'Query read timeout') destroy(client);
        throw error;
      },
    );
  };
  client.query = guarded as typeof client.query;
}
