import { GUEST_NAME_MAX_LENGTH } from '@rally/shared/games/games.limits';
import type { GameDetail } from '@rally/shared/games/games.schemas';
import { guestMessages } from '@rally/shared/games/guests.messages';
import { UserPlusIcon, XIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useAddGuest, useRemoveGuest } from '../api/guests.ts';

type Guest = GameDetail['participants'][number]['guests'][number];

/**
 * The guests a player brought, under them on the roster ("+1 Sam"), each with a remove button for whom
 * the server allows (their player, the host, a co-host).
 */
export function RosterGuests({
  gameId,
  playerName,
  guests,
}: {
  gameId: string;
  playerName: string;
  guests: Guest[];
}) {
  const remove = useRemoveGuest(gameId);
  return (
    <ul aria-label={`Guests of ${playerName}`} className="grid gap-1 pl-13">
      {guests.map((guest) => (
        <li key={guest.id} className="flex min-h-9 items-center gap-2 text-sm">
          <span className="min-w-0 flex-1 truncate">+1 {guest.name}</span>
          {guest.canRemove ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={remove.isPending}
              onClick={() => remove.mutate(guest.id)}
            >
              <XIcon aria-hidden />
              Remove<span className="sr-only"> guest {guest.name}</span>
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A player brings a guest by name; the server checks the name, the limit and the spots left. */
export function AddGuestForm({ gameId, guestsPerPlayer }: { gameId: string; guestsPerPlayer: number }) {
  const add = useAddGuest(gameId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(guestMessages.nameRequired);
      return;
    }
    setError(undefined);
    add.mutate(trimmed, { onSuccess: () => setName('') });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2 border-t pt-4">
      <FormField
        label="Bring a guest"
        description={`Up to ${guestsPerPlayer} per player; each takes a spot.`}
        error={error}
        className="min-w-48 flex-1"
      >
        {(control) => (
          <Input
            {...control}
            value={name}
            maxLength={GUEST_NAME_MAX_LENGTH}
            placeholder="Guest's name"
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" variant="outline" disabled={add.isPending}>
        <UserPlusIcon aria-hidden />
        Add guest
      </Button>
    </form>
  );
}
