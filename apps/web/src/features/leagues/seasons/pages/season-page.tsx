import { SearchXIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BackLink } from '../../../../components/back-link.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { paths } from '../../../../config/paths.ts';
import { errorMessage, isApiError } from '../../../../lib/api-error.ts';
import { useSeason } from '../api/get-season.ts';
import { SeasonActions } from '../components/season-actions.tsx';
import { SeasonHeader } from '../components/season-header.tsx';
import { SeasonTabs } from '../components/season-tabs.tsx';
import { useLiveSeason } from '../hooks/use-live-season.ts';

/**
 * /leagues/{leagueId}/seasons/{seasonId}: the season's header and its tabs, followed live. A season
 * deleted meanwhile sends the viewer back to its league.
 */
export function SeasonPage({ leagueId, seasonId }: { leagueId: string; seasonId: string }) {
  const navigate = useNavigate();
  const season = useSeason(seasonId);
  useLiveSeason(leagueId, seasonId, () => {
    toast.info(season.data ? `${season.data.name} was deleted` : 'This season was deleted');
    void navigate(paths.league.getHref(leagueId), { replace: true });
  });

  return (
    <section className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6 px-4 py-6 md:px-8 md:py-10">
      <title>
        {season.data ? `${season.data.name} · ${season.data.league.name} · Rally` : 'Season · Rally'}
      </title>
      <BackLink to={paths.league.getHref(leagueId)}>Back to the league</BackLink>
      {season.isPending ? (
        <p role="status" className="py-10 text-center text-sm text-muted-foreground">
          Loading season...
        </p>
      ) : season.isError ? (
        isApiError(season.error) && season.error.status === 404 ? (
          <div className="rounded-xl border bg-card shadow-sm">
            <EmptyState
              icon={SearchXIcon}
              title="Season not found"
              detail="It may have been deleted by the league's organisers."
              action={
                <Button asChild>
                  <Link to={paths.league.getHref(leagueId)}>Back to the league</Link>
                </Button>
              }
            />
          </div>
        ) : isApiError(season.error) && season.error.status < 500 ? (
          <LoadError message={errorMessage(season.error)} />
        ) : (
          <LoadError
            message="The season could not be loaded."
            onRetry={() => void season.refetch()}
            retrying={season.isFetching}
          />
        )
      ) : (
        <>
          <SeasonHeader season={season.data} />
          <SeasonActions season={season.data} />
          <SeasonTabs season={season.data} />
        </>
      )}
    </section>
  );
}
