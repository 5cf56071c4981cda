import { meetsRequirement } from '@rally/shared/fair-play/fair-play';
import { FAIR_PLAY_LEVELS, type FairPlayLevel } from '@rally/shared/fair-play/fair-play.constants';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { fairPlayRefusalOf } from '../fair-play-requirement.policy.ts';
import type { ParticipationGame } from './participation.repository.ts';
import type { FairPlayDirectory } from './participation-steps.ts';

/**
 * Refuses a player below the game's fair-play requirement (403 `fair_play_required`, the text naming
 * what is required): on join (an accepted invitation included), a request to join and the waitlist.
 * The host and co-hosts are never refused. One primary-key lookup, in the action's transaction, and
 * none for a game without a requirement.
 */
export async function refuseBelowFairPlay(
  fairPlay: FairPlayDirectory | undefined,
  game: ParticipationGame,
  userId: string,
  tx: Database,
) {
  if (game.minFairPlay === null) return;
  const level = (await fairPlay?.levelsOf([userId], tx))?.get(userId) ?? 'new';
  const refusal = fairPlayRefusalOf(game, { userId, level, isCohost: game.cohostIds.includes(userId) });
  if (refusal) throw new AppError('fair_play_required', refusal);
}

/**
 * The waitlist's order when the host prefers fair play: Great, Good, New, then Needs improvement (a new
 * player is not ranked below one with a poor record); the same level keeps its waiting order.
 */
const WAITLIST_PREFERENCE: FairPlayLevel[] = ['great', 'good', 'new', 'needs_improvement'];
const preference = (level: FairPlayLevel) => WAITLIST_PREFERENCE.indexOf(level);

/**
 * The line as promotion walks it: players below the requirement left out (they keep their place, and
 * move up once their record meets it), and, with `waitlistByFairPlay`, higher levels first.
 */
export function fairPlayLine(
  game: ParticipationGame,
  line: readonly string[],
  levels: Map<string, FairPlayLevel>,
): string[] {
  const levelOf = (userId: string) => levels.get(userId) ?? FAIR_PLAY_LEVELS[0];
  const eligible = line.filter((userId) => meetsRequirement(levelOf(userId), game));
  if (!game.waitlistByFairPlay) return eligible;
  // Array sort is stable: the same level keeps the waiting order.
  return [...eligible].sort((a, b) => preference(levelOf(a)) - preference(levelOf(b)));
}
