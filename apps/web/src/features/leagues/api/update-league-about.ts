import { leaguesEndpoints } from '@rally/shared/leagues/leagues.endpoints';
import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import type { LeagueDetail, UpdateLeagueAboutInput } from '@rally/shared/leagues/leagues.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { toastLeagueTextError } from '../lib/inappropriate-content.ts';
import { leagueKeys } from './league-keys.ts';

/** The creator rewrites the About tab: the description and the skill level. */
export function updateLeagueAbout(leagueId: string, input: UpdateLeagueAboutInput): Promise<LeagueDetail> {
  return call(leaguesEndpoints.updateLeagueAbout, { params: { id: leagueId }, body: input });
}

export function useUpdateLeagueAbout(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateLeagueAboutInput) => updateLeagueAbout(leagueId, input),
    meta: { errorToast: false },
    onError: toastLeagueTextError(leagueMessages.unexpected),
    onSuccess: (league) => {
      queryClient.setQueryData(leagueKeys.detail(leagueId), league);
      void queryClient.invalidateQueries({ queryKey: leagueKeys.lists() });
      toast.success(leagueMessages.aboutSaved);
    },
  });
}
