import type { GameDetail } from '@rally/shared/games/games.schemas';
import { UserMinusIcon } from 'lucide-react';
import { ConfirmAction } from '../../../components/confirm-action.tsx';
import { UNKNOWN_PLAYER } from '../../../components/player-avatar.tsx';
import { PlayerIdentity } from '../../../components/player-identity.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useRemovePlayer } from '../api/remove-player.ts';

type Participant = GameDetail['participants'][number];

/**
 * Who is playing (spec document 2 §2): Players Joined, or Players Who Played once the game is past;
 * the host first (labelled Host), then each player (labelled Player), each linking to their profile.
 * The host may take a player off an upcoming game.
 */
export function GameRoster({ game }: { game: GameDetail }) {
  const host = game.participants.find((player) => player.isHost);
  const players = game.participants.filter((player) => !player.isHost);
  const people = host ? [host, ...players] : players;
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
            <li key={player.id} className="flex items-center gap-3 py-3">
              <PlayerIdentity player={player} />
              {player.isHost ? (
                <Badge variant="accent">Host</Badge>
              ) : (
                <span className="text-xs font-medium text-muted-foreground">Player</span>
              )}
              {game.abilities.canRemovePlayers && !player.isHost ? (
                <RemovePlayerButton gameId={game.id} player={player} />
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
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
