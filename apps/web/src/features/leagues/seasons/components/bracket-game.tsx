import type { SeasonTeamRef } from '@rally/shared/seasons/results.schemas';
import { CheckIcon } from 'lucide-react';
import { cn } from '../../../../lib/cn.ts';
import { formatDateTime } from '../../../../lib/date-format.ts';
import type { BracketGame as Game } from './bracket-layout.ts';
import { TeamSwatch } from './table-team-swatch.tsx';

type BracketGameProps = { game: Game; name: string; placeholders: { home: string; away: string } };

/**
 * One playoff game: both teams (or where they will come from), the score, and the winner marked by a
 * tick, bold type and the word "winner" for a screen reader, never by colour alone.
 */
export function BracketGame({ game, name, placeholders }: BracketGameProps) {
  const decided = game.winnerTeamId !== null;
  return (
    <article
      aria-label={name}
      className="flex flex-col gap-1 rounded-lg border bg-card p-3 text-sm shadow-xs"
    >
      <h4 className="text-xs font-semibold text-muted-foreground">
        {name}
        {game.startsAt && !decided ? (
          <>
            {' · '}
            <time dateTime={game.startsAt}>
              {formatDateTime(game.startsAt, {
                weekday: 'short',
                day: 'numeric',
                month: 'short',
                hour: 'numeric',
                minute: '2-digit',
              })}
            </time>
          </>
        ) : null}
      </h4>
      <ul className="flex flex-col gap-1">
        <TeamLine
          team={game.home}
          placeholder={placeholders.home}
          score={game.homeScore}
          winnerTeamId={game.winnerTeamId}
        />
        <TeamLine
          team={game.away}
          placeholder={placeholders.away}
          score={game.awayScore}
          winnerTeamId={game.winnerTeamId}
        />
      </ul>
    </article>
  );
}

function TeamLine({
  team,
  placeholder,
  score,
  winnerTeamId,
}: {
  team: SeasonTeamRef | null;
  placeholder: string;
  score: number | null;
  winnerTeamId: string | null;
}) {
  const won = team !== null && team.id === winnerTeamId;
  const lost = team !== null && winnerTeamId !== null && !won;
  return (
    <li className={cn('flex items-center gap-2', won && 'font-bold', lost && 'text-muted-foreground')}>
      {team ? (
        <TeamSwatch colour={team.colour} />
      ) : (
        <span aria-hidden className="inline-block size-3 shrink-0" />
      )}
      <span className={cn('min-w-0 flex-1 break-words', !team && 'italic text-muted-foreground')}>
        {team ? team.name : placeholder}
        {won ? <span className="sr-only"> (winner)</span> : null}
      </span>
      {won ? <CheckIcon className="size-4 text-primary" aria-hidden /> : null}
      {score !== null ? <span className="tabular-nums">{score}</span> : null}
    </li>
  );
}
