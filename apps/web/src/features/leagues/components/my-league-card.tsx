import type { LeagueSummary } from '@rally/shared/leagues/leagues.schemas';
import { sportInfo } from '@rally/shared/sports';
import { CalendarPlusIcon, UserPlusIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { LeagueInviteDialog } from '../../../components/league-invite-dialog.tsx';
import { SportDisc } from '../../../components/sport-disc.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { memberCountText } from '../lib/league-numbers.ts';

/**
 * A league of the viewer's (spec document 2 §2): sport, name, members, the real games played and won,
 * View, Schedule Game for its creator, and Invite Players.
 */
export function MyLeagueCard({ league }: { league: LeagueSummary }) {
  const [inviting, setInviting] = useState(false);
  const headingId = useId();
  return (
    <Card className="flex w-full flex-col gap-4 p-5" aria-labelledby={headingId} role="article">
      <div className="flex items-start gap-3">
        <SportDisc sport={league.sport} size="lg" />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="truncate text-lg font-bold">
            {league.name}
          </h3>
          <p className="text-sm text-muted-foreground">
            {sportInfo(league.sport).label} · {memberCountText(league.memberCount)}
            {league.place ? ` · ${league.place}` : ''}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-center">
        <div className="rounded-lg bg-muted px-3 py-2">
          <dt className="text-xs text-muted-foreground">Games</dt>
          <dd className="text-lg font-bold">{league.gamesPlayed}</dd>
        </div>
        <div className="rounded-lg bg-muted px-3 py-2">
          <dt className="text-xs text-muted-foreground">Wins</dt>
          <dd className="text-lg font-bold">{league.wins}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button asChild className="flex-1">
          <Link to={paths.league.getHref(league.id)}>
            View<span className="sr-only"> {league.name}</span>
          </Link>
        </Button>
        {league.relation === 'creator' ? (
          <Button asChild variant="outline" className="flex-1">
            <Link to={paths.leagueScheduleGame.getHref(league.id)}>
              <CalendarPlusIcon aria-hidden />
              Schedule Game<span className="sr-only"> for {league.name}</span>
            </Link>
          </Button>
        ) : null}
        <Button variant="outline" className="flex-1" onClick={() => setInviting(true)}>
          <UserPlusIcon aria-hidden />
          Invite Players<span className="sr-only"> to {league.name}</span>
        </Button>
      </div>
      <LeagueInviteDialog
        leagueId={league.id}
        leagueName={league.name}
        open={inviting}
        onOpenChange={setInviting}
      />
    </Card>
  );
}
