import { RELIABILITY_FORMULA_TEXT } from '@rally/shared/games/attendance-record';
import type { GameDetail } from '@rally/shared/games/games.schemas';
import { UserMinusIcon } from 'lucide-react';
import { ConfirmAction } from '../../../components/confirm-action.tsx';
import { FairPlayBadge } from '../../../components/fair-play-badge.tsx';
import { UNKNOWN_PLAYER } from '../../../components/player-avatar.tsx';
import { PlayerIdentity } from '../../../components/player-identity.tsx';
import { SafetyMenu } from '../../../components/safety/safety-menu.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useRemovePlayer } from '../api/remove-player.ts';
import { AttendanceRecordText } from './attendance-record-text.tsx';
import { CohostButton } from './cohost-button.tsx';
import { AddGuestForm, RosterGuests } from './roster-guests.tsx';

type Participant = GameDetail['participants'][number];

/**
 * Who is playing (spec document 2 §2): Players Joined, or Players Who Played once the game is past;
 * the host first (labelled Host), then each player (labelled Co-host or Player) with their fair-play
 * level, each linking to their profile, with the guests they bring under them ("+1 Sam"). The host
 * (and a co-host) may take a player off an upcoming game; the host makes and removes co-hosts; a player
 * adds guests when the game allows. Where a player's reliability shows, its formula is written under
 * the list (issue 27 §2: stated where the figure is, for touch screens too, not only in a tooltip).
 */
export function GameRoster({ game }: { game: GameDetail }) {
  const host = game.participants.find((player) => player.isHost);
  const players = game.participants.filter((player) => !player.isHost);
  const people = host ? [host, ...players] : players;
  const showsReliability = people.some((player) => player.record.reliability !== null);
  return (
    <Card>
      <CardHeader className="flex-row items-baseline justify-between gap-2">
        <CardTitle className="text-lg">{game.completed ? 'Players Who Played' : 'Players Joined'}</CardTitle>
        <p className="text-sm text-muted-foreground">
          {game.playersJoined} of {game.maxPlayers}
        </p>
      </CardHeader>
      <CardContent>
        <ul aria-label="Players" className="divide-y">
          {people.map((player) => (
            <li key={player.id} className="grid gap-1 py-3">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <PlayerIdentity player={player} />
                <RoleBadge player={player} />
                <FairPlayBadge level={player.fairPlayLevel} />
                <AttendanceRecordText record={player.record} />
                {game.abilities.canManageCohosts && !player.isHost ? (
                  <CohostButton gameId={game.id} player={player} name={player.name ?? UNKNOWN_PLAYER} />
                ) : null}
                {mayRemove(game, player) ? <RemovePlayerButton gameId={game.id} player={player} /> : null}
                {player.canInteract ? <PlayerSafetyMenu player={player} /> : null}
              </div>
              {player.guests.length > 0 ? (
                <RosterGuests
                  gameId={game.id}
                  playerName={player.name ?? UNKNOWN_PLAYER}
                  guests={player.guests}
                />
              ) : null}
            </li>
          ))}
        </ul>
        {showsReliability ? (
          <p className="pt-1 text-xs text-muted-foreground">{RELIABILITY_FORMULA_TEXT}</p>
        ) : null}
        {game.abilities.canAddGuests ? (
          <AddGuestForm gameId={game.id} guestsPerPlayer={game.rules.guestsPerPlayer} />
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The host's powers take any player off; a co-host's stop at the host and the other co-hosts. */
const mayRemove = (game: GameDetail, player: Participant) =>
  game.abilities.canRemovePlayers && !player.isHost && (!player.isCohost || game.abilities.canManageCohosts);

/**
 * Report or block one player of the roster: only where the server says the viewer may act on them
 * (`canInteract`: never their own row, nor across a block).
 */
function PlayerSafetyMenu({ player }: { player: Participant }) {
  const name = player.name ?? UNKNOWN_PLAYER;
  return (
    <SafetyMenu
      label={`More actions for ${name}`}
      report={{ type: 'profile', id: player.id, label: name, owner: { id: player.id, name } }}
      block={{ id: player.id, name }}
    />
  );
}

function RoleBadge({ player }: { player: Participant }) {
  if (player.isHost) return <Badge variant="accent">Host</Badge>;
  if (player.isCohost) return <Badge variant="secondary">Co-host</Badge>;
  return <span className="text-xs font-medium text-muted-foreground">Player</span>;
}

function RemovePlayerButton({ gameId, player }: { gameId: string; player: Participant }) {
  const remove = useRemovePlayer(gameId);
  const name = player.name ?? UNKNOWN_PLAYER;
  return (
    <ConfirmAction
      trigger={
        <Button variant="ghost" size="sm">
          <UserMinusIcon aria-hidden />
          Remove<span className="sr-only"> {name}</span>
        </Button>
      }
      title={`Remove ${name}?`}
      description={`${name} will be taken off this game and told. The next player on the waitlist the game allows, if any, gets the spot.`}
      confirmLabel="Remove player"
      pending={remove.isPending}
      onConfirm={() => remove.mutate(player.id)}
    />
  );
}
