import type { GameDetail } from '@rally/shared/games/games.schemas';
import { sportInfo } from '@rally/shared/sports';
import { Link } from 'react-router';
import { PlayerIdentity } from '../../../components/player-identity.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { useRateGame } from '../api/rate-game.ts';
import { venueCostText } from '../lib/game-look.ts';
import { formatGameDate, formatGameTime } from '../lib/game-when.ts';
import { StarRating } from './star-rating.tsx';

/** Game Details: date, time, location, players, venue cost and the description (spec document 2 §2). */
export function GameDetailsCard({ game }: { game: GameDetail }) {
  const rows: [string, string][] = [
    ['Date', formatGameDate(game.date)],
    ['Time', formatGameTime(game.time)],
    ['Location', game.location],
    ['Players', `${game.playersJoined} of ${game.maxPlayers} players joined`],
    ['Venue', venueCostText(game.venueCost, game.costAmount)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Game Details</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        {game.description ? <p className="text-sm whitespace-pre-line">{game.description}</p> : null}
      </CardContent>
    </Card>
  );
}

/** The host first (labelled Host), then the players (labelled Player). */
export function PlayersCard({ game }: { game: GameDetail }) {
  const host = game.participants.find((player) => player.isHost) ?? game.host;
  const players = game.participants.filter((player) => !player.isHost);
  const people = [{ ...host, role: 'Host' }, ...players.map((player) => ({ ...player, role: 'Player' }))];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{game.completed ? 'Players Who Played' : 'Players Joined'}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-label="Players" className="divide-y">
          {people.map((person) => (
            <li key={person.id} className="flex items-center gap-3 py-3">
              <PlayerIdentity player={person} />
              <span className="text-xs font-medium text-muted-foreground">{person.role}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** The sentence of the Game Summary card: "You hosted this soccer game with 8 players." */
export function gameSummaryText(game: Pick<GameDetail, 'relation' | 'sport' | 'playersJoined'>): string {
  const verb = game.relation === 'host' ? 'You hosted' : 'You participated in';
  const players = `${game.playersJoined} ${game.playersJoined === 1 ? 'player' : 'players'}`;
  return `${verb} this ${sportInfo(game.sport).label.toLowerCase()} game with ${players}.`;
}

/** For a past game: what the viewer did, their saved star rating, and the way to review the players. */
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
        {game.abilities.canReview ? (
          <Button asChild variant="outline" className="w-fit">
            <Link to={paths.gameReview.getHref(game.id)}>Review Players</Link>
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
