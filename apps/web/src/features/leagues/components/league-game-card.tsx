import type { LeagueGameRequest } from '@rally/shared/leagues/league-games.schemas';
import { CalendarIcon, ExternalLinkIcon, MapPinIcon, TrophyIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { formatLeagueGameWhen } from '../lib/league-game-when.ts';
import { GameStatusBadge, GameTypeBadge, RequestStatusBadge } from './league-game-badges.tsx';

type LeagueGameCardProps = {
  request: LeagueGameRequest;
  /** The league whose page shows the card: the other one is its opponent. */
  leagueId: string;
  /** The Schedule tab names the opponent; Game Requests names who asked whom, with the request's status. */
  variant: 'schedule' | 'request';
  children?: ReactNode;
};

/** The reported result in words: who won, and the score when one was given. */
export function resultText(request: LeagueGameRequest): string | null {
  const { result } = request;
  if (!result) return null;
  const winner =
    result.winnerLeagueId === request.requestingLeague.id ? request.requestingLeague : request.targetLeague;
  const score =
    result.scoreWinner !== null && result.scoreLoser !== null
      ? ` ${result.scoreWinner}–${result.scoreLoser}`
      : '';
  return `${winner.name} won${score}`;
}

/** One inter-league game or request: the leagues, when and where, its badges and result, and its game. */
export function LeagueGameCard({ request, leagueId, variant, children }: LeagueGameCardProps) {
  const opponent = request.requestingLeague.id === leagueId ? request.targetLeague : request.requestingLeague;
  const result = resultText(request);
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{request.title}</h3>
          <p className="text-sm text-muted-foreground">
            {variant === 'schedule'
              ? `vs ${opponent.name}`
              : `${request.requestingLeague.name} invited ${request.targetLeague.name}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <GameTypeBadge gameType={request.gameType} />
          {variant === 'request' ? <RequestStatusBadge status={request.status} /> : null}
          <GameStatusBadge gameStatus={request.gameStatus} />
        </div>
      </div>
      <p className="flex items-center gap-2 text-sm">
        <CalendarIcon className="size-4 text-muted-foreground" aria-hidden />
        {formatLeagueGameWhen(request)}
      </p>
      <p className="flex items-center gap-2 text-sm break-words">
        <MapPinIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        {request.location}
      </p>
      {result ? (
        <p className="flex items-center gap-2 text-sm font-semibold">
          <TrophyIcon className="size-4 text-primary" aria-hidden />
          {result}
        </p>
      ) : null}
      {request.result?.notes ? (
        <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
          {request.result.notes}
        </p>
      ) : null}
      {request.gameId || children ? (
        <div className="flex flex-wrap gap-2 pt-1">
          {request.gameId ? (
            <Button variant="outline" size="sm" asChild>
              <Link to={paths.game.getHref(request.gameId)}>
                <ExternalLinkIcon aria-hidden />
                View Game<span className="sr-only"> {request.title}</span>
              </Link>
            </Button>
          ) : null}
          {children}
        </div>
      ) : null}
    </li>
  );
}
