import type { LeagueStandings } from '@rally/shared/leagues/league-games.schemas';
import type { LeagueDetail } from '@rally/shared/leagues/leagues.schemas';
import { ListOrderedIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { errorMessage, isApiError } from '../../../lib/api-error.ts';
import { cn } from '../../../lib/cn.ts';
import { useLeagueStandings } from '../api/get-league-standings.ts';
import { LeagueSeasonCard } from '../seasons/components/table-league-season-card.tsx';

export const STANDINGS_LOAD_FAILED = 'Failed to load standings';

/**
 * The league page's Standings tab: the current season's table first (issue 29), then every league of
 * its sport with results, ranked, this one marked.
 */
export function StandingsTab({ league }: { league: LeagueDetail }) {
  return (
    <div className="flex flex-col gap-4">
      <LeagueSeasonCard league={league} show="table" />
      <StandingsBetweenLeagues league={league} />
    </div>
  );
}

function StandingsBetweenLeagues({ league }: { league: LeagueDetail }) {
  const { data, isPending, isError, error, refetch, isRefetching } = useLeagueStandings(league.id);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Standings</CardTitle>
        <p className="text-sm text-muted-foreground capitalize">{league.sport} leagues with results</p>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <p className="text-sm text-muted-foreground">Loading standings...</p>
        ) : isError ? (
          isApiError(error) && error.status === 403 ? (
            <LoadError message={errorMessage(error)} />
          ) : (
            <LoadError message={STANDINGS_LOAD_FAILED} onRetry={() => refetch()} retrying={isRefetching} />
          )
        ) : data.rows.length === 0 ? (
          <EmptyState
            icon={ListOrderedIcon}
            title="No standings yet"
            detail="Leagues of this sport appear here once a game between leagues has a result."
            bordered
          />
        ) : (
          <StandingsTable rows={data.rows} leagueId={league.id} />
        )}
      </CardContent>
    </Card>
  );
}

function StandingsTable({ rows, leagueId }: { rows: LeagueStandings['rows']; leagueId: string }) {
  return (
    // Focusable so a keyboard can scroll the table sideways on a phone; positioned so the row's
    // screen-reader text stays inside the scroll box instead of widening the page.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section className="relative overflow-x-auto" tabIndex={0} aria-label="Standings table">
      <table className="w-full min-w-[36rem] text-sm">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="px-2 py-2 font-medium">
              #
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              League
            </th>
            <NumberHeader>Played</NumberHeader>
            <NumberHeader>Won</NumberHeader>
            <NumberHeader>Lost</NumberHeader>
            <NumberHeader>Win Rate</NumberHeader>
            <NumberHeader>Points For</NumberHeader>
            <NumberHeader>Against</NumberHeader>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const current = row.league.id === leagueId;
            return (
              <tr
                key={row.league.id}
                aria-current={current ? 'true' : undefined}
                className={cn('border-b last:border-0', current && 'bg-primary/10 font-semibold')}
              >
                <td className="px-2 py-2 tabular-nums">{row.rank}</td>
                <th scope="row" className="px-2 py-2 text-left font-semibold break-words">
                  {row.league.name}
                  {current ? <span className="sr-only"> (this league)</span> : null}
                </th>
                <NumberCell>{row.played}</NumberCell>
                <NumberCell>{row.won}</NumberCell>
                <NumberCell>{row.lost}</NumberCell>
                <NumberCell>{`${row.winRate}%`}</NumberCell>
                <NumberCell>{row.pointsFor}</NumberCell>
                <NumberCell>{row.pointsAgainst}</NumberCell>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function NumberHeader({ children }: { children: string }) {
  return (
    <th scope="col" className="px-2 py-2 text-right font-medium">
      {children}
    </th>
  );
}

function NumberCell({ children }: { children: string | number }) {
  return <td className="px-2 py-2 text-right tabular-nums">{children}</td>;
}
