import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import type { LeagueDetail } from '@rally/shared/leagues/leagues.schemas';
import { useQuery } from '@tanstack/react-query';
import { UsersIcon } from 'lucide-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { paths } from '../../../config/paths.ts';
import { getLeagueQueryOptions } from '../api/get-league.ts';
import { useLeagueOpponents } from '../api/get-league-opponents.ts';
import { useScheduleLeagueGame } from '../api/schedule-league-game.ts';
import { isLeagueMissing, LeagueLoading, LeagueNotFound } from '../components/league-load-states.tsx';
import { ScheduleLeagueGameForm } from '../components/schedule-league-game-form.tsx';

/** The league the page schedules for: the address is the truth (a reload keeps it); state is a fallback. */
function useSchedulingLeagueId(): string {
  const [params] = useSearchParams();
  const state: unknown = useLocation().state;
  const fromState =
    state && typeof state === 'object' && 'leagueId' in state && typeof state.leagueId === 'string'
      ? state.leagueId
      : '';
  return params.get('leagueId') ?? fromState;
}

/** /leagues/schedule-game?leagueId= (spec document 2 §2): the creator asks another league to play. */
export function ScheduleLeagueGamePage() {
  const leagueId = useSchedulingLeagueId();
  const league = useQuery({ ...getLeagueQueryOptions(leagueId), enabled: leagueId !== '' });
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 md:px-8 md:py-10">
      <title>Schedule League Game · Rally</title>
      <BackLink to={leagueId ? paths.league.getHref(leagueId) : paths.leagues.getHref()}>
        {leagueId ? 'Back to League' : 'Back to Leagues'}
      </BackLink>
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">Schedule League Game</h1>
        {league.data ? <p className="mt-2 text-lg font-semibold break-words">{league.data.name}</p> : null}
      </div>
      {!leagueId ? (
        <LeagueNotFound />
      ) : league.isPending ? (
        <LeagueLoading />
      ) : league.isError ? (
        isLeagueMissing(league.error) ? (
          <LeagueNotFound />
        ) : (
          <LoadError
            message={leagueMessages.detailsLoadFailed}
            onRetry={() => void league.refetch()}
            retrying={league.isFetching}
          />
        )
      ) : league.data.abilities.canManageGames ? (
        <ScheduleForLeague league={league.data} />
      ) : (
        <Alert variant="error">{leagueMessages.creatorOnly}</Alert>
      )}
    </section>
  );
}

function ScheduleForLeague({ league }: { league: LeagueDetail }) {
  const navigate = useNavigate();
  const opponents = useLeagueOpponents(league.id);
  const schedule = useScheduleLeagueGame(league.id, () => void navigate(paths.league.getHref(league.id)));
  if (opponents.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading leagues...
      </p>
    );
  }
  if (opponents.isError) {
    return (
      <LoadError
        message="Failed to load leagues to play"
        onRetry={() => void opponents.refetch()}
        retrying={opponents.isFetching}
      />
    );
  }
  if (opponents.data.length === 0) {
    return (
      <div className="rounded-xl border bg-card shadow-sm">
        <EmptyState
          icon={UsersIcon}
          title="No leagues to play yet"
          detail={`Other ${league.sport} leagues appear here once someone creates one.`}
        />
      </div>
    );
  }
  return (
    <ScheduleLeagueGameForm
      opponents={opponents.data}
      submitting={schedule.isPending}
      onSubmit={(request) => schedule.mutate(request)}
      onCancel={() => void navigate(paths.league.getHref(league.id))}
    />
  );
}
