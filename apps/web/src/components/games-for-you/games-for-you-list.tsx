import type { GameSummary } from '@rally/shared/games/games.schemas';
import { useJoinGameForYou } from '../../lib/games-for-you.ts';
import { GameForYouCard } from './game-for-you-card.tsx';

export const GAMES_FOR_YOU_TITLE = 'Games for you';

/**
 * "Games for you": games near the player that they can join, each with one tap to join. `onJoined`
 * lets the screen move a joined game at once (the dashboard moves it to Upcoming) before the refetch.
 */
export function GamesForYouList({
  games,
  onJoined,
  label = GAMES_FOR_YOU_TITLE,
}: {
  games: readonly GameSummary[];
  onJoined?: (game: GameSummary) => void;
  label?: string;
}) {
  const join = useJoinGameForYou(onJoined);
  return (
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2">
      {games.map((game) => (
        <li key={game.id}>
          <GameForYouCard
            game={game}
            onJoin={(chosen) => join.mutate(chosen)}
            joining={join.isPending && join.variables?.id === game.id}
          />
        </li>
      ))}
    </ul>
  );
}
