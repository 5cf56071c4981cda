import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './realtime-client.ts';

describe('reconnectDelay', () => {
  it('waits 1, 2, 5, then 10 seconds for every later attempt', () => {
    expect([0, 1, 2, 3, 4, 10].map(reconnectDelay)).toEqual([1_000, 2_000, 5_000, 10_000, 10_000, 10_000]);
  });
});
