import type { FriendshipStatus } from '@rally/shared/friends/friends.schemas';

type Friendship = { userId: string; friendId: string; status: 'pending' | 'accepted' };

/** The other person of a friendship row, seen from one of its two people. */
export const otherPerson = (row: Friendship, viewerId: string) =>
  row.userId === viewerId ? row.friendId : row.userId;

/** How the viewer stands with another person, given the pair's row (if any). */
export function friendshipStatusOf(
  row: Friendship | undefined,
  viewerId: string,
  otherId: string,
): FriendshipStatus {
  if (viewerId === otherId) return 'self';
  if (!row) return 'none';
  if (row.status === 'accepted') return 'friends';
  return row.userId === viewerId ? 'pending_sent' : 'pending_received';
}
