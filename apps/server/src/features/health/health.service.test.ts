import { describe, expect, it } from 'vitest';
import { createHealthService } from './health.service.ts';

const never = () => new Promise<void>(() => undefined);

describe('health', () => {
  it('is ok while the database answers and the process is not leaving', async () => {
    const health = createHealthService({ ping: async () => undefined, isDraining: () => false });
    expect(await health.check()).toEqual({ status: 'ok' });
  });

  it('says unavailable once its deadline passes when the database does not answer, instead of hanging', async () => {
    const health = createHealthService({ ping: never, isDraining: () => false, timeoutMs: 50 });
    const start = Date.now();
    expect(await health.check()).toEqual({
      status: 'unavailable',
      reason: 'database did not answer within 50 ms',
    });
    expect(Date.now() - start).toBeLessThan(1_000);
  });

  it('says unavailable, with the reason, when the database refuses connections', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const health = createHealthService({ ping: () => Promise.reject(refused), isDraining: () => false });
    expect(await health.check()).toEqual({
      status: 'unavailable',
      reason: 'database unreachable (ECONNREFUSED)',
    });
  });

  it('says unavailable while the process is shutting down, even with the database fine', async () => {
    const health = createHealthService({ ping: async () => undefined, isDraining: () => true });
    expect(await health.check()).toEqual({ status: 'unavailable', reason: 'shutting down' });
  });
});

describe('readiness and the LISTEN connection', () => {
  it('says unavailable while the LISTEN connection reconnects, and ok once it is back', async () => {
    let state: 'connected' | 'reconnecting' = 'reconnecting';
    const health = createHealthService({
      ping: async () => undefined,
      isDraining: () => false,
      listenState: () => state,
    });
    expect(await health.check()).toEqual({ status: 'unavailable', reason: 'LISTEN connection down' });
    state = 'connected';
    expect(await health.check()).toEqual({ status: 'ok' });
  });
});
