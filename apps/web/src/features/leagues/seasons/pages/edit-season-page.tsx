import { useNavigate } from 'react-router';
import { BackLink } from '../../../../components/back-link.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { paths } from '../../../../config/paths.ts';
import { errorMessage, isApiError } from '../../../../lib/api-error.ts';
import { useSeason } from '../api/get-season.ts';
import { useUpdateSeason } from '../api/update-season.ts';
import { SeasonForm } from '../components/season-form.tsx';
import { seasonEditInput, seasonFormValuesOf } from '../lib/season-edit-values.ts';

/**
 * /leagues/{id}/seasons/{seasonId}/edit: the season form filled in, its rules locked once the fixtures
 * are out; back to the season's page when saved.
 */
export function EditSeasonPage({ leagueId, seasonId }: { leagueId: string; seasonId: string }) {
  const navigate = useNavigate();
  const season = useSeason(seasonId);
  const update = useUpdateSeason(leagueId, seasonId);
  const seasonHref = paths.season.getHref(leagueId, seasonId);

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 md:px-8 md:py-12">
      <title>{season.data ? `Edit ${season.data.name} · Rally` : 'Edit season · Rally'}</title>
      <BackLink to={seasonHref}>Back to the season</BackLink>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">Edit season</h1>
      {season.data ? <p className="mt-2 text-muted-foreground">{season.data.name}</p> : null}
      <div className="mt-6">
        {season.isPending ? (
          <p role="status" className="py-10 text-center text-sm text-muted-foreground">
            Loading season...
          </p>
        ) : season.isError ? (
          isApiError(season.error) && season.error.status < 500 ? (
            <LoadError message={errorMessage(season.error)} />
          ) : (
            <LoadError
              message="The season could not be loaded."
              onRetry={() => void season.refetch()}
              retrying={season.isFetching}
            />
          )
        ) : !season.data.viewer.can.edit ? (
          <Alert variant="info">
            {season.data.stage === 'finished'
              ? 'The season is finished: it can no longer change.'
              : "Only the league's organisers can change the season."}
          </Alert>
        ) : (
          <SeasonForm
            defaultValues={seasonFormValuesOf(season.data)}
            rulesLocked={season.data.rulesLocked}
            submitLabel="Save season"
            onSubmit={(values) =>
              update
                .mutateAsync(seasonEditInput(values, season.data.rulesLocked))
                .then(() => navigate(seasonHref))
            }
          />
        )}
      </div>
    </section>
  );
}
