import type { LeagueSummary } from '@rally/shared/leagues/leagues.schemas';
import { sportInfo } from '@rally/shared/sports';
import { LockIcon, MapPinIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { useDistanceFormat } from '../../../lib/distance-unit.ts';
import { memberCountText } from '../lib/league-numbers.ts';
import { LeagueJoinButton } from './league-join-button.tsx';

/** "Near you" within a mile, else how far in the player's unit; nothing when unknown. */
export function leagueDistanceText(miles: number | null, distance: (miles: number) => string): string | null {
  if (miles === null) return null;
  return miles < 1 ? 'Near you' : `${distance(miles)} away`;
}

/**
 * A league to discover (spec document 2 §2): name (linking to its page), a lock when private, sport,
 * members and games played, where it plays and how far, and the way in.
 */
export function DiscoverLeagueCard({ league }: { league: LeagueSummary }) {
  const headingId = useId();
  const { distance } = useDistanceFormat();
  const away = leagueDistanceText(league.distanceMiles, distance);
  return (
    <Card className="flex w-full flex-col gap-3 p-5" aria-labelledby={headingId} role="article">
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-bold">
        <Link to={paths.league.getHref(league.id)} className="min-w-0 truncate hover:underline">
          {league.name}
        </Link>
        {league.isPrivate ? (
          <>
            <LockIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span className="sr-only">(private)</span>
          </>
        ) : null}
      </h3>
      <p className="text-sm text-muted-foreground">
        {sportInfo(league.sport).label} · {memberCountText(league.memberCount)} · {league.gamesPlayed} games
        played
      </p>
      {league.place || away ? (
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPinIcon className="size-4 shrink-0" aria-hidden />
          <span className="min-w-0 truncate">{[league.place, away].filter(Boolean).join(' · ')}</span>
        </p>
      ) : null}
      <LeagueJoinButton league={league} className="mt-auto w-full" />
    </Card>
  );
}
