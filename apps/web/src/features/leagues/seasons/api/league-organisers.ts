import { leagueOrganisersEndpoints } from '@rally/shared/seasons/seasons.endpoints';
import type { LeagueOrganiserList } from '@rally/shared/seasons/seasons.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../../lib/api-client.ts';
import { refusalOr } from '../../../../lib/api-error.ts';
import { seasonKeys } from './season-keys.ts';

/** The league's organisers: its creator, then the members the creator named. */
export function getLeagueOrganisers(leagueId: string, signal?: AbortSignal): Promise<LeagueOrganiserList> {
  return call(leagueOrganisersEndpoints.listLeagueOrganisers, { params: { id: leagueId }, signal });
}

export function getLeagueOrganisersQueryOptions(leagueId: string) {
  return queryOptions({
    queryKey: seasonKeys.organisers(leagueId),
    queryFn: ({ signal }) => getLeagueOrganisers(leagueId, signal),
  });
}

export function useLeagueOrganisers(leagueId: string) {
  return useQuery(getLeagueOrganisersQueryOptions(leagueId));
}

/** The creator names a member co-organiser, or removes one; the answer is the new list. */
export function useSetLeagueOrganiser(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, organiser }: { userId: string; name: string; organiser: boolean }) =>
      call(
        organiser
          ? leagueOrganisersEndpoints.addLeagueOrganiser
          : leagueOrganisersEndpoints.removeLeagueOrganiser,
        {
          params: { id: leagueId, userId },
        },
      ),
    meta: { errorToast: refusalOr('The organisers could not be changed. Please try again.') },
    onSuccess: (list, { name, organiser }) => {
      queryClient.setQueryData(seasonKeys.organisers(leagueId), list);
      toast.success(
        organiser ? `${name} now co-organises the league` : `${name} no longer co-organises the league`,
      );
    },
    // A co-organiser's seasons' abilities change with it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['seasons'] }),
  });
}
