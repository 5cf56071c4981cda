import type { LeagueDetail } from '@rally/shared/leagues/leagues.schemas';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { paths } from '../../../../config/paths.ts';
import { errorMessage } from '../../../../lib/api-error.ts';
import { useSeasons } from '../api/get-seasons.ts';
import { SeasonStats } from './season-stats.tsx';
import { SeasonTable } from './season-table.tsx';
import { currentSeason } from './table-current-season.ts';

type LeagueSeasonCardProps = { league: LeagueDetail; show: 'table' | 'stats' };

/**
 * The league's current season on its Standings tab (the table) or its Stats tab (the leaders): a
 * heading with the season's name that leads to its page, and the figures, live. Nothing at all for a
 * league that has not run a season yet, so those tabs read as before.
 */
export function LeagueSeasonCard({ league, show }: LeagueSeasonCardProps) {
  const seasons = useSeasons(league.id);
  if (seasons.isPending)
    return <p className="text-sm text-muted-foreground">Loading the current season...</p>;
  if (seasons.isError) {
    return (
      <LoadError
        message={errorMessage(seasons.error)}
        onRetry={() => seasons.refetch()}
        retrying={seasons.isRefetching}
      />
    );
  }
  const season = currentSeason(seasons.data.seasons);
  if (!season) return null;
  const over = season.stage === 'finished';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">
          <Link
            to={paths.season.getHref(league.id, season.id, show)}
            className="underline-offset-4 hover:underline"
          >
            {season.name}
          </Link>
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          {show === 'table'
            ? over
              ? 'Final table'
              : 'Season table'
            : over
              ? 'Final player stats'
              : 'Season leaders'}
        </p>
      </CardHeader>
      <CardContent>
        {show === 'table' ? (
          <SeasonTable seasonId={season.id} leagueId={league.id} caption={`${season.name} table`} />
        ) : (
          <SeasonStats seasonId={season.id} leagueId={league.id} leadersOnly />
        )}
      </CardContent>
    </Card>
  );
}
