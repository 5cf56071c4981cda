import { describe, expect, it } from 'vitest';
import { describeLogArguments, serializeError, serializeRequest } from './log-serializers.ts';

/** A PostgreSQL error as the pg driver and PGlite shape it: the failing values sit in message, detail and params. */
function databaseError(fields: Record<string, unknown>) {
  return Object.assign(new Error(String(fields.message)), { severity: 'ERROR', ...fields });
}

class DrizzleQueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    override readonly cause: unknown,
  ) {
    super(`Failed query: ${query}\nparams: ${params}`);
  }
}

const SECRET = 'ann.secret@example.com';

describe('serializeError', () => {
  it('logs a failed query as statement, code and names, without its values or a stack', () => {
    const cause = databaseError({
      message: 'duplicate key value violates unique constraint "users_email_unique"',
      code: '23505',
      detail: `Key (email)=(${SECRET}) already exists.`,
      table: 'users',
      constraint: 'users_email_unique',
      query: 'insert into "users" ("email") values ($1)',
      params: [SECRET],
    });
    const logged = serializeError(
      new DrizzleQueryError('insert into "users" ("email") values ($1)', [SECRET], cause),
    );
    expect(JSON.stringify(logged)).not.toContain(SECRET);
    expect(JSON.stringify(logged)).not.toContain('"stack"');
    expect(logged).toEqual({
      type: 'DrizzleQueryError',
      message: 'Failed query',
      query: 'insert into "users" ("email") values ($1)',
      cause: {
        type: 'Error',
        message: 'duplicate key value violates unique constraint "users_email_unique"',
        code: '23505',
        severity: 'ERROR',
        table: 'users',
        constraint: 'users_email_unique',
        query: 'insert into "users" ("email") values ($1)',
      },
    });
  });

  it('cuts the input PostgreSQL quotes in its messages, whatever quotes the input holds', () => {
    const messages = {
      'invalid input syntax for type uuid: "x" or "y@z"': 'invalid input syntax for type uuid: "…"',
      'date/time field value out of range: "0000-01-01"': 'date/time field value out of range: "…"',
      'value "99999999999" is out of range for type integer': 'value "…" is out of range for type integer',
      'relation "sessions" does not exist': 'relation "sessions" does not exist',
    };
    for (const [message, logged] of Object.entries(messages)) {
      expect(serializeError(databaseError({ message, code: '22P02' })).message).toBe(logged);
    }
  });

  it('keeps the message and stack of a bug, which no query produced', () => {
    const logged = serializeError(new TypeError('profile.sports is not iterable'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'profile.sports is not iterable' });
    expect(logged.stack).toContain('log-serializers.test.ts');
  });

  it('logs a thrown value that is not an error by kind only', () => {
    expect(serializeError(SECRET)).toEqual({ type: 'string', message: expect.not.stringContaining(SECRET) });
  });
});

describe('serializeRequest', () => {
  it('logs the path without the query string', () => {
    expect(
      serializeRequest({
        method: 'GET',
        url: `/api/friends/search?q=${SECRET}`,
        host: 'rally.test',
        ip: '10.0.0.1',
      }),
    ).toEqual({ method: 'GET', url: '/api/friends/search', host: 'rally.test', remoteAddress: '10.0.0.1' });
  });
});

describe('describeLogArguments', () => {
  it('keeps errors without their values and reduces anything else to its kind', () => {
    const args = describeLogArguments([
      { email: SECRET },
      SECRET,
      new DrizzleQueryError('select 1', [SECRET], null),
    ]);
    expect(JSON.stringify(args)).not.toContain(SECRET);
    expect(args).toEqual([
      { type: 'object' },
      { type: 'string' },
      expect.objectContaining({ message: 'Failed query' }),
    ]);
  });
});
