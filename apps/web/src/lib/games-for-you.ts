import { gamesEndpoints } from '@rally/shared/games/games.endpoints';
import type { GameActionResult, GameSummary } from '@rally/shared/games/games.schemas';
import type { GamesForYou } from '@rally/shared/games/games-for-you';
import { participationEndpoints } from '@rally/shared/games/participation.endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from './api-client.ts';
import { refusalOr } from './api-error.ts';
import type { LatLng } from './player-place.ts';

/**
 * The spec's texts for a join (games.messages.ts), repeated here: that module shares a chunk with the
 * games' schemas, and importing it would bring the validation library to the dashboard (decision 17).
 * The server's answer carries the success text; these are the fallbacks.
 */
const JOINED = 'Successfully joined the game!';
const REQUEST_SENT = 'Request Sent!';
const JOIN_FAILED = 'Failed to join game. Please try again.';

/** How many games Find's empty state suggests. */
export const FIND_GAMES_FOR_YOU = 4;

/** Games the player could join now, near them, best first (ranked on the server). */
export function getGamesForYou(
  near: LatLng | null,
  limit: number,
  signal?: AbortSignal,
): Promise<GamesForYou> {
  return call(gamesEndpoints.listGamesForYou, { query: { limit, lat: near?.lat, lng: near?.lng }, signal });
}

export function getGamesForYouQueryOptions(near: LatLng | null, limit: number) {
  // Under ['games']: any game's change (a join, a new game) refreshes the suggestions too.
  return queryOptions({
    queryKey: ['games', 'for-you', near, limit] as const,
    queryFn: ({ signal }) => getGamesForYou(near, limit, signal),
  });
}

export function useGamesForYou(near: LatLng | null, limit: number, enabled = true) {
  return useQuery({ ...getGamesForYouQueryOptions(near, limit), enabled });
}

/**
 * One tap: joins a public game, or asks the host of one that needs approval, with the existing
 * participation endpoints. Every games list and the dashboard refresh afterwards.
 */
export function joinOrRequest(
  game: Pick<GameSummary, 'id' | 'isPrivate'>,
): Promise<Partial<GameActionResult>> {
  const params = { id: game.id };
  return game.isPrivate
    ? call(participationEndpoints.requestToJoinGame, { params, body: {} })
    : call(participationEndpoints.joinGame, { params });
}

export function useJoinGameForYou(onJoined?: (game: GameSummary) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (game: GameSummary) => joinOrRequest(game),
    meta: { errorToast: refusalOr(JOIN_FAILED) },
    onSuccess: (answer, game) => {
      onJoined?.(game);
      toast.success(answer.message ?? (game.isPrivate ? REQUEST_SENT : JOINED));
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['games'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
