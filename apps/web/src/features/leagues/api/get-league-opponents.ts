import { leagueGamesEndpoints } from '@rally/shared/leagues/league-games.endpoints';
import type { opponentListSchema } from '@rally/shared/leagues/league-games.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { leagueKeys } from './league-keys.ts';

export type Opponent = z.infer<typeof opponentListSchema>['leagues'][number];

/** The leagues this one may play: the same sport, not itself, by name. */
export async function getLeagueOpponents(leagueId: string, signal?: AbortSignal): Promise<Opponent[]> {
  const list = await call(leagueGamesEndpoints.listLeagueOpponents, { params: { id: leagueId }, signal });
  return list.leagues;
}

export function getLeagueOpponentsQueryOptions(leagueId: string) {
  return queryOptions({
    queryKey: leagueKeys.opponents(leagueId),
    queryFn: ({ signal }) => getLeagueOpponents(leagueId, signal),
  });
}

export function useLeagueOpponents(leagueId: string, enabled = true) {
  return useQuery({ ...getLeagueOpponentsQueryOptions(leagueId), enabled });
}
