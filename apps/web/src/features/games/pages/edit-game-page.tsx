import { gameMessages } from '@rally/shared/games/games.messages';
import type { NewGame } from '@rally/shared/games/games.schemas';
import { LockIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useGame } from '../api/get-game.ts';
import { useEditFollowingGames } from '../api/series.ts';
import { useUpdateGame } from '../api/update-game.ts';
import { CreateGameForm } from '../components/create-game-form.tsx';
import {
  GameLoading,
  GameNotFound,
  GamePageBackLink,
  isGameMissing,
} from '../components/game-load-states.tsx';
import { type SeriesEditScope, SeriesEditScopeChoice } from '../components/series-edit-scope.tsx';
import { gameFormValues } from '../lib/game-form-values.ts';

type Failure = { message: string; fields?: Record<string, string[]> | undefined };

/** The server's reason when it refused the changes (a 4xx says what to fix), else a generic one. */
function editFailure(error: unknown): Failure {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message)
    return { message: error.message, fields: error.fields };
  return { message: gameMessages.editFailed };
}

/**
 * /game/{id}/edit: the Create Game form filled with the game, for whoever may edit it (the host, a
 * co-host). Saving returns to the game's page; players hear of a new time, place or cost from the server.
 */
export function EditGamePage({ gameId }: { gameId: string }) {
  const game = useGame(gameId);
  const navigate = useNavigate();
  const update = useUpdateGame(gameId);
  const [failure, setFailure] = useState<Failure | null>(null);
  // A series game: this game alone, or this and all following games of the series.
  const [scope, setScope] = useState<SeriesEditScope>('this');
  const following = useEditFollowingGames(gameId);
  const gameHref = paths.game.getHref(gameId);

  const save = (values: NewGame) => {
    setFailure(null);
    const done = {
      onSuccess: () => {
        toast.success(gameMessages.edited);
        void navigate(gameHref);
      },
      onError: (error: unknown) => setFailure(editFailure(error)),
    };
    if (scope === 'following' && game.data?.series) following.mutate(values, done);
    else update.mutate(values, done);
  };

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 md:px-8 md:py-12">
      <title>Edit game · Rally</title>
      <GamePageBackLink to={gameHref}>Back to the game</GamePageBackLink>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight">Edit game</h1>
      <p className="mt-2 text-muted-foreground">
        Players are told when the time, the place or the cost changes.
      </p>
      <div className="mt-6">
        {game.isPending ? (
          <GameLoading />
        ) : game.isError ? (
          isGameMissing(game.error) ? (
            <GameNotFound
              detail="This game may have been cancelled, or the link is wrong."
              action={{ to: paths.myGames.getHref(), label: 'Go to My Games' }}
            />
          ) : (
            <LoadError
              message={gameMessages.loadFailed}
              detail={gameMessages.fetchFailed}
              onRetry={() => void game.refetch()}
              retrying={game.isFetching}
            />
          )
        ) : !game.data.abilities.canEdit ? (
          <EmptyState
            bordered
            icon={LockIcon}
            title="You can't edit this game"
            detail="Only the host and co-hosts can edit an upcoming game."
            action={
              <Button asChild>
                <Link to={gameHref}>Back to the game</Link>
              </Button>
            }
          />
        ) : (
          <>
            {game.data.series ? <SeriesEditScopeChoice value={scope} onChange={setScope} /> : null}
            <CreateGameForm
              onSubmit={save}
              submitting={update.isPending || following.isPending}
              failure={failure?.message ?? null}
              editing={{ initialValues: gameFormValues(game.data), fieldErrors: failure?.fields }}
            />
          </>
        )}
      </div>
    </section>
  );
}
