import type { LeagueDetail } from '@rally/shared/leagues/leagues.schemas';
import { leagueTopic } from '@rally/shared/leagues/leagues.schemas';
import type { SeasonSummary } from '@rally/shared/seasons/seasons.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { PlusIcon, TrophyIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { paths } from '../../../../config/paths.ts';
import { useRealtime } from '../../../../lib/realtime/use-realtime.ts';
import { useSeasons } from '../api/get-seasons.ts';
import { seasonKeys } from '../api/season-keys.ts';
import { formatSeasonDates } from '../lib/season-dates.ts';
import { seasonStageLabels } from '../lib/season-stage-labels.ts';
import { TeamSwatch } from './table-team-swatch.tsx';

function SeasonLink({ league, season }: { league: LeagueDetail; season: SeasonSummary }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border px-3 py-2">
      <Link to={paths.season.getHref(league.id, season.id)} className="font-semibold hover:underline">
        {season.name}
      </Link>
      <span className="text-sm text-muted-foreground">
        {formatSeasonDates(season.startDate, season.endDate)} · {seasonStageLabels[season.stage]} ·{' '}
        {season.teamCount} {season.teamCount === 1 ? 'team' : 'teams'}
      </span>
      {season.champion ? (
        <span className="flex items-center gap-1.5 text-sm font-medium">
          <TrophyIcon className="size-4 text-amber-600" aria-hidden />
          <TeamSwatch colour={season.champion.colour} />
          {season.champion.name}
          <span className="sr-only"> won</span>
        </span>
      ) : null}
    </li>
  );
}

/**
 * The league's seasons on its page: those running (newest first), the archive of finished ones, and
 * "New season" for its organisers. Kept live: a season made, advanced or crowned elsewhere shows here.
 */
export function LeagueSeasonsCard({ league }: { league: LeagueDetail }) {
  const queryClient = useQueryClient();
  const seasons = useSeasons(league.id);
  useRealtime(leagueTopic(league.id), (event) => {
    if (event.type === 'season.changed' && event.leagueId === league.id) {
      void queryClient.invalidateQueries({ queryKey: seasonKeys.list(league.id) });
    }
  });

  if (seasons.isPending) return null;
  if (seasons.isError) {
    return (
      <LoadError
        message="The league's seasons could not be loaded."
        onRetry={() => void seasons.refetch()}
        retrying={seasons.isFetching}
      />
    );
  }
  const { canCreate } = seasons.data;
  const running = seasons.data.seasons.filter((season) => season.stage !== 'finished');
  const past = seasons.data.seasons.filter((season) => season.stage === 'finished');
  if (!canCreate && running.length === 0 && past.length === 0) return null;

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Seasons</CardTitle>
        {canCreate ? (
          <Button asChild size="sm">
            <Link to={paths.seasonCreate.getHref(league.id)}>
              <PlusIcon aria-hidden /> New season
            </Link>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {running.length === 0 && past.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Run a season: teams, a fixture list, a live table and playoffs.
          </p>
        ) : null}
        {running.length > 0 ? (
          <div className="grid gap-2">
            <h3 className="text-sm font-medium text-muted-foreground">
              {running.length === 1 ? 'Current season' : 'Current seasons'}
            </h3>
            <ul className="grid gap-2">
              {running.map((season) => (
                <SeasonLink key={season.id} league={league} season={season} />
              ))}
            </ul>
          </div>
        ) : null}
        {past.length > 0 ? (
          <div className="grid gap-2">
            <h3 className="text-sm font-medium text-muted-foreground">Past seasons</h3>
            <ul className="grid gap-2">
              {past.map((season) => (
                <SeasonLink key={season.id} league={league} season={season} />
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
