import type { GameSummary } from '@rally/shared/games/games.schemas';
import { RepeatIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';

/** "Weekly" (or "Every 2 weeks") on a game of a series; nothing on a one-off game. */
export function SeriesBadge({ game, className }: { game: Pick<GameSummary, 'series'>; className?: string }) {
  if (!game.series) return null;
  return (
    <Badge variant="secondary" className={className}>
      <RepeatIcon className="size-3" aria-hidden />
      {game.series.repeats}
    </Badge>
  );
}
