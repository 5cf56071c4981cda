import { leagueMembershipEndpoints } from '@rally/shared/leagues/league-membership.endpoints';
import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import type { LeagueJoinRequestInput } from '@rally/shared/leagues/leagues.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { toastLeagueTextError } from '../lib/inappropriate-content.ts';
import type { LeagueActionAnswer } from './league-action.ts';
import { leagueKeys } from './league-keys.ts';

/** Asks the creator of a private league to let the viewer in, with an optional message. */
export function requestToJoinLeague(
  leagueId: string,
  input: LeagueJoinRequestInput,
): Promise<LeagueActionAnswer> {
  return call(leagueMembershipEndpoints.requestToJoinLeague, { params: { id: leagueId }, body: input });
}

/** Request to Join: "Request Sent!", and the card and page then read Request Pending (from the server). */
export function useRequestToJoinLeague(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LeagueJoinRequestInput) => requestToJoinLeague(leagueId, input),
    meta: { errorToast: false },
    onError: toastLeagueTextError(leagueMessages.joinFailed),
    onSuccess: (answer) => {
      toast.success(answer.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: leagueKeys.all }),
  });
}
