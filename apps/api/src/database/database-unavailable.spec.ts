import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConnectionException, DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { DatabaseWaitExceeded } from './request-wait.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a server that is away, frozen or refusing: 503', () => {
    for (const error of [
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      new Error('Connection terminated unexpectedly'),
      withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      withCode('57014', 'canceling statement due to statement timeout'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('08006'),
      withCode('53300', 'too many clients'),
      new ConnectionException(new Error('x')),
      new DriverException(Object.assign(new Error('wrapped'), { cause: withCode('57P03') })),
      new DatabaseWaitExceeded(10_500),
      // MikroORM keeps the message of what it wraps, not its class.
      new DriverException(new DatabaseWaitExceeded(2_500)),
      new Error('Client was closed and is not queryable'),
    ])
      assert.equal(isDatabaseUnavailable(error), true, error.message);
  });

  it("leaves a request's or the code's faults alone: 4xx or 500", () => {
    for (const error of [
      new Error('Cannot read properties of undefined'),
      withCode('23505', 'duplicate key value'),
      withCode('42P01', 'relation does not exist'),
      new UniqueConstraintViolationException(withCode('23505')),
      undefined,
      'text',
    ])
      assert.equal(isDatabaseUnavailable(error), false, String(error));
  });
});
