import type { LeagueSummary } from '@rally/shared/leagues/leagues.schemas';
import { sportInfo } from '@rally/shared/sports';
import { LockIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { memberCountText } from '../lib/league-numbers.ts';
import { LeagueJoinButton } from './league-join-button.tsx';

/**
 * A league to discover (spec document 2 §2): name (linking to its page), a lock when private, sport,
 * members and games played, and the way in.
 */
export function DiscoverLeagueCard({ league }: { league: LeagueSummary }) {
  const headingId = useId();
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
      <LeagueJoinButton league={league} className="mt-auto w-full" />
    </Card>
  );
}
