import {
  type GameActionResult,
  type GameSummary,
  gameActionResultSchema,
} from '@rally/shared/games/games.schemas';
import { type GamesForYou, gamesForYouSchema } from '@rally/shared/games/games-for-you';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from './api-client.ts';
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
  const params = new URLSearchParams({ limit: String(limit) });
  if (near) {
    params.set('lat', String(near.lat));
    params.set('lng', String(near.lng));
  }
  return api.get(`/api/games/for-you?${params}`, import.meta.env.DEV ? gamesForYouSchema : undefined, signal);
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
  const url = `/api/games/${encodeURIComponent(game.id)}${game.isPrivate ? '/requests' : '/join'}`;
  return api.post(
    url,
    game.isPrivate ? {} : undefined,
    import.meta.env.DEV ? gameActionResultSchema : undefined,
  );
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
