import { leagueMembershipEndpoints } from '@rally/shared/leagues/league-membership.endpoints';
import type { LeagueJoinRequest } from '@rally/shared/leagues/leagues.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { leagueKeys } from './league-keys.ts';

/** The creator's pending join requests, newest first. */
export async function getLeagueJoinRequests(
  leagueId: string,
  signal?: AbortSignal,
): Promise<LeagueJoinRequest[]> {
  const { requests } = await call(leagueMembershipEndpoints.listLeagueJoinRequests, {
    params: { id: leagueId },
    signal,
  });
  return requests;
}

export function getLeagueJoinRequestsQueryOptions(leagueId: string) {
  return queryOptions({
    queryKey: leagueKeys.joinRequests(leagueId),
    queryFn: ({ signal }) => getLeagueJoinRequests(leagueId, signal),
  });
}

/** Loads only while the dialog that lists them is open. */
export function useLeagueJoinRequests(leagueId: string, enabled: boolean) {
  return useQuery({ ...getLeagueJoinRequestsQueryOptions(leagueId), enabled });
}
