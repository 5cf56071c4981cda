import { gameMessages } from '@rally/shared/games/games.messages';
import { AppError } from '../../../lib/app-error.ts';
import { refuse } from '../../../lib/refusal.ts';
import type { JoinableKind } from '../../join-requests/join-requests.service.ts';
import { spotsLeft } from '../games.policy.ts';
import { gameJoinRequestNotices } from './participation.notifications.ts';
import {
  approvalGenderRefusal,
  hostActionRefusal,
  hostReadRefusal,
  requestRefusal,
} from './participation.policy.ts';
import type { ParticipationGame } from './participation.repository.ts';
import { refuseBlockedWithHost } from './participation-blocks.ts';
import { refuseBelowFairPlay } from './participation-fair-play.ts';
import type { ParticipationDeps, ParticipationSteps } from './participation-steps.ts';

/**
 * A private game as a joinable thing: its host decides; a request is refused by the game's rules
 * (started, full, gendered, already in); an approval needs a spot left and the gender rule checked again
 * on the requester's profile as it is then. The host's list keeps answered requests, pending first.
 */
export function gameJoinRequests(
  {
    participationRepo: repo,
    gameRules,
    blocks,
    fairPlay,
  }: Pick<ParticipationDeps, 'participationRepo' | 'gameRules' | 'blocks' | 'fairPlay'>,
  { withLockedGame, findGame, nameOf, genderOf, publishChange, toPeople }: ParticipationSteps,
): JoinableKind<ParticipationGame> {
  return {
    withLocked: withLockedGame,
    // Co-hosts answer requests as the host does, so they hear of each one too.
    describe: (game) => ({
      id: game.id,
      name: game.title,
      ownerId: game.hostId,
      coDeciderIds: game.cohostIds,
    }),
    nameOf,

    async refuseRequest(game, userId, now, tx) {
      const standing = await repo.standing(game.id, userId, tx);
      await refuseBlockedWithHost(blocks, game, userId, tx);
      refuse(requestRefusal(game, standing, now, await genderOf(userId, tx)));
      await refuseBelowFairPlay(fairPlay, game, userId, tx);
    },
    async saveRequest({ thing: game, userId, message, now }, tx) {
      const requestId = await repo.insertJoinRequest({ gameId: game.id, userId, message, now }, tx);
      if (!requestId) throw new AppError('request_exists', gameMessages.requestExists);
    },

    async refuseListing(viewerId, gameId) {
      refuse(hostReadRefusal(await findGame(gameId), viewerId));
    },
    listRequests: (gameId) => repo.listJoinRequests(gameId),
    personsOf: (rows) => toPeople(rows.map((row) => row.userId)),

    refuseAnswer: (game, hostId, now) => refuse(hostActionRefusal(game, hostId, now)),
    findRequest: (gameId, requestId, tx) => repo.findJoinRequest(gameId, requestId, tx),
    setStatus: (requestId, status, now, tx) => repo.setJoinRequestStatus(requestId, status, now, tx),
    async refuseApproval(game, requesterId, tx) {
      // A block since the request was sent: the request cannot be approved either.
      await refuseBlockedWithHost(blocks, game, requesterId, tx);
      refuse(approvalGenderRefusal(game, await genderOf(requesterId, tx)));
      if (spotsLeft(game) === 0) throw new AppError('game_full', gameMessages.gameIsFull);
    },
    async admit(game, userId, now, tx) {
      await repo.addParticipant(game.id, userId, now, tx);
      await gameRules?.afterRosterGrew(game.id, tx);
    },
    changed: (game, change, tx) => publishChange(game.id, change === 'approved' ? 'roster' : 'updated', tx),

    notices: gameJoinRequestNotices,
    texts: {
      requestSent: gameMessages.requestSent,
      approved: gameMessages.requestApproved,
      rejected: gameMessages.requestRejected,
      requestNotFound: () => new AppError('join_request_not_found', gameMessages.requestNotFound),
      requestAnswered: gameMessages.requestAnswered,
    },
  };
}
