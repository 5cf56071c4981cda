import { gameMessages } from '@rally/shared/games/games.messages';
import type { NewGame } from '@rally/shared/games/games.schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useCreateGame } from '../api/create-game.ts';
import { CreateGameForm } from '../components/create-game-form.tsx';
import { storeNewItemMarker } from '../lib/new-item-marker.ts';

/** The server's reason when it refused the game (a 4xx says what to fix), else the spec's text. */
function createFailure(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message)
    return error.message;
  return gameMessages.createFailed;
}

/** /create and /create-game: the form, then /find with the banner that offers to invite friends. */
export function CreateGamePage() {
  const navigate = useNavigate();
  const creation = useCreateGame();
  const [failure, setFailure] = useState<string | null>(null);

  const create = (game: NewGame) => {
    setFailure(null);
    creation.mutate(game, {
      onSuccess: (created) => {
        toast.success(gameMessages.created);
        storeNewItemMarker({ type: 'game', id: created.id, title: created.title });
        void navigate(paths.find.getHref());
      },
      onError: (error) => {
        const message = createFailure(error);
        setFailure(message);
        toast.error(message);
      },
    });
  };

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 md:px-8 md:py-12">
      <title>Create Game · Rally</title>
      <h1 className="text-3xl font-extrabold tracking-tight">Create Game</h1>
      <p className="mt-2 text-muted-foreground">
        Pick a sport, set the time and place, and players can join.
      </p>
      <div className="mt-6">
        <CreateGameForm onSubmit={create} submitting={creation.isPending} failure={failure} />
      </div>
    </section>
  );
}
