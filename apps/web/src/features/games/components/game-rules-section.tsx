import type { GameDetail } from '@rally/shared/games/games.schemas';
import { BanIcon } from 'lucide-react';
import { formatDecisionTime, GameDecisionStatus } from '../../../components/game-decision-status.tsx';
import { Alert } from '../../../components/ui/alert.tsx';

/**
 * The game's rules on its page: a called-off game's banner with the reason, where the minimum stands,
 * when joining closes and when leaving becomes a late cancellation (times on the game's own clock).
 * Nothing for a game without rules.
 */
export function GameRulesSection({ game }: { game: GameDetail }) {
  const { rules, decision } = game;
  const at = (instant: string) => formatDecisionTime(instant, game.timeZone);
  const lines: string[] = [];
  if (rules.joinBy) lines.push(`Joining closes ${at(rules.joinBy)}`);
  if (rules.leaveBy) lines.push(`Leaving after ${at(rules.leaveBy)} counts as a late cancellation`);
  if (rules.guestsPerPlayer > 0)
    lines.push(
      `Each player may bring up to ${rules.guestsPerPlayer} ${rules.guestsPerPlayer === 1 ? 'guest' : 'guests'}`,
    );

  if (decision?.state === 'called-off' && !game.completed) {
    return (
      <Alert variant="error" className="grid gap-1">
        <p className="flex items-center gap-2 font-semibold">
          <BanIcon className="size-4" aria-hidden />
          Called off
        </p>
        <p>{decision.reason ?? 'Not enough players.'}</p>
        <p className="text-muted-foreground">
          This game will not be played. It leaves your games at its start.
        </p>
      </Alert>
    );
  }
  if (!decision && lines.length === 0) return null;
  return (
    <section aria-labelledby="game-rules-heading" className="grid gap-2 rounded-xl border bg-card p-4">
      <h2 id="game-rules-heading" className="text-base font-semibold">
        Game rules
      </h2>
      {decision ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <GameDecisionStatus game={game} />
          {decision.state === 'pending' ? (
            <span className="text-muted-foreground">
              Called off if fewer than {decision.minPlayers} are in at the decision time.
            </span>
          ) : null}
        </div>
      ) : null}
      {lines.length > 0 ? (
        <ul className="grid gap-1 text-sm text-muted-foreground">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
