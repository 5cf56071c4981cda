import { type FairPlayRequirement, fairPlayRefusalFor } from '@rally/shared/fair-play/fair-play';
import type { FairPlayLevel } from '@rally/shared/fair-play/fair-play.constants';
import type { GameAbilities } from '@rally/shared/games/games.schemas';

// The host's fair-play requirement (issue 28 §4), as the game's rules apply it: the host and co-hosts
// are never refused; everyone else below the minimum is, on join, request, the waitlist and an
// accepted invitation alike (an invitation does not lift the requirement: the host lowers it instead).

/** What the requirement reads of a game. */
export type FairPlayRequirementGame = FairPlayRequirement & { hostId: string };

/** The refusal text for this player and game, or null when they may join. */
export function fairPlayRefusalOf(
  game: FairPlayRequirementGame,
  player: { userId: string; level: FairPlayLevel; isCohost?: boolean | undefined },
): string | null {
  if (player.userId === game.hostId || player.isCohost) return null;
  return fairPlayRefusalFor(player.level, game);
}

/** The page's abilities with the ways in closed when the viewer is refused for fair play. */
export function withFairPlayRefusal(abilities: GameAbilities, refusal: string | null): GameAbilities {
  if (refusal === null) return abilities;
  return { ...abilities, canJoin: false, canRequest: false, canJoinWaitlist: false };
}
