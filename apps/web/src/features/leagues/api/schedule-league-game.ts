import { leagueGamesEndpoints } from '@rally/shared/leagues/league-games.endpoints';
import type { LeagueGameRequest, ScheduleLeagueGameInput } from '@rally/shared/leagues/league-games.schemas';
import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { toastLeagueTextError } from '../lib/inappropriate-content.ts';
import { leagueKeys } from './league-keys.ts';

/** The creator asks another league to play; the request goes to that league's creator. */
export function scheduleLeagueGame(
  leagueId: string,
  input: ScheduleLeagueGameInput,
): Promise<LeagueGameRequest> {
  return call(leagueGamesEndpoints.requestLeagueGame, { params: { id: leagueId }, body: input });
}

/** Sends the request, toasts "Game request sent!" and refreshes both leagues' pages. */
export function useScheduleLeagueGame(leagueId: string, onSent?: (request: LeagueGameRequest) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScheduleLeagueGameInput) => scheduleLeagueGame(leagueId, input),
    meta: { errorToast: false },
    onError: toastLeagueTextError(leagueMessages.gameRequestFailed),
    onSuccess: (request) => {
      toast.success(leagueMessages.gameRequestSent);
      onSent?.(request);
      return queryClient.invalidateQueries({ queryKey: leagueKeys.all });
    },
  });
}
