import { BarChart3Icon } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { errorMessage, isApiError } from '../../../../lib/api-error.ts';
import { useSeasonStats } from '../api/get-season-stats.ts';
import { useLiveSeasonResults } from '../hooks/use-live-season-results.ts';
import { StatsView } from './stats-view.tsx';

export const SEASON_STATS_LOAD_FAILED = 'Failed to load player stats';

type SeasonStatsProps = {
  seasonId: string;
  /** The season's league: when given, the numbers follow it live (each result that counts adds to them). */
  leagueId?: string | undefined;
  /** Only the five leaders, for a summary beside other figures. */
  leadersOnly?: boolean;
};

/** A season's player stats (appearances and the season's stat, leaders first) with their states. */
export function SeasonStats({ seasonId, leagueId, leadersOnly = false }: SeasonStatsProps) {
  useLiveSeasonResults(leagueId, seasonId);
  const { data, isPending, isError, error, refetch, isRefetching } = useSeasonStats(seasonId);
  if (isPending) return <p className="text-sm text-muted-foreground">Loading player stats...</p>;
  if (isError) {
    return isApiError(error) && error.status < 500 ? (
      <LoadError message={errorMessage(error)} />
    ) : (
      <LoadError message={SEASON_STATS_LOAD_FAILED} onRetry={() => refetch()} retrying={isRefetching} />
    );
  }
  if (data.players.length === 0) {
    return (
      <EmptyState
        icon={BarChart3Icon}
        title="No player stats yet"
        detail="Players' appearances and numbers appear here once results count."
        bordered
      />
    );
  }
  return <StatsView stats={data} leadersOnly={leadersOnly} />;
}
