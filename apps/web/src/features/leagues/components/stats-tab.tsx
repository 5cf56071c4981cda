import type { LeagueStats } from '@rally/shared/leagues/league-games.schemas';
import type { LeagueDetail } from '@rally/shared/leagues/leagues.schemas';
import { TrophyIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { errorMessage, isApiError } from '../../../lib/api-error.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useLeagueStats } from '../api/get-league-stats.ts';
import { LeagueSeasonCard } from '../seasons/components/table-league-season-card.tsx';
import { LeagueSectionCard } from './league-section-card.tsx';

export const STATS_LOAD_FAILED = 'Failed to load league stats';

/** Spec §9: the rounded percentage, or a dash before the first result. */
export function winRateText(winRate: number | null): string {
  return winRate === null ? '–' : `${winRate}%`;
}

/** "3–1" from this league's side, or nothing when no score was reported. */
export function scoreText(scoreFor: number | null, scoreAgainst: number | null): string | null {
  return scoreFor === null || scoreAgainst === null ? null : `${scoreFor}–${scoreAgainst}`;
}

/**
 * The league page's Stats tab: its saved text, the current season's player leaders (issue 29), then
 * the league's record and its ten most recent results.
 */
export function StatsTab({ league }: { league: LeagueDetail }) {
  return (
    <div className="flex flex-col gap-4">
      <LeagueSectionCard league={league} tab="stats" placeholder="League statistics and player rankings." />
      <LeagueSeasonCard league={league} show="stats" />
      <LeagueRecord leagueId={league.id} />
    </div>
  );
}

function LeagueRecord({ leagueId }: { leagueId: string }) {
  const { data, isPending, isError, error, refetch, isRefetching } = useLeagueStats(leagueId);
  if (isPending) return <p className="text-sm text-muted-foreground">Loading stats...</p>;
  if (isError) {
    // A refusal (a private league's visitor) says why; anything else may pass with a retry.
    return isApiError(error) && error.status === 403 ? (
      <LoadError message={errorMessage(error)} />
    ) : (
      <LoadError message={STATS_LOAD_FAILED} onRetry={() => refetch()} retrying={isRefetching} />
    );
  }
  return (
    <>
      <section aria-labelledby="league-record-heading" className="flex flex-col gap-3">
        <h2 id="league-record-heading" className="text-lg font-bold">
          Record
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <StatCard label="Played" value={String(data.played)} />
          <StatCard label="Wins" value={String(data.wins)} />
          <StatCard label="Losses" value={String(data.losses)} />
          <StatCard label="Win Rate" value={winRateText(data.winRate)} />
        </dl>
      </section>
      <RecentResults results={data.recentResults} />
    </>
  );
}

function StatCard({ label, value }: { label: string; value: string }) {
  // A div directly in the <dl>, styled as a card, so each label and value stay one group.
  return (
    <div className="flex flex-col gap-1 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-bold">{value}</dd>
    </div>
  );
}

function RecentResults({ results }: { results: LeagueStats['recentResults'] }) {
  return (
    <section aria-labelledby="recent-results-heading" className="flex flex-col gap-3">
      <h2 id="recent-results-heading" className="text-lg font-bold">
        Recent Results
      </h2>
      {results.length === 0 ? (
        <EmptyState
          icon={TrophyIcon}
          title="No results yet"
          detail="Results of games against other leagues appear here once they are reported."
          bordered
        />
      ) : (
        <ul aria-label="Recent results" className="divide-y rounded-lg border">
          {results.map((result) => {
            const score = scoreText(result.scoreFor, result.scoreAgainst);
            return (
              <li key={result.requestId} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <Badge variant={result.won ? 'default' : 'outline'} className="w-8 justify-center">
                  <span aria-hidden>{result.won ? 'W' : 'L'}</span>
                  <span className="sr-only">{result.won ? 'Won' : 'Lost'}</span>
                </Badge>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words">vs {result.opponent.name}</p>
                  <p className="text-sm text-muted-foreground break-words">
                    {result.title} ·{' '}
                    <time dateTime={result.playedAt}>{formatCalendarDate(result.playedAt)}</time>
                  </p>
                </div>
                {score ? <span className="font-semibold tabular-nums">{score}</span> : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
