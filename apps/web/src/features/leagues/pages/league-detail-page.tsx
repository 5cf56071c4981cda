import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BackLink } from '../../../components/back-link.tsx';
import { UNKNOWN_PLAYER } from '../../../components/player-avatar.tsx';
import { SafetyMenu } from '../../../components/safety/safety-menu.tsx';
import { ShareAndDirections } from '../../../components/share-and-directions.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { paths } from '../../../config/paths.ts';
import { useLeague } from '../api/get-league.ts';
import { LeagueActions } from '../components/league-actions.tsx';
import { LeagueHeader } from '../components/league-header.tsx';
import { isLeagueMissing, LeagueLoading, LeagueNotFound } from '../components/league-load-states.tsx';
import { LeagueStatCards } from '../components/league-stat-cards.tsx';
import { LeagueTabs } from '../components/league-tabs.tsx';
import { PrivateLeagueNote } from '../components/private-league-note.tsx';
import { useLiveLeague } from '../hooks/use-live-league.ts';
import { LeagueSeasonsCard } from '../seasons/components/league-seasons-card.tsx';

/**
 * /leagues/{id} (spec document 2 §2): Back to Leagues, the header with the viewer's actions, the stat
 * cards, and the tabs, or a note for a visitor of a private league. It follows the league live.
 */
export function LeagueDetailPage({ leagueId }: { leagueId: string }) {
  const navigate = useNavigate();
  const league = useLeague(leagueId);
  useLiveLeague(leagueId, league.data?.relation, () => {
    toast.info(league.data ? `${league.data.name} was deleted by its creator` : leagueMessages.notFoundTitle);
    void navigate(paths.leagues.getHref(), { replace: true });
  });

  return (
    <section className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6 px-4 py-6 md:px-8 md:py-10">
      <title>{league.data ? `${league.data.name} · Rally` : 'League · Rally'}</title>
      <BackLink to={paths.leagues.getHref()}>Back to Leagues</BackLink>
      {league.isPending ? (
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
      ) : (
        <>
          <div className="grid gap-4">
            <LeagueHeader league={league.data} />
            <div className="flex flex-wrap gap-2">
              <ShareAndDirections
                title={league.data.name}
                url={`${window.location.origin}${paths.league.getHref(league.data.id)}`}
                destination={league.data.place ? { label: league.data.place } : null}
              />
              <SafetyMenu
                label="More actions for this league"
                showText
                report={{
                  type: 'league',
                  id: league.data.id,
                  label: 'this league',
                  owner: { id: league.data.creator.id, name: league.data.creator.name ?? UNKNOWN_PLAYER },
                }}
              />
            </div>
            <LeagueActions league={league.data} />
          </div>
          <LeagueStatCards league={league.data} />
          {league.data.abilities.canSeeContent ? <LeagueSeasonsCard league={league.data} /> : null}
          {league.data.abilities.canSeeContent ? <LeagueTabs league={league.data} /> : <PrivateLeagueNote />}
        </>
      )}
    </section>
  );
}
