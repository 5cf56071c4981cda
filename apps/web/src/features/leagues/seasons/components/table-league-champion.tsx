import type { LeagueDetail } from '@rally/shared/leagues/leagues.schemas';
import { TrophyIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { useSeasons } from '../api/get-seasons.ts';
import { useLiveSeasonResults } from '../hooks/use-live-season-results.ts';
import { latestChampionSeason } from './table-current-season.ts';
import { TeamSwatch } from './table-team-swatch.tsx';

/**
 * "Spring 2026 champions: Aces" under the league's name, from its newest season with a champion,
 * leading to that season's bracket. Nothing while loading, on a failure (the tabs say so), or before
 * any season has a champion; nothing for a visitor who may not see the league's content.
 */
export function LeagueChampion({ league }: { league: LeagueDetail }) {
  const canSee = league.abilities.canSeeContent;
  // Any season of the league may crown a champion while the page is open.
  useLiveSeasonResults(canSee ? league.id : undefined);
  const seasons = useSeasons(league.id, canSee);
  const season = seasons.data ? latestChampionSeason(seasons.data.seasons) : null;
  if (!season?.champion) return null;
  return (
    <p className="mt-2 flex items-center gap-2 text-sm font-semibold">
      <TrophyIcon className="size-4 shrink-0 text-amber-600" aria-hidden />
      <TeamSwatch colour={season.champion.colour} />
      <Link
        to={paths.season.getHref(league.id, season.id, 'bracket')}
        className="min-w-0 break-words underline-offset-4 hover:underline"
      >
        {season.name} champions: {season.champion.name}
      </Link>
    </p>
  );
}
