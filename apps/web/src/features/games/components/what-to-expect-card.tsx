import { WHAT_TO_EXPECT_MAX_LENGTH } from '@rally/shared/games/games.limits';
import type { GameDetail } from '@rally/shared/games/games.schemas';
import { PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Textarea } from '../../../components/ui/field-controls.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useUpdateWhatToExpect } from '../api/update-what-to-expect.ts';

/**
 * What to expect: the host's Game Format and What to Bring. The host edits both in place; everyone
 * else reads them.
 */
export function WhatToExpectCard({ game }: { game: GameDetail }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="text-lg">What to Expect</CardTitle>
        {game.abilities.canEdit && !editing ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden />
            Edit<span className="sr-only"> what to expect</span>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {editing ? (
          <WhatToExpectEditor game={game} onDone={() => setEditing(false)} />
        ) : (
          <dl className="grid gap-4 text-sm">
            <div>
              <dt className="font-semibold">Game Format</dt>
              <dd className="mt-1 whitespace-pre-line text-muted-foreground">
                {game.gameFormat ?? 'The host has not described the format yet.'}
              </dd>
            </div>
            <div>
              <dt className="font-semibold">What to Bring</dt>
              <dd className="mt-1 whitespace-pre-line text-muted-foreground">
                {game.whatToBring ?? 'The host has not said what to bring yet.'}
              </dd>
            </div>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

function WhatToExpectEditor({ game, onDone }: { game: GameDetail; onDone(): void }) {
  const update = useUpdateWhatToExpect(game.id);
  const [gameFormat, setGameFormat] = useState(game.gameFormat ?? '');
  const [whatToBring, setWhatToBring] = useState(game.whatToBring ?? '');
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ gameFormat, whatToBring }, { onSuccess: onDone });
      }}
    >
      <FormField label="Game Format">
        {(control) => (
          <Textarea
            {...control}
            value={gameFormat}
            maxLength={WHAT_TO_EXPECT_MAX_LENGTH}
            placeholder="e.g. 5v5 full court, games to 21, winners stay on"
            onChange={(event) => setGameFormat(event.target.value)}
          />
        )}
      </FormField>
      <FormField label="What to Bring">
        {(control) => (
          <Textarea
            {...control}
            value={whatToBring}
            maxLength={WHAT_TO_EXPECT_MAX_LENGTH}
            placeholder="e.g. Water, a light and a dark shirt"
            onChange={(event) => setWhatToBring(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
