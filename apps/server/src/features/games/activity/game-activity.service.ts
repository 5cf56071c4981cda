import type { FriendActivity } from '@rally/shared/friends/friends.schemas';
import type { Clock } from '../../../lib/clock.ts';
import type { FriendActivitySource } from '../../friends/friends.service.ts';
import type { GameActivityRepository, GameActivityRow } from './game-activity.repository.ts';

/** How many started games one run of the sport-activity count takes at a time. */
const ACTIVITY_BATCH = 200;

const toFriendActivity = (row: GameActivityRow, action: 'created' | 'joined'): FriendActivity => ({
  id: `${action}:${row.gameId}:${row.userId}`,
  userId: row.userId,
  name: row.name ?? 'Unknown Player',
  action,
  game: row.title,
  gameId: row.gameId,
  time: row.at.toISOString(),
  sport: row.sport,
  location: row.location,
});

/**
 * Games as a source of Friends Activity: friends' creations and joins, newest first. Half the budget
 * goes to each kind, so a burst of joins never hides a creation. Private games are left out: whether
 * a friend plays in an invitation-only game is theirs and the host's to tell.
 */
export function createGameFriendActivity({
  activityRepo,
}: {
  activityRepo: GameActivityRepository;
}): FriendActivitySource {
  return {
    async recentActivity({ userIds, since, limit }) {
      if (userIds.length === 0) return [];
      const each = Math.ceil(limit / 2);
      const [created, joined] = await Promise.all([
        activityRepo.recentCreations(userIds, since, each),
        activityRepo.recentJoins(userIds, since, each),
      ]);
      return [
        ...created.map((row) => toFriendActivity(row, 'created')),
        ...joined.map((row) => toFriendActivity(row, 'joined')),
      ]
        .sort((a, b) => b.time.localeCompare(a.time))
        .slice(0, limit);
    },
  };
}

/** Counts every started game's players into their sport activity, batch after batch, until none is left. */
export function createSportActivityCount({
  activityRepo,
  clock,
}: {
  activityRepo: GameActivityRepository;
  clock: Clock;
}) {
  return {
    async run(): Promise<number> {
      let total = 0;
      for (;;) {
        const counted = await activityRepo.recordStartedGames(clock.now(), ACTIVITY_BATCH);
        total += counted;
        if (counted < ACTIVITY_BATCH) return total;
      }
    },
  };
}
