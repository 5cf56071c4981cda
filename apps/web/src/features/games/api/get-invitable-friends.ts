import type { InvitableFriend } from '@rally/shared/games/games.schemas';
import { participationEndpoints } from '@rally/shared/games/participation.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { gameKeys } from './game-keys.ts';

/** The host's friends, each with whether they can still be invited to this game. */
export async function getInvitableFriends(gameId: string, signal?: AbortSignal): Promise<InvitableFriend[]> {
  const list = await call(participationEndpoints.listInvitableFriends, { params: { id: gameId }, signal });
  return list.friends;
}

export function getInvitableFriendsQueryOptions(gameId: string) {
  return queryOptions({
    queryKey: gameKeys.invitableFriends(gameId),
    queryFn: ({ signal }) => getInvitableFriends(gameId, signal),
  });
}

/** Loads only while the Invite Friends dialog is open. */
export function useInvitableFriends(gameId: string, enabled: boolean) {
  return useQuery({ ...getInvitableFriendsQueryOptions(gameId), enabled });
}
