import type { ServerMessage } from '@rally/shared/realtime/realtime.schemas';
import type { AuthenticatedUser } from '../session.ts';
import type { RealtimeBus } from './realtime-bus.ts';
import type { TopicAccess } from './topic-access.ts';

/** Topics one socket may follow at once (pending checks included): a page needs a handful. */
export const MAX_TOPICS_PER_SOCKET = 200;

/** One topic's place on a socket: taken when the subscribe frame arrives, before its check runs. */
type Slot = {
  /** Whether the topic's check let it through; shared by every frame for the topic while it runs. */
  allowed: Promise<boolean>;
  /** Stops the bus listener, once there is one. */
  stop?: () => void;
  /** Set by unsubscribe or close: a check finishing afterwards must not start listening. */
  released: boolean;
};

/**
 * The topics one socket follows. A topic's slot is taken synchronously, before any await, so frames
 * arriving while an access check runs see it: a topic is followed once however many times it is asked
 * for, the cap counts every slot (pending or live), and unsubscribing or closing releases each listener.
 */
export function createSocketSubscriptions({
  user,
  bus,
  topicAccess,
  send,
  maxTopics = MAX_TOPICS_PER_SOCKET,
}: {
  user: AuthenticatedUser;
  bus: Pick<RealtimeBus, 'subscribe' | 'recentEvents'>;
  topicAccess: Pick<TopicAccess, 'canSubscribe'>;
  send(message: ServerMessage): void;
  maxTopics?: number;
}) {
  const slots = new Map<string, Slot>();

  function release(topic: string, slot: Slot) {
    slot.released = true;
    slot.stop?.();
    if (slots.get(topic) === slot) slots.delete(topic);
  }

  async function check(topic: string): Promise<boolean> {
    return Boolean(await topicAccess.canSubscribe(user, topic));
  }

  return {
    /** Follows `topic` if the user may (replaying the last `replayMs` first), answering subscribed or denied. */
    async subscribe(topic: string, replayMs?: number): Promise<void> {
      const existing = slots.get(topic);
      if (existing) {
        // A repeat answers as the first did, and adds no second listener.
        const allowed = await existing.allowed;
        if (allowed && existing.released) return;
        return send(
          allowed ? { type: 'subscribed', topic } : { type: 'denied', topic, message: 'Not allowed' },
        );
      }
      if (slots.size >= maxTopics) {
        return send({ type: 'denied', topic, message: 'Too many subscriptions' });
      }
      const allowed = check(topic);
      const slot: Slot = { allowed: allowed.catch(() => false), released: false };
      slots.set(topic, slot);
      let ok: boolean;
      try {
        ok = await allowed;
      } catch (error) {
        release(topic, slot);
        throw error;
      }
      // Unsubscribed or closed while the check ran: nothing to listen for, nobody to answer.
      if (slot.released) return;
      if (!ok) {
        release(topic, slot);
        return send({ type: 'denied', topic, message: 'Not allowed' });
      }
      // Read with the subscription in one turn: what the page missed, then everything after.
      const missed = replayMs ? bus.recentEvents(topic, replayMs) : [];
      slot.stop = bus.subscribe(topic, (event) => send({ type: 'event', topic, event }));
      if (missed === null) send({ type: 'resync' });
      else for (const event of missed) send({ type: 'event', topic, event });
      send({ type: 'subscribed', topic });
    },

    unsubscribe(topic: string) {
      const slot = slots.get(topic);
      if (slot) release(topic, slot);
    },

    /** Releases every topic: the socket closed. */
    releaseAll() {
      for (const [topic, slot] of [...slots]) release(topic, slot);
    },

    /** How many topics hold a slot, pending checks included. */
    get size(): number {
      return slots.size;
    },
  };
}

export type SocketSubscriptions = ReturnType<typeof createSocketSubscriptions>;
