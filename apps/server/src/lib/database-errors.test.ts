import { APIError } from 'better-auth/api';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, unavailableReason } from './database-errors.ts';

/** A driver error as pg builds it: a message and a SQLSTATE code. */
const postgresError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('telling an outage from a bug', () => {
  it('sees an outage through the wrappers of Drizzle and better-auth', () => {
    const terminated = postgresError('57P01', 'terminating connection due to administrator command');
    const query = new DrizzleQueryError(
      'select * from sessions where token = $1',
      ['secret-token'],
      terminated,
    );
    // better-auth answers a failed session lookup with a 500 APIError whose cause is the query's error.
    const wrapped = Object.assign(
      new APIError('INTERNAL_SERVER_ERROR', { message: 'Failed to get session' }),
      {
        cause: query,
      },
    );
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    // The reason names the code, never the failed query's values.
    expect(unavailableReason(wrapped)).toBe('57P01');
  });

  it.each([
    [
      'a refused connection to every address',
      Object.assign(
        new AggregateError([postgresError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')]),
        { code: 'ECONNREFUSED' },
      ),
    ],
    ['a statement timeout', postgresError('57014', 'canceling statement due to statement timeout')],
    ['a server starting up', postgresError('57P03', 'the database system is starting up')],
    ['a lost connection', postgresError('08006', 'connection failure')],
    ['a pool with no connection to give', new Error('timeout exceeded when trying to connect')],
    ['a connection that ended mid-query', new Error('Connection terminated unexpectedly')],
  ])('counts %s as the database being unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', postgresError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', postgresError('42601', 'syntax error at or near "selec"')],
    ['a bug in our code', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['something thrown that is not an error', 'oops'],
  ])('does not count %s as an outage', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
