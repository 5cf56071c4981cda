import type { RealtimeEvent } from '@rally/shared/realtime/realtime.schemas';

type Envelope = { topics: readonly string[]; event: RealtimeEvent };
type Kept = Envelope & { at: number };

/** How far back events are kept for a subscription's replay. */
export const RECENT_EVENTS_MS = 60_000;
/** At most this many notifications are kept, whatever their age: a busy minute cannot grow memory. */
export const RECENT_EVENTS_MAX = 5_000;

/**
 * The last minute of events this process heard, so a socket that subscribes a moment after its page
 * read the data can be sent what happened in between (see `replayMs` in the realtime schemas).
 * Notifications are kept whole, once each, however many topics they carry. `since` answers `null`
 * when the history does not reach back that far (the process is younger, the cap dropped events,
 * or the database feed was interrupted): the caller must then have the client refetch everything.
 */
export function createRecentEvents({
  keepMs = RECENT_EVENTS_MS,
  max = RECENT_EVENTS_MAX,
  now = () => performance.now(),
} = {}) {
  const kept: Kept[] = [];
  // Every event after this moment is in `kept`.
  let completeAfter = now();

  function dropOlderThan(cutoff: number) {
    let dropped = 0;
    while (dropped < kept.length && kept[dropped]!.at < cutoff) dropped += 1;
    if (dropped === 0) return;
    completeAfter = Math.max(completeAfter, kept[dropped - 1]!.at);
    kept.splice(0, dropped);
  }

  return {
    record(envelope: Envelope) {
      const at = now();
      kept.push({ ...envelope, at });
      dropOlderThan(at - keepMs);
      if (kept.length > max) {
        completeAfter = Math.max(completeAfter, kept[kept.length - max - 1]!.at);
        kept.splice(0, kept.length - max);
      }
    },

    /** Events may have been missed (the feed dropped): nothing before this moment can be replayed. */
    forgetAll() {
      kept.length = 0;
      completeAfter = now();
    },

    /** The topic's events of the last `ms` milliseconds, oldest first, or null when they are not all here. */
    since(topic: string, ms: number): RealtimeEvent[] | null {
      const from = now() - ms;
      if (from < completeAfter) return null;
      const events: RealtimeEvent[] = [];
      for (let index = kept.length - 1; index >= 0 && kept[index]!.at >= from; index -= 1) {
        if (kept[index]!.topics.includes(topic)) events.push(kept[index]!.event);
      }
      return events.reverse();
    },
  };
}

export type RecentEvents = ReturnType<typeof createRecentEvents>;
