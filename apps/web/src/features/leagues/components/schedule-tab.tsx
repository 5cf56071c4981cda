import type { LeagueGameRequest } from '@rally/shared/leagues/league-games.schemas';
import type { LeagueDetail } from '@rally/shared/leagues/leagues.schemas';
import { CalendarPlusIcon, CalendarXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { paths } from '../../../config/paths.ts';
import { useLeagueSchedule } from '../api/get-league-schedule.ts';
import { LeagueGameCard } from './league-game-card.tsx';
import { LeagueSectionCard } from './league-section-card.tsx';
import { MembersOnlyNote } from './members-only-note.tsx';

export const SCHEDULE_LOAD_FAILED = 'Failed to load the schedule';

/** Upcoming games soonest first, then past games most recent first. */
export function splitByStart(games: readonly LeagueGameRequest[], now = Date.now()) {
  const upcoming = games
    .filter((game) => Date.parse(game.startsAt) >= now)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const past = games
    .filter((game) => Date.parse(game.startsAt) < now)
    .sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
  return { upcoming, past };
}

/** The league page's Schedule tab: its saved text, then the league's approved inter-league games. */
export function ScheduleTab({ league }: { league: LeagueDetail }) {
  return (
    <div className="flex flex-col gap-4">
      <LeagueSectionCard league={league} tab="schedule" placeholder="Game schedule and upcoming matches." />
      <section aria-labelledby="league-games-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="league-games-heading" className="text-lg font-bold">
            League Games
          </h2>
          {league.abilities.canManageGames ? (
            <Button asChild>
              <Link
                to={paths.leagueScheduleGame.getHref(league.id)}
                state={{ leagueId: league.id, leagueName: league.name }}
              >
                <CalendarPlusIcon aria-hidden />
                Schedule Game
              </Link>
            </Button>
          ) : null}
        </div>
        {league.abilities.canSeeContent ? <LeagueGames leagueId={league.id} /> : <MembersOnlyNote />}
      </section>
    </div>
  );
}

function LeagueGames({ leagueId }: { leagueId: string }) {
  const { data, isPending, isError, refetch, isRefetching } = useLeagueSchedule(leagueId);
  if (isPending) return <p className="text-sm text-muted-foreground">Loading schedule...</p>;
  if (isError)
    return <LoadError message={SCHEDULE_LOAD_FAILED} onRetry={() => refetch()} retrying={isRefetching} />;
  if (data.length === 0) {
    return (
      <EmptyState
        icon={CalendarXIcon}
        title="No league games yet"
        detail="Games against other leagues appear here once they are approved."
        bordered
      />
    );
  }
  const { upcoming, past } = splitByStart(data);
  return (
    <>
      {upcoming.length > 0 ? <GameList title="Upcoming" games={upcoming} leagueId={leagueId} /> : null}
      {past.length > 0 ? <GameList title="Past" games={past} leagueId={leagueId} /> : null}
    </>
  );
}

function GameList({
  title,
  games,
  leagueId,
}: {
  title: string;
  games: readonly LeagueGameRequest[];
  leagueId: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      <ul aria-label={`${title} league games`} className="flex flex-col gap-3">
        {games.map((game) => (
          <LeagueGameCard key={game.id} request={game} leagueId={leagueId} variant="schedule" />
        ))}
      </ul>
    </div>
  );
}
