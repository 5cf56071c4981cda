import { SEASON_FORMAT_LABELS } from '@rally/shared/seasons/seasons.constants';
import type { SeasonDetail } from '@rally/shared/seasons/seasons.schemas';
import { TrophyIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge.tsx';
import { paths } from '../../../../config/paths.ts';
import { formatSeasonDates } from '../lib/season-dates.ts';
import { seasonStageLabels } from '../lib/season-stage-labels.ts';
import { TeamSwatch } from './table-team-swatch.tsx';

/** The season's name, league, dates and stage, and its champion once it is finished. */
export function SeasonHeader({ season }: { season: SeasonDetail }) {
  return (
    <header className="grid gap-3">
      <p className="text-sm font-medium text-muted-foreground">
        <Link to={paths.league.getHref(season.league.id)} className="underline-offset-4 hover:underline">
          {season.league.name}
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight">{season.name}</h1>
        <Badge variant={season.stage === 'finished' ? 'outline' : 'secondary'}>
          {seasonStageLabels[season.stage]}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {formatSeasonDates(season.startDate, season.endDate)} · {SEASON_FORMAT_LABELS[season.format]} ·{' '}
        {season.teams.length} {season.teams.length === 1 ? 'team' : 'teams'}
      </p>
      {season.champion ? (
        <div
          role="status"
          className="flex items-center gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 px-4 py-3"
        >
          <TrophyIcon className="size-6 text-amber-600 dark:text-amber-400" aria-hidden />
          <p className="flex items-center gap-2 font-semibold">
            <TeamSwatch colour={season.champion.colour} />
            {season.champion.name} {season.stage === 'finished' ? 'won the season' : 'are champions'}
          </p>
        </div>
      ) : null}
    </header>
  );
}
