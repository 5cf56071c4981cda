import { TrophyIcon } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { errorMessage, isApiError } from '../../../../lib/api-error.ts';
import { useSeasonBracket } from '../api/get-season-bracket.ts';
import { useLiveSeasonResults } from '../hooks/use-live-season-results.ts';
import { BracketView } from './bracket-view.tsx';

export const SEASON_BRACKET_LOAD_FAILED = 'Failed to load the playoffs';

type SeasonBracketProps = {
  seasonId: string;
  /** The season's league: when given, the bracket follows it live (winners advance as results count). */
  leagueId?: string | undefined;
};

/** A season's playoff bracket and champion, with its loading, error and empty states. */
export function SeasonBracket({ seasonId, leagueId }: SeasonBracketProps) {
  useLiveSeasonResults(leagueId, seasonId);
  const { data, isPending, isError, error, refetch, isRefetching } = useSeasonBracket(seasonId);
  if (isPending) return <p className="text-sm text-muted-foreground">Loading the playoffs...</p>;
  if (isError) {
    return isApiError(error) && error.status < 500 ? (
      <LoadError message={errorMessage(error)} />
    ) : (
      <LoadError message={SEASON_BRACKET_LOAD_FAILED} onRetry={() => refetch()} retrying={isRefetching} />
    );
  }
  if (data.size === 0) {
    return (
      <EmptyState icon={TrophyIcon} title="No playoffs" detail="The table decides this season." bordered />
    );
  }
  if (data.games.length === 0) {
    return (
      <EmptyState
        icon={TrophyIcon}
        title="Playoffs not drawn yet"
        detail={`The top ${data.size} teams of the table play off once the regular season is over.`}
        bordered
      />
    );
  }
  return <BracketView bracket={data} />;
}
