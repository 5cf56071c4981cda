import { gameMessages } from '@rally/shared/games/games.messages';
import type { GameActionResult } from '@rally/shared/games/games.schemas';
import { done, refuse } from '../../../lib/refusal.ts';
import { createJoinRequestFlow } from '../../join-requests/join-requests.service.ts';
import { comingsAndGoings, participationNotices as notices } from './participation.notifications.ts';
import {
  joinRefusal,
  leaveRefusal,
  rateRefusal,
  waitlistJoinRefusal,
  waitlistLeaveRefusal,
} from './participation.policy.ts';
import { refuseBlockedWithHost } from './participation-blocks.ts';
import { refuseBelowFairPlay } from './participation-fair-play.ts';
import { createHostActions } from './participation-host-actions.ts';
import { gameJoinRequests } from './participation-join-requests.ts';
import { createParticipationSteps, type ParticipationDeps } from './participation-steps.ts';

export type { PeopleDirectory } from './participation-steps.ts';

/**
 * Taking part in games: join, leave, ask to join a private game and the host's answer, invitations, the
 * waitlist, removing a player and rating a game. Every change to who plays runs in one transaction that
 * first locks the game's row, so concurrent actions on one game queue up: the checks see what the
 * previous one wrote, and a full game never takes one more. Notices and live events are written in the
 * same transaction and go out only if it commits; a player's joins and leaves fold into one notice.
 */
export function createParticipationService(deps: ParticipationDeps) {
  const { participationRepo: repo, notifications, clock } = deps;
  const steps = createParticipationSteps(deps);
  const requests = createJoinRequestFlow(gameJoinRequests(deps, steps), deps);
  const { withLockedGame, findGame, nameOf, genderOf, publishChange, promoteFirstInLine } = steps;

  return {
    /**
     * Joins a public game, or a private one the user was invited to or approved for (accepting an
     * invitation is this join). A gendered game's rule is checked on the profile as it is now. The host
     * is told; the user leaves the waitlist if they were on it.
     */
    async join(userId: string, gameId: string): Promise<GameActionResult> {
      const name = await nameOf(userId);
      return withLockedGame(gameId, async (game, tx) => {
        const now = clock.now();
        const standing = await repo.standing(gameId, userId, tx);
        // An invitation from before the block does not open the door either.
        await refuseBlockedWithHost(deps.blocks, game, userId, tx);
        refuse(joinRefusal(game, standing, now, await genderOf(userId, tx)));
        // The game's fair-play requirement: an invitation does not lift it (the host lowers it instead).
        await refuseBelowFairPlay(deps.fairPlay, game, userId, tx);
        await repo.addParticipant(gameId, userId, now, tx);
        await deps.gameRules?.afterRosterGrew(gameId, tx);
        await repo.removeFromWaitlist(gameId, userId, tx);
        await notifications.notifyFolded(
          { userId: game.hostId, ...notices.joined(game, { id: userId, name }) },
          comingsAndGoings(now),
          tx,
        );
        // The invitation has served its purpose.
        if (standing.invited)
          await notifications.markReadAbout({ userId, type: 'game_invitation', relatedId: gameId }, tx);
        await publishChange(gameId, 'roster', tx);
        return done(gameMessages.joined);
      });
    },

    /** Leaves a game before its start (not the host's own); the host is told and the first in line moves up. */
    async leave(userId: string, gameId: string): Promise<GameActionResult> {
      const name = await nameOf(userId);
      return withLockedGame(gameId, async (game, tx) => {
        const now = clock.now();
        refuse(leaveRefusal(game, await repo.standing(gameId, userId, tx), now));
        // After the leave deadline the player may still go, but it is recorded as a late cancellation.
        await deps.gameRules?.beforePlayerLeaves(game, userId, now, tx);
        // Their guests leave with them: each freed spot goes to the next in line.
        const freed = await repo.removeParticipant(gameId, userId, now, tx);
        await notifications.notifyFolded(
          { userId: game.hostId, ...notices.left(game, { id: userId, name }) },
          comingsAndGoings(now),
          tx,
        );
        await promoteFirstInLine(game, now, tx, freed);
        await publishChange(gameId, 'roster', tx);
        return done(gameMessages.left);
      });
    },

    /** Asks to join a private game, with an optional (already checked) message; the host is told. */
    requestToJoin(userId: string, gameId: string, message: string | null): Promise<GameActionResult> {
      return requests.ask(userId, gameId, message);
    },

    /** Gets in line for a full public game. */
    async joinWaitlist(userId: string, gameId: string): Promise<GameActionResult> {
      return withLockedGame(gameId, async (game, tx) => {
        const now = clock.now();
        const standing = await repo.standing(gameId, userId, tx);
        await refuseBlockedWithHost(deps.blocks, game, userId, tx);
        refuse(waitlistJoinRefusal(game, standing, now, await genderOf(userId, tx)));
        await refuseBelowFairPlay(deps.fairPlay, game, userId, tx);
        await repo.addToWaitlist(gameId, userId, now, tx);
        await publishChange(gameId, 'updated', tx);
        return done(gameMessages.waitlistJoined);
      });
    },

    /** Steps out of the line. */
    async leaveWaitlist(userId: string, gameId: string): Promise<GameActionResult> {
      return withLockedGame(gameId, async (game, tx) => {
        refuse(waitlistLeaveRefusal(game, await repo.standing(gameId, userId, tx), clock.now()));
        await repo.removeFromWaitlist(gameId, userId, tx);
        await publishChange(gameId, 'updated', tx);
        return done(gameMessages.waitlistLeft);
      });
    },

    /** A player (host included) saves or changes their 1-5 star rating of a game that has taken place. */
    async rate(userId: string, gameId: string, rating: number): Promise<GameActionResult> {
      const game = await findGame(gameId);
      const now = clock.now();
      refuse(rateRefusal(game, await repo.standing(gameId, userId), now));
      await repo.saveRating({ gameId, userId, rating, now });
      return done(gameMessages.ratingSaved);
    },
    ...createHostActions(deps, steps, requests),
  };
}

export type ParticipationService = ReturnType<typeof createParticipationService>;
