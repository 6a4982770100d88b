import { ConnectionException } from '@mikro-orm/core';
import { DatabaseWaitExceeded } from './request-wait.js';

/** The SQLSTATE classes and codes that mean the server cannot serve now, not that a query is wrong. */
const UNAVAILABLE_STATES = [
  /^08/, // connection exception
  /^57P0[1-4]$/, // admin shutdown, crash shutdown, cannot connect now, database dropped
  /^57014$/, // query canceled: statement_timeout
  /^25P03$/, // idle_in_transaction_session_timeout
  /^53300$/, // too many connections
];

/**
 * What `pg`, `pg-pool` and Node's sockets say when the server is away or frozen, and what the pool
 * guard says when a request's database wait ran out (MikroORM keeps the message, not the class).
 */
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Query read timeout|Connection terminated|connection timeout|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|server closed the connection|Client has encountered a connection error|Client was closed and is not queryable|database wait of \d+ ms ran out/i;

/**
 * Whether an error means the database is down, unreachable or stalled (so the answer is 503 with
 * Retry-After) rather than a fault of the request or the code (400 or 500). Looks through the
 * error's causes: MikroORM wraps the driver's errors.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    if (current instanceof ConnectionException || current instanceof DatabaseWaitExceeded) return true;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_STATES.some((state) => state.test(code))) return true;
    if (typeof code === 'string' && /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH)$/.test(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

/** Seconds a client should wait before asking again (`Retry-After`). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The message of a 503 for a database that does not answer: a key the apps translate. */
export const DATABASE_UNAVAILABLE_KEY = 'error.database.unavailable';
