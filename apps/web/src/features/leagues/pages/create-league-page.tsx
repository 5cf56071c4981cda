import type { NewLeague } from '@rally/shared/leagues/leagues.schemas';
import { useNavigate } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useCreateLeague } from '../api/create-league.ts';
import { CreateLeagueForm } from '../components/create-league-form.tsx';
import { storeNewLeagueMarker } from '../lib/new-league-marker.ts';

/** /leagues/create: the form, then /find with the banner that offers to invite players. */
export function CreateLeaguePage() {
  const navigate = useNavigate();
  const creation = useCreateLeague();

  const create = (league: NewLeague) =>
    creation.mutate(league, {
      onSuccess: (created) => {
        storeNewLeagueMarker(created);
        void navigate(paths.find.getHref());
      },
    });

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 md:px-8 md:py-12">
      <title>Create League · Rally</title>
      <BackLink to={paths.leagues.getHref()}>Back to Leagues</BackLink>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">Create League</h1>
      <p className="mt-2 text-muted-foreground">Name it, pick the sport, and invite players to join.</p>
      <div className="mt-6">
        <CreateLeagueForm onSubmit={create} submitting={creation.isPending} />
      </div>
    </section>
  );
}
