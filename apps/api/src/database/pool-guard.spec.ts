import assert from 'node:assert/strict';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, it } from 'node:test';
import pg from 'pg';
import { endCheckedOut, guardPool } from './pool-guard.js';

const serverUrl = process.env.TEST_DATABASE_URL;

/** Resolves true when the promise settles within `ms`, false when it is still pending then. */
const settlesWithin = (work: Promise<unknown>, ms: number) => Promise.race([work.then(() => true), delay(ms).then(() => false)]);

// pg's pool on a real server: the product stopped right after its start waited for ever, one time
// in three, for a connection that a background task had taken while the ORM was closing.
describe('A guarded pool at shutdown', { skip: !serverUrl && 'needs a PostgreSQL server (TEST_DATABASE_URL)' }, () => {
  const guardedPool = () => {
    const pool = new pg.Pool({ connectionString: serverUrl, max: 3 });
    guardPool(pool, { statementMs: 5_000 });
    return pool;
  };

  it('a connection nobody gives back holds pool.end(); ending what is checked out lets the pool close', async () => {
    const pool = guardedPool();
    const lost = await pool.connect();
    await lost.query('select 1');
    const ending = pool.end();
    assert.equal(await settlesWithin(ending, 300), false, 'pg waits for the connection that was never given back');
    assert.equal(endCheckedOut(pool), 1);
    assert.equal(await settlesWithin(ending, 5_000), true, 'the pool closed once the connection was ended');
    assert.equal(pool.totalCount, 0);
  });

  it('ends only what is still out: connections given back are left to the pool', async () => {
    const pool = guardedPool();
    const [first, second] = [await pool.connect(), await pool.connect()];
    first.release();
    second.release();
    assert.equal(endCheckedOut(pool), 0);
    assert.equal(pool.idleCount, 2, 'both connections wait in the pool, alive');
    assert.deepEqual((await pool.query('select 1 as one')).rows, [{ one: 1 }]);
    await pool.end();
  });
});
