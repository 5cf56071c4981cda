import type { GameSummary } from '@rally/shared/games/games.schemas';
import { BanIcon, CheckCircle2Icon, HourglassIcon } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { formatDateTime } from '../lib/date-format.ts';
import { Badge } from './ui/badge.tsx';

type Decision = NonNullable<GameSummary['decision']>;

/** 'Tue 17:00': the decision time on the game's own clock, as its players read the start. */
export function formatDecisionTime(decidesAt: string, timeZone: string): string {
  return formatDateTime(
    decidesAt,
    { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone },
    'en-GB',
  );
}

/** What the badge says: "5 of 8 needed · decided Tue 17:00", "Game on" or "Called off". */
export function decisionText(decision: Decision, timeZone: string): string {
  if (decision.state === 'on') return 'Game on';
  if (decision.state === 'called-off') return 'Called off';
  return `${decision.playing} of ${decision.minPlayers} needed · decided ${formatDecisionTime(decision.decidesAt, timeZone)}`;
}

/**
 * Where a game with a minimum stands, on cards and the game's page; nothing for a game without one.
 * A called-off game's reason is shown beside the badge when `withReason` (cards keep to the badge).
 */
export function GameDecisionStatus({
  game,
  withReason = false,
  className,
}: {
  game: Pick<GameSummary, 'decision' | 'timeZone'>;
  withReason?: boolean;
  className?: string;
}) {
  const { decision } = game;
  if (!decision) return null;
  const text = decisionText(decision, game.timeZone);
  if (decision.state === 'called-off') {
    return (
      <span className={cn('inline-flex flex-wrap items-center gap-2', className)}>
        <Badge variant="outline" className="border-destructive/40 text-destructive">
          <BanIcon className="size-3" aria-hidden />
          {text}
        </Badge>
        {withReason && decision.reason ? (
          <span className="text-sm text-muted-foreground">{decision.reason}</span>
        ) : null}
      </span>
    );
  }
  return (
    <Badge variant={decision.state === 'on' ? 'secondary' : 'outline'} className={className}>
      {decision.state === 'on' ? (
        <CheckCircle2Icon className="size-3" aria-hidden />
      ) : (
        <HourglassIcon className="size-3" aria-hidden />
      )}
      {text}
    </Badge>
  );
}
