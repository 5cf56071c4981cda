import type { DeliveryKind } from '@rally/shared/notifications/preferences.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { SavedPreferences } from '../notification-preferences/notification-preferences.service.ts';
import type { DeliveryRepository, OutboxRow } from './delivery.repository.ts';
import { deliveryChannelsFor } from './delivery-channels.ts';
import { notificationEmail } from './notification-email.ts';
import { type PushChannel, PushEndpointRefused, PushSubscriptionGone } from './push-channel.ts';
import type { SmsChannel } from './sms-channel.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

/** One notification to deliver, as the channel jobs carry it. */
type Delivery = {
  userId: string;
  kind: DeliveryKind;
  title: string;
  message: string;
  link: string | null;
  notificationId: string | null;
};
type ChannelJob = { delivery: Delivery; attempt: number };
type PushJob = ChannelJob & { subscriptionId: string };
type SmsJob = ChannelJob & { phone: string };
/** A device push goes to, as the notification-preferences feature keeps it. */
type Device = { id: string; endpoint: string; p256dh: string; auth: string };

export const DELIVERY_QUEUES = {
  relay: 'delivery-relay',
  push: 'delivery-push',
  email: 'delivery-email',
  sms: 'delivery-sms',
} as const;

/** How often the outbox is looked at: a delivery leaves within about this long of its action's commit. */
const RELAY_EVERY_MS = 1_000;
const RELAY_BATCH = 100;
/** The icon a push shows (the installable app's). */
const PUSH_ICON = '/icons/icon-192.png';
/**
 * Pushes go out side by side, each within PUSH_SEND_TIMEOUT_MS: a batch is sent at once, and several
 * workers take batches, so an endpoint that never answers holds back one batch for a few seconds, not
 * the queue behind it.
 */
const PUSH_BATCH = 10;
const PUSH_WORKERS = 3;

export type DeliveryJobsDeps = {
  jobs: Jobs;
  deliveryRepo: Pick<DeliveryRepository, 'oldest' | 'remove'>;
  preferencesOf(userId: string): Promise<SavedPreferences>;
  subscriptions: {
    listByUser(userId: string): Promise<Device[]>;
    findById(id: string): Promise<Device | undefined>;
    deleteById(id: string): Promise<void>;
    markDelivered(id: string, at: Date): Promise<void>;
  };
  recipientEmail(userId: string): Promise<string | null>;
  push: PushChannel;
  mailer: Pick<Mailer, 'send'>;
  /** Absent when no SMS provider is configured: then no text is ever attempted. */
  sms: SmsChannel | undefined;
  tokens: UnsubscribeTokens;
  publicUrl: string;
  retry: { delayMs: number; limit: number };
  clock: Clock;
  log: FastifyBaseLogger;
  /** Counts each attempt's outcome by channel (for /metrics); omitted, nothing is counted. */
  countDelivery?: (channel: DeliveryChannel, outcome: DeliveryOutcome) => void;
};

export type DeliveryChannel = 'push' | 'email' | 'sms';
/** Sent; failed and queued again; failed for the last time; a push device the push service calls gone. */
export type DeliveryOutcome = 'sent' | 'retried' | 'failed' | 'gone';

/**
 * Delivery as jobs on the shared queue: a relay hands each outbox row to one job per channel (and per
 * device for push) that the recipient has on for its kind; each channel job sends once, and a failure
 * is queued again after an exponentially growing wait (retry.delayMs, doubled each time) until
 * retry.limit, then logged as given up. The queue gives each job to one process, so N processes send once.
 */
export function registerDeliveryJobs(deps: DeliveryJobsDeps): void {
  const { jobs, log, retry } = deps;
  const count = deps.countDelivery ?? (() => undefined);

  async function withRetry<J extends ChannelJob>(
    queue: (typeof DELIVERY_QUEUES)[DeliveryChannel],
    job: J,
    /**
     * Resolves `'gone'` for a push device the push service no longer knows, `'refused'` for one the
     * server does not send to (given up at once: trying again would change nothing).
     */
    send: () => Promise<unknown>,
  ) {
    const channel = queue.slice('delivery-'.length) as DeliveryChannel;
    try {
      const outcome = await send();
      count(channel, outcome === 'gone' ? 'gone' : outcome === 'refused' ? 'failed' : 'sent');
    } catch (error) {
      count(channel, job.attempt >= retry.limit ? 'failed' : 'retried');
      if (job.attempt >= retry.limit) {
        log.error(
          { err: error, queue, userId: job.delivery.userId },
          `${queue}: gave up after ${job.attempt + 1} attempts`,
        );
        return;
      }
      const waitMs = retry.delayMs * 2 ** job.attempt;
      log.warn({ err: error, queue }, `${queue}: failed, trying again in ${waitMs} ms`);
      await jobs.send(
        queue,
        { ...job, attempt: job.attempt + 1 },
        { startAfter: new Date(Date.now() + waitMs) },
      );
    }
  }

  const absolute = (link: string | null) => `${deps.publicUrl}${link ?? '/dashboard'}`;

  async function relay(row: OutboxRow) {
    const delivery: Delivery = {
      userId: row.userId,
      kind: row.kind as DeliveryKind,
      title: row.title,
      message: row.message,
      link: row.link,
      notificationId: row.notificationId,
    };
    const saved = await deps.preferencesOf(row.userId);
    const channels = deliveryChannelsFor(delivery.kind, saved);
    const first = { delivery, attempt: 0 };
    if (channels.push) {
      for (const device of await deps.subscriptions.listByUser(row.userId))
        await jobs.send<PushJob>(DELIVERY_QUEUES.push, { ...first, subscriptionId: device.id });
    }
    if (channels.email) await jobs.send<ChannelJob>(DELIVERY_QUEUES.email, first);
    const phone = saved.preferences.phone;
    if (deps.sms && channels.sms && phone) await jobs.send<SmsJob>(DELIVERY_QUEUES.sms, { ...first, phone });
  }

  jobs.repeat(DELIVERY_QUEUES.relay, RELAY_EVERY_MS, async () => {
    // One relay runs at a time across processes (a repeated job is a single chain).
    for (;;) {
      const rows = await deps.deliveryRepo.oldest(RELAY_BATCH);
      if (rows.length === 0) return;
      for (const row of rows) await relay(row);
      await deps.deliveryRepo.remove(rows.map((row) => row.id));
      if (rows.length < RELAY_BATCH) return;
    }
  });

  jobs.work<PushJob>(
    DELIVERY_QUEUES.push,
    async (job) => {
      const device = await deps.subscriptions.findById(job.subscriptionId);
      // The device was turned off (or found gone) since: nothing to send.
      if (!device) return;
      await withRetry(DELIVERY_QUEUES.push, job, async () => {
        try {
          await deps.push.send(device, {
            title: job.delivery.title,
            message: job.delivery.message,
            link: job.delivery.link,
            notificationId: job.delivery.notificationId,
            icon: PUSH_ICON,
          });
          await deps.subscriptions.markDelivered(device.id, deps.clock.now());
        } catch (error) {
          if (error instanceof PushEndpointRefused) {
            log.error(
              {
                err: error,
                queue: DELIVERY_QUEUES.push,
                subscriptionId: device.id,
                userId: job.delivery.userId,
              },
              `${DELIVERY_QUEUES.push}: refused to send to ${hostOf(device.endpoint)}, not retried${error.forget ? ', device forgotten' : ''}`,
            );
            if (error.forget) await deps.subscriptions.deleteById(device.id);
            return 'refused' as const;
          }
          if (!(error instanceof PushSubscriptionGone)) throw error;
          await deps.subscriptions.deleteById(device.id);
          return 'gone' as const;
        }
      });
    },
    { batchSize: PUSH_BATCH, workers: PUSH_WORKERS },
  );

  jobs.work<ChannelJob>(DELIVERY_QUEUES.email, async (job) => {
    const to = await deps.recipientEmail(job.delivery.userId);
    if (!to) return;
    await withRetry(DELIVERY_QUEUES.email, job, () =>
      deps.mailer.send(
        notificationEmail({
          to,
          kind: job.delivery.kind,
          title: job.delivery.title,
          message: job.delivery.message,
          url: absolute(job.delivery.link),
          unsubscribeUrlFor: (kind) =>
            `${deps.publicUrl}/api/unsubscribe?token=${deps.tokens.make(job.delivery.userId, kind)}`,
          settingsUrl: `${deps.publicUrl}/notifications`,
        }),
      ),
    );
  });

  jobs.work<SmsJob>(DELIVERY_QUEUES.sms, async (job) => {
    const sms = deps.sms;
    if (!sms) return;
    await withRetry(DELIVERY_QUEUES.sms, job, () =>
      sms.send(
        job.phone,
        `Rally: ${job.delivery.title}. ${job.delivery.message} ${absolute(job.delivery.link)}`,
      ),
    );
  });
}

/** The host of an endpoint, for a log line: the rest of it is the device's secret address. */
function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'an unreadable endpoint';
  }
}
