import { MONITORING_HISTORY_KEPT } from '@rally/shared/monitoring/monitoring.schemas';
import { describe, expect, it } from 'vitest';
import { queryKind, queryOperation } from './query-operation.ts';
import { createTelemetry } from './telemetry.ts';
import { safeErrorMessage } from './telemetry-errors.ts';

const MINUTE = 60_000;
const START = Date.UTC(2026, 10, 23, 12, 0, 30);

function clockAt(start: number) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

const request = (durationMs: number, status = 200) => ({
  method: 'GET',
  route: '/api/games/:id',
  status,
  durationMs,
  bytes: 100,
});

describe('statement names', () => {
  it('names a statement by its kind and first table, never by its values', () => {
    expect(queryOperation('select "id", "title" from "games" where "id" = $1')).toBe('select games');
    expect(queryOperation('insert into "user_presence" ("user_id") values ($1)')).toBe(
      'insert user_presence',
    );
    expect(queryOperation('update "games" set "title" = $1')).toBe('update games');
    expect(queryOperation('delete from "sessions" where "token" = $1')).toBe('delete sessions');
    expect(queryOperation('begin')).toBe('begin');
    expect(queryKind('  SELECT 1')).toBe('select');
    expect(queryKind('with x as (select 1) select * from x')).toBe('other');
  });
});

describe('the telemetry', () => {
  it('gives each route its count, average and p95', () => {
    const telemetry = createTelemetry({ slowQueryMs: 2_000, now: clockAt(START).now });
    for (let ms = 1; ms <= 100; ms += 1) telemetry.recordRequest(request(ms));
    const [route] = telemetry.snapshot().performance.routes;
    expect(route).toEqual({ route: 'GET /api/games/:id', requests: 100, averageMs: 50.5, p95Ms: 95 });
  });

  it('keeps an hour of minutes, oldest first, with requests, p95, errors and the realtime sum', () => {
    const clock = clockAt(START);
    const telemetry = createTelemetry({ slowQueryMs: 2_000, now: clock.now });
    telemetry.noteRealtimeConnections(4);
    telemetry.recordRequest(request(10));
    telemetry.recordRequest(request(30, 503));
    clock.advance(MINUTE);
    telemetry.recordRequest(request(20));
    telemetry.noteRealtimeConnections(6);
    const { history, requestsPerMinute, bytesSentLastHour, performance } = telemetry.snapshot();
    expect(history).toHaveLength(60);
    expect(history.at(-2)).toMatchObject({ requests: 2, errors: 1, p95Ms: 30, realtimeConnections: 4 });
    expect(history.at(-1)).toMatchObject({ requests: 1, errors: 0, p95Ms: 20, realtimeConnections: 6 });
    expect(history.at(-1)?.minute).toBe(new Date(Math.floor(clock.now() / MINUTE) * MINUTE).toISOString());
    // Before the process started: nothing, not a carried-over count.
    expect(history[0]).toMatchObject({ requests: 0, realtimeConnections: 0 });
    expect(requestsPerMinute).toBe(2);
    expect(bytesSentLastHour).toBe(300);
    expect(performance.errorRate).toBeCloseTo(1 / 3);
    expect(performance.errors[0]).toMatchObject({ operation: 'GET /api/games/:id', status: 503 });
  });

  it('forgets minutes older than an hour', () => {
    const clock = clockAt(START);
    const telemetry = createTelemetry({ slowQueryMs: 2_000, now: clock.now });
    telemetry.recordRequest(request(10));
    clock.advance(61 * MINUTE);
    const { history, bytesSentLastHour, performance } = telemetry.snapshot();
    expect(history.every((point) => point.requests === 0)).toBe(true);
    expect(bytesSentLastHour).toBe(0);
    expect(performance.averageResponseMs).toBe(0);
  });

  it('counts every statement, lists the slow ones and the failed ones, newest first, the last 100', () => {
    const telemetry = createTelemetry({ slowQueryMs: 50, now: clockAt(START).now });
    telemetry.recordQuery('select * from "games"', 5, undefined);
    for (let index = 0; index < 120; index += 1)
      telemetry.recordQuery('update "games" set x = $1', 50 + index, undefined);
    const failure = Object.assign(new Error('relation "nope" does not exist'), { code: '42P01' });
    telemetry.recordQuery('select * from "nope"', 1, failure);
    const { performance } = telemetry.snapshot();
    expect(performance.totalQueries).toBe(122);
    expect(performance.slowQueryCount).toBe(120);
    expect(performance.slowQueries).toHaveLength(MONITORING_HISTORY_KEPT);
    expect(performance.slowQueries[0]).toMatchObject({
      operation: 'update games',
      durationMs: 169,
      success: true,
    });
    expect(performance.errors).toEqual([
      expect.objectContaining({ operation: 'select nope', message: 'Database error 42P01' }),
    ]);
  });
});

describe('error messages', () => {
  it('shows codes and our own texts, never a database message that may quote values', () => {
    const quoting = Object.assign(new Error('invalid input syntax for type uuid: "alice@example.com"'), {
      code: '22P02',
    });
    expect(safeErrorMessage(new Error('Failed query', { cause: quoting }))).toBe('Database error 22P02');
    expect(safeErrorMessage(new SyntaxError('Unexpected token in "secret"'))).toBe('SyntaxError');
    expect(safeErrorMessage(new TypeError('x is not a function\nat line 2'))).toBe(
      'TypeError: x is not a function',
    );
    expect(safeErrorMessage(undefined, 503)).toBe('503 Service Unavailable');
  });
});
