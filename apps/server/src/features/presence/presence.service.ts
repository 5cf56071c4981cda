import {
  type HeartbeatResult,
  isOnline,
  PRESENCE_STALE_AFTER_MS,
} from '@rally/shared/presence/presence.schemas';
import { userTopic } from '@rally/shared/realtime/realtime.schemas';
import type { Clock } from '../../lib/clock.ts';
import type { RealtimeBus } from '../../plugins/realtime/realtime-bus.ts';
import type { PresenceRepository } from './presence.repository.ts';

/** Whether each user shares their activity status (the profiles feature answers it). */
export type ActivityStatusSettings = {
  getActivityStatusSettings(userIds: string[]): Promise<Map<string, boolean>>;
};

/** Who a user's friends are (the friends feature answers it). */
export type FriendLookup = { friendIds(userId: string): Promise<string[]> };

type Deps = {
  presenceRepo: PresenceRepository;
  profiles: ActivityStatusSettings;
  friends: FriendLookup;
  bus: Pick<RealtimeBus, 'publishToMany'>;
  clock: Clock;
};

/**
 * Who is online, for friends only and only for those who share their activity status (spec document 1 §4,
 * §6). A heartbeat marks the user online; a user counts as online while their last heartbeat is at most
 * PRESENCE_STALE_AFTER_MS old. Friends hear every change as `presence.changed` on their own user topic.
 */
export function createPresenceService({ presenceRepo, profiles, friends, bus, clock }: Deps) {
  const staleBefore = () => new Date(clock.now().getTime() - PRESENCE_STALE_AFTER_MS);

  async function sharesStatus(userId: string): Promise<boolean> {
    return (await profiles.getActivityStatusSettings([userId])).get(userId) ?? false;
  }

  async function tellFriends(userId: string, online: boolean) {
    const ids = await friends.friendIds(userId);
    await bus.publishToMany(ids.map(userTopic), { type: 'presence.changed', userId, online });
  }

  async function goOffline(userId: string) {
    if (await presenceRepo.markOffline(userId)) await tellFriends(userId, false);
  }

  return {
    /**
     * The client's "I am here". Recorded only while the user shares their activity status; friends are told
     * when the user turns from offline to online.
     */
    async heartbeat(userId: string): Promise<HeartbeatResult> {
      if (!(await sharesStatus(userId))) {
        // The toggle may have been turned off without `hide` (another process, an old row): stay hidden.
        await goOffline(userId);
        return { online: false, shared: false };
      }
      const now = clock.now();
      const previous = await presenceRepo.touch(userId, now);
      const wasOnline = previous ? isOnline({ ...previous, showStatus: true }, now) : false;
      if (!wasOnline) await tellFriends(userId, true);
      return { online: true, shared: true };
    },

    /** The page was hidden or closed: the user is offline now, not in 75 seconds. */
    offline: goOffline,

    /**
     * Hides the user at once, for when they turn their activity status off: marks them offline and tells
     * their friends. The profiles feature calls it when the setting changes.
     */
    hide: goOffline,

    /** The user's friends who are online, for the client's 10-second refresh. */
    async onlineFriends(userId: string): Promise<{ online: string[] }> {
      return { online: await presenceRepo.onlineFriendsOf(userId, staleBefore()) };
    },

    /** Marks offline everyone whose heartbeats stopped (a closed laptop) and tells their friends. */
    async sweepStale(): Promise<number> {
      const stale = await presenceRepo.markStaleOffline(staleBefore());
      for (const userId of stale) await tellFriends(userId, false);
      return stale.length;
    },
  };
}

export type PresenceService = ReturnType<typeof createPresenceService>;
