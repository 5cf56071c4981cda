import { leaguesEndpoints } from '@rally/shared/leagues/leagues.endpoints';
import type { LeagueMember } from '@rally/shared/leagues/leagues.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { leagueKeys } from './league-keys.ts';

/** The league's members, creator first. */
export async function getLeagueMembers(leagueId: string, signal?: AbortSignal): Promise<LeagueMember[]> {
  const { members } = await call(leaguesEndpoints.listLeagueMembers, { params: { id: leagueId }, signal });
  return members;
}

export function getLeagueMembersQueryOptions(leagueId: string) {
  return queryOptions({
    queryKey: leagueKeys.members(leagueId),
    queryFn: ({ signal }) => getLeagueMembers(leagueId, signal),
  });
}

export function useLeagueMembers(leagueId: string) {
  return useQuery(getLeagueMembersQueryOptions(leagueId));
}
