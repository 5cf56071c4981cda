import type { RealtimeEvent } from '@rally/shared/realtime/realtime.schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let test: TestApp;
beforeEach(async () => {
  test = await buildTestApp();
});
afterEach(async () => {
  await test.close();
});

describe('realtime bus', () => {
  it('delivers one event to every one of many topics, past what one notification can carry', async () => {
    const { bus } = test.app.realtime;
    const topics = Array.from({ length: 250 }, (_, i) => `user:${'x'.repeat(30)}${i}`);
    const heard = new Map<string, RealtimeEvent>();
    for (const topic of topics) bus.subscribe(topic, (event) => heard.set(topic, event));
    const bystander = vi.fn();
    bus.subscribe('user:someone-else', bystander);

    await bus.publishToMany(topics, { type: 'presence.changed', userId: 'u1', online: true });

    await vi.waitFor(() => expect(heard.size).toBe(250));
    expect(heard.get(topics[249]!)).toEqual({ type: 'presence.changed', userId: 'u1', online: true });
    expect(bystander).not.toHaveBeenCalled();
  });

  it('sends an event published in a transaction only when it commits', async () => {
    const { bus } = test.app.realtime;
    const heard = vi.fn();
    bus.subscribe('user:tx', heard);
    await test.database.connection.db
      .transaction(async (tx) => {
        await bus.publish('user:tx', { type: 'notification.created', id: 'rolled-back' }, tx);
        tx.rollback();
      })
      .catch(() => undefined);
    await bus.publish('user:tx', { type: 'notification.created', id: 'committed' });
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    expect(heard).toHaveBeenCalledWith({ type: 'notification.created', id: 'committed' });
  });
});
