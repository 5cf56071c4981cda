import type { GameDetail } from '@rally/shared/games/games.schemas';
import { sportInfo } from '@rally/shared/sports';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useRateGame } from '../api/rate-game.ts';
import { StarRating } from './star-rating.tsx';

/** The sentence of the Game Summary card: "You hosted this soccer game with 8 players." */
export function gameSummaryText(game: Pick<GameDetail, 'relation' | 'sport' | 'playersJoined'>): string {
  const verb = game.relation === 'host' ? 'You hosted' : 'You participated in';
  const players = `${game.playersJoined} ${game.playersJoined === 1 ? 'player' : 'players'}`;
  return `${verb} this ${sportInfo(game.sport).label.toLowerCase()} game with ${players}.`;
}

/** For a past game the viewer played: what they did and their saved star rating (Review Players sits with the other actions). */
export function GameSummaryCard({ game }: { game: GameDetail }) {
  const rate = useRateGame(game.id);
  // Shows the chosen star at once; the refetch after saving confirms it.
  const shown = rate.isPending ? rate.variables : game.viewer.rating;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Game Summary</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm">{gameSummaryText(game)}</p>
        {game.abilities.canRate ? (
          <StarRating
            value={shown ?? null}
            disabled={rate.isPending}
            onRate={(rating) => rate.mutate(rating)}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
