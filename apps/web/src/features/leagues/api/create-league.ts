import { leaguesEndpoints } from '@rally/shared/leagues/leagues.endpoints';
import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import type { CreateLeagueInput, LeagueDetail } from '@rally/shared/leagues/leagues.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { toastLeagueTextError } from '../lib/inappropriate-content.ts';
import { leagueKeys } from './league-keys.ts';

/** Creates a league with the viewer as its creator and first member. */
export function createLeague(input: CreateLeagueInput): Promise<LeagueDetail> {
  return call(leaguesEndpoints.createLeague, { body: input });
}

export function useCreateLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLeague,
    meta: { errorToast: false },
    onError: toastLeagueTextError(leagueMessages.createFailed),
    onSuccess: (league) => {
      queryClient.setQueryData(leagueKeys.detail(league.id), league);
      void queryClient.invalidateQueries({ queryKey: leagueKeys.lists() });
      toast.success(leagueMessages.created);
    },
  });
}
