import type { LeagueDetail } from '@rally/shared/leagues/leagues.schemas';
import { sportInfo } from '@rally/shared/sports';
import { LockIcon, MapPinIcon } from 'lucide-react';
import { SportDisc } from '../../../components/sport-disc.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { leagueSkillLabels } from '../lib/league-skill-labels.ts';
import { LeagueChampion } from '../seasons/components/table-league-champion.tsx';

/**
 * The league page's title: sport icon, name, badges for sport, skill level, place and Private, and the
 * latest season's champions once there are any.
 */
export function LeagueHeader({ league }: { league: LeagueDetail }) {
  return (
    <div className="flex min-w-0 items-start gap-4">
      <SportDisc sport={league.sport} size="lg" />
      <div className="min-w-0">
        <h1 className="text-3xl font-extrabold tracking-tight break-words">{league.name}</h1>
        <ul aria-label="League details" className="mt-2 flex flex-wrap gap-2">
          <li>
            <Badge variant="accent">{sportInfo(league.sport).label}</Badge>
          </li>
          <li>
            <Badge variant="outline">{leagueSkillLabels[league.skillLevel]}</Badge>
          </li>
          {league.place ? (
            <li>
              <Badge variant="outline">
                <MapPinIcon className="size-3" aria-hidden />
                {league.place}
              </Badge>
            </li>
          ) : null}
          {league.isPrivate ? (
            <li>
              <Badge variant="secondary">
                <LockIcon className="size-3" aria-hidden />
                Private
              </Badge>
            </li>
          ) : null}
        </ul>
        <LeagueChampion league={league} />
      </div>
    </div>
  );
}
