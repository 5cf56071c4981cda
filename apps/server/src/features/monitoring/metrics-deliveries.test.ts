import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { describe, expect, it } from 'vitest';
import { DELIVERY_QUEUES, registerDeliveryJobs } from '../delivery/delivery.jobs.ts';
import { PushSubscriptionGone } from '../delivery/push-channel.ts';
import { createMetrics } from './metrics.ts';

type Handler = (data: object) => Promise<unknown>;

/** The delivery jobs as registered, run by hand: each channel's handler, and what was queued again. */
function deliveryJobs({ mailFails = false, pushGone = false, retryLimit = 1 } = {}) {
  const handlers = new Map<string, Handler>();
  const queuedAgain: string[] = [];
  const metrics = createMetrics({
    poolState: () => ({ max: 1, inUse: 0, idle: 1, waiting: 0 }),
    realtimeSockets: () => 0,
    queueSizes: async () => new Map(),
  });
  const device = { id: 'device-1', endpoint: 'https://push.example/1', p256dh: 'key', auth: 'auth' };
  registerDeliveryJobs({
    jobs: {
      schedule: () => undefined,
      repeat: () => undefined,
      work: (name: string, handler: Handler) => void handlers.set(name, handler),
      send: async (name: string) => {
        queuedAgain.push(name);
        return 'job';
      },
      whenStarted: async () => undefined,
      queueSizes: async () => new Map(),
    } as never,
    deliveryRepo: { oldest: async () => [], remove: async () => undefined },
    preferencesOf: async () => ({}) as never,
    subscriptions: {
      listByUser: async () => [device],
      findById: async () => device,
      deleteById: async () => undefined,
      markDelivered: async () => undefined,
    },
    recipientEmail: async () => 'player@example.com',
    push: {
      send: async () => {
        if (pushGone) throw new PushSubscriptionGone();
      },
    } as never,
    mailer: {
      send: async () => {
        if (mailFails) throw new Error('SMTP refused');
      },
    },
    sms: { send: async () => undefined } as never,
    tokens: { make: () => 'token', verify: () => null } as never,
    publicUrl: 'http://rally.test',
    retry: { delayMs: 1, limit: retryLimit },
    clock: { now: () => new Date() },
    log: { warn: () => undefined, error: () => undefined } as never,
    countDelivery: metrics.countDelivery,
  });
  const delivery = {
    userId: 'u1',
    kind: 'game_joined',
    title: 'T',
    message: 'M',
    link: null,
    notificationId: null,
  };
  return {
    run: (queue: string, attempt = 0) =>
      handlers.get(queue)!({ delivery, attempt, subscriptionId: device.id, phone: '+15555550100' }),
    queuedAgain,
    /** notification_deliveries_total by `channel/outcome`. */
    async counted() {
      const family = parsePrometheusTextFormat(await metrics.text()).find(
        (entry) => entry.name === 'notification_deliveries_total',
      );
      return Object.fromEntries(
        (family?.metrics ?? []).map((sample) => [
          `${sample.labels?.channel}/${sample.labels?.outcome}`,
          Number(sample.value),
        ]),
      );
    },
  };
}

describe('notification deliveries in /metrics', () => {
  it('counts each channel sent', async () => {
    const jobs = deliveryJobs();
    await jobs.run(DELIVERY_QUEUES.push);
    await jobs.run(DELIVERY_QUEUES.email);
    await jobs.run(DELIVERY_QUEUES.email);
    await jobs.run(DELIVERY_QUEUES.sms);
    expect(await jobs.counted()).toEqual({ 'push/sent': 1, 'email/sent': 2, 'sms/sent': 1 });
  });

  it('counts a failure queued again as retried, and the last one as failed', async () => {
    const jobs = deliveryJobs({ mailFails: true, retryLimit: 1 });
    await jobs.run(DELIVERY_QUEUES.email, 0);
    await jobs.run(DELIVERY_QUEUES.email, 1);
    expect(jobs.queuedAgain).toEqual([DELIVERY_QUEUES.email]);
    expect(await jobs.counted()).toEqual({ 'email/retried': 1, 'email/failed': 1 });
  });

  it('counts a push to a device the push service calls gone as gone', async () => {
    const jobs = deliveryJobs({ pushGone: true });
    await jobs.run(DELIVERY_QUEUES.push);
    expect(await jobs.counted()).toEqual({ 'push/gone': 1 });
  });
});
