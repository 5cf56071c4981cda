import { type LeagueRelation, leagueTopic } from '@rally/shared/leagues/leagues.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '../../../lib/realtime/use-realtime.ts';
import { deleteLeagueMutationKey } from '../api/delete-league.ts';
import { leagueKeys } from '../api/league-keys.ts';

/**
 * Keeps a league's page live over `league:{id}`: any change (details, members, content, games)
 * refetches everything the page shows; a deletion by someone else calls `onDeleted` instead, since
 * there is nothing left to refetch. `relation` is the viewer's own (a member of a private league
 * follows it once approved).
 */
export function useLiveLeague(
  leagueId: string,
  relation: LeagueRelation | undefined,
  onDeleted: () => void,
): void {
  const queryClient = useQueryClient();
  useRealtime(
    leagueTopic(leagueId),
    (event) => {
      if (event.type !== 'league.changed' || event.leagueId !== leagueId) return;
      if (event.change === 'deleted') {
        // The creator's own Delete League already says so and leaves the page.
        if (queryClient.isMutating({ mutationKey: deleteLeagueMutationKey(leagueId) }) > 0) return;
        queryClient.removeQueries({ queryKey: leagueKeys.detail(leagueId) });
        void queryClient.invalidateQueries({ queryKey: leagueKeys.lists() });
        onDeleted();
        return;
      }
      void queryClient.invalidateQueries({ queryKey: leagueKeys.detail(leagueId) });
      if (event.change === 'members' || event.change === 'updated') {
        void queryClient.invalidateQueries({ queryKey: leagueKeys.lists() });
      }
    },
    relation,
  );
}
