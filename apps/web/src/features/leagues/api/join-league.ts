import { leagueMembershipEndpoints } from '@rally/shared/leagues/league-membership.endpoints';
import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import type { LeagueList } from '@rally/shared/leagues/leagues.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { refusalOr } from '../../../lib/api-error.ts';
import type { LeagueActionAnswer } from './league-action.ts';
import { leagueKeys } from './league-keys.ts';

/** Joins a public league directly. */
export function joinLeague(leagueId: string): Promise<LeagueActionAnswer> {
  return call(leagueMembershipEndpoints.joinLeague, { params: { id: leagueId } });
}

/** Moves a joined league's card from Discover to the top of My Leagues, with the viewer counted. */
export function moveToMine(list: LeagueList, leagueId: string): LeagueList {
  const league = list.discover.find((candidate) => candidate.id === leagueId);
  if (!league) return list;
  const joined = { ...league, relation: 'member' as const, memberCount: league.memberCount + 1 };
  return {
    ...list,
    mine: [joined, ...list.mine.filter((mine) => mine.id !== leagueId)],
    discover: list.discover.filter((candidate) => candidate.id !== leagueId),
    discoverCount: Math.max(0, list.discoverCount - 1),
  };
}

/**
 * Join League: the card moves to My Leagues at once (spec document 2 §2), and every leagues query is
 * refetched afterwards so counts match the server, whether the join went through or not.
 */
export function useJoinLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leagueId: string) => joinLeague(leagueId),
    meta: {
      errorToast: (error) =>
        `${leagueMessages.joinUnableTitle}: ${refusalOr(leagueMessages.joinFailed)(error)}`,
    },
    onMutate: async (leagueId) => {
      await queryClient.cancelQueries({ queryKey: leagueKeys.lists() });
      const before = queryClient.getQueriesData<LeagueList>({ queryKey: leagueKeys.lists() });
      queryClient.setQueriesData<LeagueList>({ queryKey: leagueKeys.lists() }, (list) =>
        list ? moveToMine(list, leagueId) : list,
      );
      return { before };
    },
    onError: (_error, _leagueId, context) => {
      for (const [key, list] of context?.before ?? []) queryClient.setQueryData(key, list);
    },
    onSuccess: (answer) => {
      toast.success(answer.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: leagueKeys.all }),
  });
}
