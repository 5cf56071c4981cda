import type { FriendshipStatus } from '@rally/shared/friends/friends.schemas';
import { friendshipStatusOf, otherPerson } from './friends.policy.ts';
import type { FriendsRepository } from './friends.repository.ts';

/**
 * What other features read about friendships (profiles shows the relation and the count, presence tells
 * friends), built on the repository alone so it exists before the services that use it: profiles and
 * presence need it, and friends needs profiles, so a whole friends service would close a cycle.
 */
export function createFriendshipLookup(
  friendsRepo: Pick<FriendsRepository, 'listAccepted' | 'findPair' | 'countAccepted'>,
) {
  return {
    /** The ids of the user's accepted friends. */
    async friendIds(userId: string): Promise<string[]> {
      const rows = await friendsRepo.listAccepted(userId);
      return rows.map((row) => otherPerson(row, userId));
    },

    /** How the viewer stands with another person: self, none, pending_sent, pending_received or friends. */
    async friendshipStatus(viewerId: string, otherId: string): Promise<FriendshipStatus> {
      if (viewerId === otherId) return 'self';
      return friendshipStatusOf(await friendsRepo.findPair(viewerId, otherId), viewerId, otherId);
    },

    /** How many accepted friends the user has (profile stats). */
    countFriends: (userId: string) => friendsRepo.countAccepted(userId),
  };
}

export type FriendshipLookup = ReturnType<typeof createFriendshipLookup>;
