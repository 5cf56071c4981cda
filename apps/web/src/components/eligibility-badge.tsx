import type { GameSummary } from '@rally/shared/games/games.schemas';
import { BanIcon } from 'lucide-react';
import { Badge } from './ui/badge.tsx';

const gameOf: Record<'men' | 'women', string> = { men: "Men's game", women: "Women's game" };

/** What the badge says, or null when the game's gender rule lets the viewer in. */
export function eligibilityText(game: Pick<GameSummary, 'gender' | 'viewerEligibility'>): string | null {
  if (game.viewerEligibility === 'allowed' || game.gender === 'co-ed') return null;
  return game.viewerEligibility === 'not-allowed'
    ? `${gameOf[game.gender]} · You can't join`
    : `${gameOf[game.gender]} · Add your gender to join`;
}

/** Marks a game the viewer cannot join by its gender rule ("Women's game · You can't join"). */
export function EligibilityBadge({ game }: { game: Pick<GameSummary, 'gender' | 'viewerEligibility'> }) {
  const text = eligibilityText(game);
  if (!text) return null;
  return (
    <Badge variant="outline" className="border-destructive/40 text-destructive">
      <BanIcon className="size-3" aria-hidden />
      {text}
    </Badge>
  );
}
