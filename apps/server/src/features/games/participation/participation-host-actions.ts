import type { GameJoinRequest } from '@rally/shared/games/attendance.schemas';
import { EMPTY_ATTENDANCE_RECORD } from '@rally/shared/games/attendance-record';
import { cohostMessages } from '@rally/shared/games/cohosts.messages';
import { gameMessages } from '@rally/shared/games/games.messages';
import type { GameActionResult, GamePerson, InvitableFriend } from '@rally/shared/games/games.schemas';
import { AppError } from '../../../lib/app-error.ts';
import { done, refuse } from '../../../lib/refusal.ts';
import type { JoinRequestFlow } from '../../join-requests/join-requests.service.ts';
import { participationNotices as notices } from './participation.notifications.ts';
import { hostActionRefusal, hostReadRefusal } from './participation.policy.ts';
import type { ParticipationDeps, ParticipationSteps } from './participation-steps.ts';

/**
 * What the host (or a co-host) does about who plays: answer join requests, invite friends, see the
 * waitlist, remove a player. Reading the lists is theirs at any time; changing anything only before the
 * start. The host cannot be removed, and only the host removes a co-host.
 */
export function createHostActions(
  {
    participationRepo: repo,
    people,
    friends,
    notifications,
    clock,
    attendanceRecords,
    fairPlay,
  }: ParticipationDeps,
  { withLockedGame, findGame, nameOf, publishChange, promoteFirstInLine, toPeople }: ParticipationSteps,
  requests: JoinRequestFlow,
) {
  return {
    /** The game's join requests, for its host only: pending first, then answered, each newest first. */
    async listJoinRequests(userId: string, gameId: string): Promise<{ requests: GameJoinRequest[] }> {
      const list = await requests.list(userId, gameId);
      // Every requester's attendance record in one grouped statement, and their levels in another.
      const requesterIds = list.requests.map((request) => request.user.id);
      const [records, levels] = await Promise.all([
        attendanceRecords?.recordsOf(requesterIds),
        fairPlay?.levelsOf(requesterIds),
      ]);
      return {
        requests: list.requests.map((request) => ({
          ...request,
          attendance: records?.get(request.user.id) ?? EMPTY_ATTENDANCE_RECORD,
          fairPlayLevel: levels?.get(request.user.id) ?? 'new',
        })),
      };
    },

    /**
     * The host approves (the requester becomes a player, if a spot is left) or rejects a pending request;
     * the requester is told either way. Approving the last spot twice at once never over-fills: the second
     * finds the game full and the request stays pending. A gendered game's rule is checked again on the
     * requester's profile as it is at approval; a refused approval leaves the request pending.
     */
    respondToJoinRequest(
      hostId: string,
      gameId: string,
      requestId: string,
      status: 'approved' | 'rejected',
    ): Promise<GameActionResult> {
      return requests.answer(hostId, gameId, requestId, status);
    },

    /**
     * The host's accepted friends for the Invite Friends dialog, by name, each with all their sports and
     * whether they can still be invited (already playing, invited or asking cannot).
     */
    async invitableFriends(hostId: string, gameId: string): Promise<{ friends: InvitableFriend[] }> {
      refuse(hostReadRefusal(await findGame(gameId), hostId));
      const ids = await friends.friendIds(hostId);
      const [cards, relations] = await Promise.all([
        people.getPublicProfiles(ids),
        repo.relationsOf(gameId, ids),
      ]);
      const statusOf = (id: string): InvitableFriend['status'] => {
        if (relations.participants.has(id)) return 'participant';
        if (relations.invited.has(id)) return 'invited';
        if (relations.requested.has(id)) return 'requested';
        return 'available';
      };
      const list: InvitableFriend[] = [];
      for (const id of ids) {
        const card = cards.get(id);
        if (!card) continue;
        list.push({
          id,
          name: card.name,
          username: card.username,
          avatarUrl: card.avatarUrl,
          sports: card.sports,
          status: statusOf(id),
        });
      }
      list.sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '') || a.id.localeCompare(b.id));
      return { friends: list };
    },

    /**
     * Invites some of the host's friends; every one must be an accepted friend, or nothing is written.
     * Friends already playing, invited or asking are skipped; each new invitee is told.
     */
    async inviteFriends(hostId: string, gameId: string, userIds: string[]): Promise<GameActionResult> {
      // Someone else's game is refused before their list is looked at (the transaction checks again).
      refuse(hostReadRefusal(await findGame(gameId), hostId));
      const wanted = [...new Set(userIds)];
      const friendIds = new Set(await friends.friendIds(hostId));
      if (wanted.some((id) => !friendIds.has(id)))
        throw new AppError('invitee_not_friend', gameMessages.notFriends);
      const hostName = await nameOf(hostId);
      return withLockedGame(gameId, async (game, tx) => {
        refuse(hostActionRefusal(game, hostId, clock.now()));
        const relations = await repo.relationsOf(gameId, wanted, tx);
        const candidates = wanted.filter(
          (id) => !relations.participants.has(id) && !relations.requested.has(id),
        );
        const invited = await repo.insertInvitations(
          { gameId, invitedBy: hostId, userIds: candidates, now: clock.now() },
          tx,
        );
        const invitation = notices.invited(game, { id: hostId, name: hostName });
        await notifications.notifyMany(
          invited.map((userId) => ({ userId, ...invitation })),
          tx,
        );
        if (invited.length > 0) await publishChange(gameId, 'updated', tx);
        return done(invited.length > 0 ? gameMessages.invitationsSent : gameMessages.nothingToInvite);
      });
    },

    /** The line, first first, for the host only. */
    async waitlist(userId: string, gameId: string) {
      refuse(hostReadRefusal(await findGame(gameId), userId));
      const ids = await repo.listWaitlist(gameId);
      const persons = await toPeople(ids);
      return {
        players: ids.map((id, index) => ({ ...(persons.get(id) as GamePerson), position: index + 1 })),
      };
    },

    /**
     * The host takes a player out of an upcoming game; the player is told and the first in line moves up.
     * In a private game the player's invitation and approval go too, so they cannot walk straight back in.
     */
    async removePlayer(hostId: string, gameId: string, playerId: string): Promise<GameActionResult> {
      return withLockedGame(gameId, async (game, tx) => {
        const now = clock.now();
        refuse(hostActionRefusal(game, hostId, now));
        if (playerId === game.hostId) throw new AppError('forbidden', gameMessages.cannotRemoveHost);
        // Co-hosts answer to the host alone: one co-host does not take another off the game.
        if (hostId !== game.hostId && game.cohostIds.includes(playerId))
          throw new AppError('host_only', cohostMessages.cannotRemoveCohost);
        // Their guests leave with them: each freed spot goes to the next in line.
        const removed = await repo.removeParticipant(gameId, playerId, now, tx);
        if (!removed) throw new AppError('player_not_found', gameMessages.playerNotFound);
        if (game.isPrivate) await repo.revokeEntry(gameId, playerId, now, tx);
        await notifications.notify(
          { userId: playerId, ...notices.removed(game, hostId, hostId !== game.hostId) },
          tx,
        );
        await promoteFirstInLine(game, now, tx, removed);
        await publishChange(gameId, 'roster', tx);
        return done(gameMessages.playerRemoved);
      });
    },
  };
}
