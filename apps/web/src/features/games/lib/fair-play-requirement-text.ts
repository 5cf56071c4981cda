import { FAIR_PLAY_LEVEL_LABELS } from '@rally/shared/fair-play/fair-play.constants';
import type { GameDetail } from '@rally/shared/games/games.schemas';

/**
 * The host's fair-play requirement as the game's page states it: "Needs a Good fair-play record · New
 * players welcome", with the waitlist's order when the host asked for it; null without a requirement
 * (and no waitlist order), so the page says nothing. Plain constants only: the game's page is budgeted.
 */
export function fairPlayRequirementSummary(
  game: Pick<GameDetail, 'minFairPlay' | 'newPlayersWelcome' | 'waitlistByFairPlay'>,
): string | null {
  const parts: string[] = [];
  if (game.minFairPlay) {
    parts.push(`Needs a ${FAIR_PLAY_LEVEL_LABELS[game.minFairPlay]} fair-play record`);
    parts.push(game.newPlayersWelcome ? 'New players welcome' : 'Not open to new players');
  }
  if (game.waitlistByFairPlay) parts.push('Waitlist seats better records first');
  return parts.length > 0 ? parts.join(' · ') : null;
}
