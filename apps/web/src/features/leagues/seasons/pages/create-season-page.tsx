import { useNavigate } from 'react-router';
import { BackLink } from '../../../../components/back-link.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { paths } from '../../../../config/paths.ts';
import { browserTimeZone } from '../../../../lib/time-zone.ts';
import { useLeague } from '../../api/get-league.ts';
import { isLeagueMissing, LeagueLoading, LeagueNotFound } from '../../components/league-load-states.tsx';
import { useCreateSeason } from '../api/create-season.ts';
import { useSeasons } from '../api/get-seasons.ts';
import { SeasonForm } from '../components/season-form.tsx';
import { newSeasonFormValues } from '../lib/season-form-values.ts';

/**
 * /leagues/{id}/seasons/new: an organiser's season form, then the new season's page to build its
 * teams. Anyone else is told who may do it (the server refuses them all the same).
 */
export function CreateSeasonPage({ leagueId }: { leagueId: string }) {
  const navigate = useNavigate();
  const league = useLeague(leagueId);
  const seasons = useSeasons(leagueId, league.isSuccess);
  const creation = useCreateSeason(leagueId);

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 md:px-8 md:py-12">
      <title>{league.data ? `New season · ${league.data.name} · Rally` : 'New season · Rally'}</title>
      <BackLink to={paths.league.getHref(leagueId)}>Back to the league</BackLink>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">New season</h1>
      {league.data ? <p className="mt-2 text-muted-foreground">{league.data.name}</p> : null}
      <div className="mt-6">
        {league.isPending || (league.isSuccess && seasons.isPending) ? (
          <LeagueLoading />
        ) : league.isError ? (
          isLeagueMissing(league.error) ? (
            <LeagueNotFound />
          ) : (
            <LoadError
              message="The league could not be loaded."
              onRetry={() => void league.refetch()}
              retrying={league.isFetching}
            />
          )
        ) : seasons.isError ? (
          <LoadError
            message="The league's seasons could not be loaded."
            onRetry={() => void seasons.refetch()}
            retrying={seasons.isFetching}
          />
        ) : !seasons.data?.canCreate ? (
          <Alert variant="info">Only the league's organisers can start a season.</Alert>
        ) : (
          <SeasonForm
            defaultValues={newSeasonFormValues(browserTimeZone())}
            submitLabel="Create season"
            onSubmit={(season) =>
              creation
                .mutateAsync(season)
                .then((created) => navigate(paths.season.getHref(leagueId, created.id)))
            }
          />
        )}
      </div>
    </section>
  );
}
