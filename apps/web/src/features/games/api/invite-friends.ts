import type { GameActionResult } from '@rally/shared/games/games.schemas';
import { participationEndpoints } from '@rally/shared/games/participation.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { gameKeys } from './game-keys.ts';

/** The spec's success text (document 2 §8) when the server sends none. */
export const INVITATIONS_SENT = 'Invitations sent!';

/** Invites friends to a game; each gets a game_invitation notification. */
export function inviteFriends(gameId: string, userIds: string[]): Promise<Partial<GameActionResult>> {
  return call(participationEndpoints.inviteFriendsToGame, { params: { id: gameId }, body: { userIds } });
}

export function useInviteFriends(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) => inviteFriends(gameId, userIds),
    // The invitees' rows and the game's invited state change: refresh both.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gameKeys.detail(gameId) }),
  });
}
