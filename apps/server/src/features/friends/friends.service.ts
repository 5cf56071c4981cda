import { byName, decodeFriendsCursor, encodeFriendsCursor } from '@rally/shared/friends/friend-order';
import {
  FRIEND_ACTIVITY_LIMIT,
  FRIEND_ACTIVITY_WINDOW_DAYS,
  FRIEND_ROW_SPORTS,
  FRIEND_SEARCH_LIMIT,
  FRIEND_SUGGESTIONS_LIMIT,
  type FriendActivity,
  type FriendList,
  type FriendRequest,
  type FriendRequestList,
  type FriendRequestResult,
  type FriendSearchResult,
  type FriendSuggestion,
  type FriendUser,
  friendAcceptedNotificationMessage,
  friendRequestNotificationMessage,
  friendsMessages,
} from '@rally/shared/friends/friends.schemas';
import {
  NEARNESS_RADIUS_MILES,
  playedSkills,
  sharedSports,
  suggestionScore,
} from '@rally/shared/friends/suggestion-score';
import { PRESENCE_STALE_AFTER_MS } from '@rally/shared/presence/presence.schemas';
import { type RealtimeEvent, userTopic } from '@rally/shared/realtime/realtime.schemas';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RealtimeBus } from '../../plugins/realtime/realtime-bus.ts';
import type { BlockChecks } from '../blocks/blocks.ports.ts';
import type { DevicePosition, PlayerPositions } from '../locations/player-position.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { otherPerson } from './friends.policy.ts';
import type { FriendsRepository } from './friends.repository.ts';
import { createFriendshipLookup } from './friendship-lookup.ts';
import type { ProfileDirectory, PublicProfile } from './profile-directory.ts';

/**
 * Suggestions are scored among at most this many people who share a sport (those sharing most come first).
 * 50 is what the pool always was in effect: it used to be asked for as 200 and cut to 50 by the profiles list.
 */
export const SUGGESTION_CANDIDATE_POOL = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where friend activity comes from: friends creating and joining games, which the games feature owns.
 * Items must be newest first, from the given users only, no older than `since`.
 */
export type FriendActivitySource = {
  recentActivity(input: { userIds: string[]; since: Date; limit: number }): Promise<FriendActivity[]>;
};

/** SEAM: until the games feature exists there are no game creations or joins, so the feed is empty. */
export const noFriendActivity: FriendActivitySource = { recentActivity: async () => [] };

type Deps = {
  friendsRepo: FriendsRepository;
  profiles: Pick<ProfileDirectory, 'getPublicProfiles' | 'searchProfiles'>;
  notifications: Pick<NotificationsService, 'notify' | 'markReadAbout'>;
  bus: Pick<RealtimeBus, 'publishToMany'>;
  clock: Clock;
  activitySource?: FriendActivitySource;
  /** Where the player is, for nearness in suggestions; without it suggestions ignore distance. */
  positions?: Pick<PlayerPositions, 'of'>;
  /** Blocks between players: a blocked pair never finds, suggests or befriends each other. */
  blocks?: Pick<BlockChecks, 'eitherBlocked' | 'blockedWith'>;
};

const toFriendUser = (
  profile: Pick<PublicProfile, 'userId' | 'name' | 'username' | 'avatarUrl' | 'sports'>,
): FriendUser => ({
  userId: profile.userId,
  name: profile.name,
  username: profile.username,
  avatarUrl: profile.avatarUrl,
  sports: profile.sports.slice(0, FRIEND_ROW_SPORTS),
});

export function createFriendsService({
  friendsRepo,
  profiles,
  notifications,
  bus,
  clock,
  activitySource = noFriendActivity,
  positions,
  blocks,
}: Deps) {
  /** Both people's open tabs refetch their friends, requests and search results. */
  async function publishChanged(a: string, b: string, tx?: Database) {
    const event: RealtimeEvent = { type: 'friendship.changed', userIds: [a, b] };
    await bus.publishToMany([userTopic(a), userTopic(b)], event, tx);
  }

  /**
   * Tells the person whose request was accepted, in the acceptance's transaction; the notice opens the
   * new friend's profile (related_id is the accepter).
   */
  async function notifyAccepted(
    input: { requesterId: string; accepterId: string; accepterName: string },
    tx: Database,
  ) {
    await notifications.notify(
      {
        userId: input.requesterId,
        type: 'friend_accepted',
        title: friendsMessages.requestAcceptedTitle,
        message: friendAcceptedNotificationMessage(input.accepterName),
        relatedId: input.accepterId,
        relatedUserId: input.accepterId,
      },
      tx,
    );
  }

  /** The name a notice gives a person: their profile's, or "Someone" for a profile gone meanwhile. */
  async function nameOf(userId: string): Promise<string> {
    return (await profiles.getPublicProfiles([userId])).get(userId)?.name ?? 'Someone';
  }

  /** The user and everyone they have a friendships row with, in any direction or status. */
  async function connectedIds(userId: string): Promise<Set<string>> {
    const [rows, blocked] = await Promise.all([
      friendsRepo.listInvolving(userId),
      blocks?.blockedWith(userId) ?? new Set<string>(),
    ]);
    return new Set([userId, ...rows.map((row) => otherPerson(row, userId)), ...blocked]);
  }

  /**
   * A block between the two answers as a missing person would: the blocked player is never told. Read
   * in the write's transaction, so a block committed first is seen.
   */
  async function refuseIfBlocked(a: string, b: string, tx: Database) {
    if (await blocks?.eitherBlocked(a, b, tx)) throw notFound('user', friendsMessages.userNotFound);
  }

  const { friendIds, friendshipStatus, countFriends } = createFriendshipLookup(friendsRepo);

  return {
    /**
     * A page of the user's accepted friends by name (`byName`), each online only while they share their
     * status and are online; the page starts after the cursor's person, wherever the list has changed.
     */
    async list(userId: string, page: { limit: number; cursor?: string | undefined }): Promise<FriendList> {
      const seenSince = new Date(clock.now().getTime() - PRESENCE_STALE_AFTER_MS);
      const rows = await friendsRepo.listFriendsWithProfiles(userId, seenSince);
      // Sorted here, not in SQL: the database's collation is not the one every client sorts by.
      const sorted = rows.toSorted(byName);
      // The route's schema refuses cursors that do not decode.
      const after = page.cursor ? decodeFriendsCursor(page.cursor) : undefined;
      const start = after ? sorted.findIndex((row) => byName(row, after) > 0) : 0;
      const pageRows = start === -1 ? [] : sorted.slice(start, start + page.limit);
      const last = pageRows.at(-1);
      const hasMore = start !== -1 && start + page.limit < sorted.length;
      return {
        friends: pageRows.map((row) => ({
          userId: row.userId,
          name: row.name,
          username: row.username,
          avatarUrl: row.avatarUrl,
          sports: row.sports.slice(0, FRIEND_ROW_SPORTS),
          online: row.online,
          since: row.since.toISOString(),
        })),
        nextCursor: hasMore && last ? encodeFriendsCursor(last) : null,
      };
    },

    /** Pending requests to the user (incoming) and from the user (outgoing), newest first. */
    async requests(userId: string): Promise<FriendRequestList> {
      const pending = await friendsRepo.listPending(userId);
      const people = await profiles.getPublicProfiles(
        pending.map((row) => (row.requesterId === userId ? row.recipientId : row.requesterId)),
      );
      const incoming: FriendRequest[] = [];
      const outgoing: FriendRequest[] = [];
      for (const row of pending) {
        const sent = row.requesterId === userId;
        const person = people.get(sent ? row.recipientId : row.requesterId);
        if (!person) continue;
        const request = {
          requestId: row.requestId,
          user: toFriendUser(person),
          createdAt: row.createdAt.toISOString(),
        };
        (sent ? outgoing : incoming).push(request);
      }
      return { incoming, outgoing };
    },

    /**
     * People whose username or name contains the term, without the searcher, anyone they already have a
     * friendship or request with (spec document 1 §5) and anyone with a block between them and the
     * searcher, at most FRIEND_SEARCH_LIMIT.
     */
    async search(userId: string, term: string): Promise<FriendSearchResult> {
      const excluded = await connectedIds(userId);
      // Ask for enough that the exclusions cannot leave fewer than the limit when more people match.
      const found = await profiles.searchProfiles(term, FRIEND_SEARCH_LIMIT + excluded.size);
      return {
        users: found
          .filter((person) => !excluded.has(person.userId))
          .slice(0, FRIEND_SEARCH_LIMIT)
          .map(toFriendUser),
      };
    },

    /**
     * Up to 10 people sharing a sport with the user, not already connected, best match first
     * (score: `suggestionScore`, nearness included, measured from the browser's position or the
     * user's place to the other's profile place), then by name.
     */
    async suggestions(
      userId: string,
      device: DevicePosition = {},
    ): Promise<{ suggestions: FriendSuggestion[] }> {
      const me = await friendsRepo.findSportsOf(userId);
      if (!me || me.sports.length === 0) return { suggestions: [] };
      const position = (await positions?.of(userId, device)) ?? null;
      const candidates = await friendsRepo.listSuggestionCandidates(
        userId,
        me.sports,
        position
          ? { latitude: position.latitude, longitude: position.longitude, radiusMiles: NEARNESS_RADIUS_MILES }
          : null,
        SUGGESTION_CANDIDATE_POOL,
        clock.now(),
      );
      const mySkills = playedSkills(me);
      const scored: FriendSuggestion[] = [];
      for (const person of candidates) {
        const theirSkills = playedSkills(person);
        const shared = sharedSports(mySkills, theirSkills);
        if (shared.length === 0) continue;
        scored.push({
          ...toFriendUser(person),
          sharedSports: shared,
          score: suggestionScore(mySkills, theirSkills, person.distanceMiles),
          distanceMiles: person.distanceMiles === null ? null : Math.round(person.distanceMiles * 10) / 10,
        });
      }
      scored.sort((a, b) => b.score - a.score || byName(a, b));
      return { suggestions: scored.slice(0, FRIEND_SUGGESTIONS_LIMIT) };
    },

    /**
     * Sends a friend request, notifying the recipient in the same transaction. When the recipient had already
     * asked the sender, their request is accepted instead: both people want the friendship.
     */
    async sendRequest(
      requesterId: string,
      recipientId: string,
    ): Promise<{ result: FriendRequestResult; created: boolean }> {
      if (requesterId === recipientId)
        throw badRequest('cannot_friend_self', friendsMessages.cannotFriendSelf);
      const people = await profiles.getPublicProfiles([requesterId, recipientId]);
      if (!people.has(recipientId)) throw notFound('user', friendsMessages.userNotFound);
      const requesterName = people.get(requesterId)?.name ?? 'Someone';

      return friendsRepo.transaction(async (tx) => {
        const now = clock.now();
        await refuseIfBlocked(requesterId, recipientId, tx);
        const existing = await friendsRepo.lockPair(requesterId, recipientId, tx);
        if (existing?.status === 'accepted')
          throw conflict('already_friends', friendsMessages.alreadyFriends);
        if (existing?.userId === requesterId)
          throw conflict('request_already_sent', friendsMessages.requestAlreadySent);
        if (existing) {
          await friendsRepo.acceptPending({ requestId: existing.id, recipientId: requesterId, now }, tx);
          await notifyAccepted(
            { requesterId: recipientId, accepterId: requesterId, accepterName: requesterName },
            tx,
          );
          await publishChanged(requesterId, recipientId, tx);
          return {
            created: false,
            result: { requestId: existing.id, userId: recipientId, status: 'accepted' as const },
          };
        }
        const row = await friendsRepo.insertPending({ requesterId, recipientId, now }, tx);
        // The other person asked at the same moment; their request stands.
        if (!row) throw conflict('request_exists', friendsMessages.requestAlreadySent);
        await notifications.notify(
          {
            userId: recipientId,
            type: 'friend_request',
            title: friendsMessages.requestTitle,
            message: friendRequestNotificationMessage(requesterName),
            relatedId: row.id,
            relatedUserId: requesterId,
          },
          tx,
        );
        await publishChanged(requesterId, recipientId, tx);
        return {
          created: true,
          result: { requestId: row.id, userId: recipientId, status: 'pending' as const },
        };
      });
    },

    /** Accepts a request sent to the user and tells its sender; anyone else's request is not found. */
    async accept(userId: string, requestId: string): Promise<FriendRequestResult> {
      const accepterName = await nameOf(userId);
      return friendsRepo.transaction(async (tx) => {
        const row = await friendsRepo.acceptPending({ requestId, recipientId: userId, now: clock.now() }, tx);
        if (!row) throw notFound('friend request', friendsMessages.requestNotFound);
        // A block deletes the pair's requests; one that raced it is refused as if it were gone.
        if (await blocks?.eitherBlocked(userId, row.userId, tx))
          throw notFound('friend request', friendsMessages.requestNotFound);
        await notifications.markReadAbout({ userId, type: 'friend_request', relatedId: row.id }, tx);
        await notifyAccepted({ requesterId: row.userId, accepterId: userId, accepterName }, tx);
        await publishChanged(row.userId, userId, tx);
        return { requestId: row.id, userId: row.userId, status: 'accepted' };
      });
    },

    /** Declines (deletes) a request sent to the user; anyone else's request is not found. */
    async decline(userId: string, requestId: string): Promise<void> {
      await friendsRepo.transaction(async (tx) => {
        const row = await friendsRepo.deletePendingTo(requestId, userId, tx);
        if (!row) throw notFound('friend request', friendsMessages.requestNotFound);
        await notifications.markReadAbout({ userId, type: 'friend_request', relatedId: row.id }, tx);
        await publishChanged(row.userId, userId, tx);
      });
    },

    /** Ends a friendship (either side may) or cancels a request the user sent. */
    async remove(userId: string, otherId: string): Promise<void> {
      const row = await friendsRepo.deleteFriendshipOrOwnRequest(userId, otherId);
      if (!row) throw notFound('friend', friendsMessages.friendNotFound);
      await publishChanged(userId, otherId);
    },

    /**
     * A block ends the pair's friendship or pending requests, in the block's transaction. Only the
     * blocker's tabs refresh: the blocked player gets no event that would tell them.
     */
    async endForBlock(blockerId: string, blockedId: string, tx: Database): Promise<void> {
      if (!(await friendsRepo.deletePair(blockerId, blockedId, tx))) return;
      const event: RealtimeEvent = { type: 'friendship.changed', userIds: [blockerId, blockedId] };
      await bus.publishToMany([userTopic(blockerId)], event, tx);
    },

    /** Friends' game creations and joins of the last FRIEND_ACTIVITY_WINDOW_DAYS days, newest first. */
    async activity(userId: string): Promise<{ activities: FriendActivity[] }> {
      const ids = await friendIds(userId);
      if (ids.length === 0) return { activities: [] };
      const since = new Date(clock.now().getTime() - FRIEND_ACTIVITY_WINDOW_DAYS * DAY_MS);
      const activities = await activitySource.recentActivity({
        userIds: ids,
        since,
        limit: FRIEND_ACTIVITY_LIMIT,
      });
      return { activities };
    },

    /** Whether the two are accepted friends. */
    async areFriends(a: string, b: string): Promise<boolean> {
      if (a === b) return false;
      return (await friendsRepo.findPair(a, b))?.status === 'accepted';
    },

    friendIds,
    friendshipStatus,
    countFriends,
  };
}

export type FriendsService = ReturnType<typeof createFriendsService>;
