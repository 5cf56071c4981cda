import { type LeagueMember, leagueMemberListSchema } from '@rally/shared/leagues/leagues.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { leagueApiUrl } from './league-action.ts';
import { leagueKeys } from './league-keys.ts';

/** The league's members, creator first. */
export async function getLeagueMembers(leagueId: string, signal?: AbortSignal): Promise<LeagueMember[]> {
  const { members } = await api.get(
    leagueApiUrl(leagueId, '/members'),
    import.meta.env.DEV ? leagueMemberListSchema : undefined,
    signal,
  );
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
