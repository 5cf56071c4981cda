import { leagueTopic } from '@rally/shared/leagues/leagues.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '../../../../lib/realtime/use-realtime.ts';
import { deleteSeasonMutationKey } from '../api/delete-season.ts';
import { seasonKeys } from '../api/season-keys.ts';

/**
 * Keeps a season's page live over its league's topic: any `season.changed` for it (teams, fixtures, a
 * result, the playoffs) refetches everything the page shows, and the league's list of seasons with it
 * (its stage or champion may have changed). A deletion calls `onDeleted`, since nothing is left to show.
 */
export function useLiveSeason(leagueId: string, seasonId: string, onDeleted: () => void): void {
  const queryClient = useQueryClient();
  useRealtime(leagueTopic(leagueId), (event) => {
    if (event.type !== 'season.changed' || event.seasonId !== seasonId) return;
    void queryClient.invalidateQueries({ queryKey: seasonKeys.list(leagueId) });
    if (event.change === 'deleted') {
      // The organiser's own Delete season already says so and leaves the page.
      if (queryClient.isMutating({ mutationKey: deleteSeasonMutationKey(seasonId) }) > 0) return;
      queryClient.removeQueries({ queryKey: seasonKeys.detail(seasonId) });
      onDeleted();
      return;
    }
    void queryClient.invalidateQueries({ queryKey: seasonKeys.detail(seasonId) });
  });
}
