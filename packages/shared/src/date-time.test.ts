import { describe, expect, it } from 'vitest';
import { boundedDateTime, DATE_TIME_MAX, DATE_TIME_MIN } from './date-time.ts';

describe('boundedDateTime', () => {
  const schema = boundedDateTime('Pick a date between 2000 and 2100');

  it('accepts date-times between 2000 and 2100, with any offset, bounds included', () => {
    for (const value of [
      DATE_TIME_MIN,
      DATE_TIME_MAX,
      '2025-06-01T12:00:00.123456Z',
      '2025-06-01T12:00:00+14:00',
    ]) {
      expect(schema.safeParse(value).success).toBe(true);
    }
  });

  it('refuses dates outside the range and text that is not a date-time, with the one message', () => {
    for (const value of [
      '0000-01-01T00:00:00Z',
      '1999-12-31T23:59:59.999Z',
      '2100-01-01T00:00:00.001Z',
      '+275760-09-13T00:00:00Z',
      'yesterday',
      '2025-02-30T00:00:00Z',
    ]) {
      expect(schema.safeParse(value).error?.issues[0]?.message).toBe('Pick a date between 2000 and 2100');
    }
  });
});
