import { guestMessages } from '@rally/shared/games/guests.messages';
import { AppError } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { done, refuse } from '../../../lib/refusal.ts';
import type { GameRulesSteps } from '../decision/game-rules-steps.ts';
import type { ParticipationRepository } from '../participation/participation.repository.ts';
import type { ParticipationSteps } from '../participation/participation-steps.ts';
import { guestAddRefusal, guestRemoveRefusal } from './guests.policy.ts';
import type { GuestsRepository } from './guests.repository.ts';

type Deps = {
  guestsRepo: GuestsRepository;
  participationRepo: Pick<ParticipationRepository, 'standing'>;
  steps: Pick<ParticipationSteps, 'withLockedGame' | 'publishChange' | 'promoteFirstInLine'>;
  clock: Clock;
  /** A game's minimum (games/decision): a guest counts toward it, so an added guest may bring "Game on". */
  gameRules?: Pick<GameRulesSteps, 'afterRosterGrew'>;
};

/**
 * Guests a player brings ("+1 Sam", issue 26 §5): no account, one spot each. Adding and removing run
 * under the game's row lock, as joins do, so a guest never takes a spot a join took at the same moment:
 * the existing "never over-filled" guarantee covers guests. A guest leaves with their player (the
 * participation repository's `removeParticipant`).
 */
export function createGuestsService({ guestsRepo, participationRepo, steps, clock, gameRules }: Deps) {
  const { withLockedGame, publishChange, promoteFirstInLine } = steps;
  return {
    /** A player (host included) adds a guest by name (already trimmed and checked). */
    addGuest(userId: string, gameId: string, name: string) {
      return withLockedGame(gameId, async (game, tx) => {
        const now = clock.now();
        refuse(guestAddRefusal(game, await participationRepo.standing(gameId, userId, tx), now));
        await guestsRepo.insertGuest({ gameId, broughtBy: userId, name, now }, tx);
        await gameRules?.afterRosterGrew(gameId, tx);
        await publishChange(gameId, 'roster', tx);
        return done(guestMessages.added);
      });
    },

    /** The guest's player, the host or a co-host takes a guest off; the freed spot goes to the next in line. */
    removeGuest(userId: string, gameId: string, guestId: string) {
      return withLockedGame(gameId, async (game, tx) => {
        const now = clock.now();
        const guest = await guestsRepo.findGuest(gameId, guestId, tx);
        if (!guest) throw new AppError('guest_not_found', guestMessages.notFound);
        const standing = await participationRepo.standing(gameId, userId, tx);
        refuse(guestRemoveRefusal(game, standing, guest, now));
        await guestsRepo.deleteGuest(gameId, guestId, now, tx);
        await promoteFirstInLine(game, now, tx);
        await publishChange(gameId, 'roster', tx);
        return done(guestMessages.removed);
      });
    },
  };
}

export type GuestsService = ReturnType<typeof createGuestsService>;
