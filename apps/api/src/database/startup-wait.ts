import pg from 'pg';
import { isDatabaseUnavailable } from './database-unavailable.js';

/** The API cannot start on its database; the message is the one line to print. */
export class DatabaseUnreachable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseUnreachable';
  }
}

/** Where a database URL points, without user or password: `db:5432/planner`. */
export function databaseAddress(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname === '/' ? '' : parsed.pathname}`;
}

/** A name that does not resolve yet (a container that is not up in compose or Kubernetes) is worth waiting for, too. */
const waitable = (error: unknown) =>
  isDatabaseUnavailable(error) || ['ENOTFOUND', 'EAI_AGAIN'].includes(String((error as { code?: unknown } | undefined)?.code));

/** The error's own first line; a connection tried on several addresses (`localhost`) fails with all of theirs. */
function causeOf(error: unknown): string {
  if (error instanceof AggregateError && !error.message) return [...new Set(error.errors.map(causeOf))].join('; ');
  return (error instanceof Error ? error.message : String(error)).split('\n')[0];
}

export interface StartupWait {
  url: string;
  /** How long to wait in all (`DB_STARTUP_WAIT`). */
  waitMs: number;
  /** How long one try may take to connect (`DB_CONNECT_TIMEOUT`). */
  connectMs: number;
  /** Where each "waiting for …" line goes. */
  log(line: string): void;
}

/**
 * Waits, at start, until the PostgreSQL server of `DATABASE_URL` answers, as in a compose or
 * Kubernetes start where the database comes up beside the API: tries with a growing pause (0.25 s
 * to 5 s), saying each time what it waits for and why, for at most `waitMs`. A server that refuses
 * for good (a wrong password, no such database) ends the wait at once. Rejects with a
 * {@link DatabaseUnreachable} whose message is one clear line.
 */
export async function waitForDatabase({ url, waitMs, connectMs, log }: StartupWait): Promise<void> {
  const address = databaseAddress(url);
  const deadline = performance.now() + waitMs;
  for (let pause = 250; ; pause = Math.min(pause * 2, 5_000)) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectMs, application_name: 'lift-planner-start' });
    client.on('error', () => undefined);
    let failure: unknown;
    try {
      await client.connect();
      await client.query('select 1');
    } catch (error) {
      failure = error;
    } finally {
      await client.end().catch(() => undefined);
    }
    if (failure === undefined) return;
    const cause = causeOf(failure);
    if (!waitable(failure))
      throw new DatabaseUnreachable(`Cannot start: PostgreSQL at ${address} (DATABASE_URL) refuses the API: ${cause}`);
    const left = deadline - performance.now();
    if (left <= 0)
      throw new DatabaseUnreachable(
        `Cannot start: PostgreSQL at ${address} (DATABASE_URL) did not answer within ${Math.round(waitMs / 100) / 10} s (DB_STARTUP_WAIT): ${cause}`,
      );
    const next = Math.min(pause, left);
    log(`waiting for PostgreSQL at ${address} (DATABASE_URL) … ${cause}; trying again in ${Math.round(next / 100) / 10} s`);
    await new Promise((resolve) => setTimeout(resolve, next));
  }
}
