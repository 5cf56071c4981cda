import { gameMessages } from '@rally/shared/games/games.messages';
import {
  GAMES_TOPIC,
  type GameActionResult,
  type GamePerson,
  gameTopic,
  type InvitableFriend,
  type JoinRequest,
} from '@rally/shared/games/games.schemas';
import type { RealtimeEvent } from '@rally/shared/realtime/realtime.schemas';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RealtimeBus } from '../../plugins/realtime/realtime-bus.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { spotsLeft } from './games.policy.ts';
import { participationNotices as notices } from './participation.notifications.ts';
import {
  hostActionRefusal,
  hostReadRefusal,
  joinRefusal,
  leaveRefusal,
  type Refusal,
  rateRefusal,
  requestRefusal,
  waitlistJoinRefusal,
  waitlistLeaveRefusal,
} from './participation.policy.ts';
import type { ParticipationGame, ParticipationRepository } from './participation.repository.ts';

/** What participation reads of people: their card, from the profiles feature. */
export type PeopleDirectory = {
  getPublicProfiles(
    userIds: readonly string[],
  ): Promise<Map<string, { name: string; username: string; avatarUrl: string | null; sports: string[] }>>;
};

type Deps = {
  participationRepo: ParticipationRepository;
  people: PeopleDirectory;
  friends: { friendIds(userId: string): Promise<string[]> };
  notifications: Pick<NotificationsService, 'notify' | 'markReadAbout'>;
  bus: Pick<RealtimeBus, 'publishToMany'>;
  clock: Clock;
};

const refuse = (refusal: Refusal | null) => {
  if (refusal) throw new AppError(refusal.code, refusal.message);
};
const gameNotFound = () => new AppError('game_not_found', gameMessages.notFound);
const done = (message: string): GameActionResult => ({ message });

/**
 * Taking part in games: join, leave, ask to join a private game and the host's answer, invitations, the
 * waitlist, removing a player and rating a game. Every change to who plays runs in one transaction that
 * first locks the game's row, so concurrent actions on one game queue up: the checks see what the
 * previous one wrote, and a full game never takes one more. Notices and live events are written in the
 * same transaction and go out only if it commits.
 */
export function createParticipationService({
  participationRepo: repo,
  people,
  friends,
  notifications,
  bus,
  clock,
}: Deps) {
  /** Runs `work` with the game's row locked; a missing game is Game Not Found. */
  function withLockedGame<T>(gameId: string, work: (game: ParticipationGame, tx: Database) => Promise<T>) {
    return repo.transaction(async (tx) => {
      const game = await repo.lockGame(gameId, tx);
      if (!game) throw gameNotFound();
      return work(game, tx);
    });
  }

  async function findGame(gameId: string) {
    const game = await repo.findGame(gameId);
    if (!game) throw gameNotFound();
    return game;
  }

  /** A person's display name for a notice (read before the transaction: it reads another feature). */
  async function nameOf(userId: string) {
    return (await people.getPublicProfiles([userId])).get(userId)?.name ?? 'Someone';
  }

  /** Find lists and the game's page refetch it: `roster` when who plays changed, `updated` otherwise. */
  async function publishChange(gameId: string, change: 'roster' | 'updated', tx: Database) {
    const event: RealtimeEvent = { type: 'game.changed', gameId, change };
    const topics = change === 'roster' ? [GAMES_TOPIC, gameTopic(gameId)] : [gameTopic(gameId)];
    await bus.publishToMany(topics, event, tx);
  }

  /** A spot just freed up in a public game: the first in line takes it and is told; so is the host. */
  async function promoteFirstInLine(game: ParticipationGame, now: Date, tx: Database) {
    if (game.isPrivate) return;
    const next = await repo.firstInLine(game.id, tx);
    if (!next) return;
    await repo.removeFromWaitlist(game.id, next, tx);
    await repo.addParticipant(game.id, next, now, tx);
    await notifications.notify({ userId: next, ...notices.promoted(game) }, tx);
    // No name here: reading a profile would leave the transaction (and wait on it, on the embedded database).
    await notifications.notify({ userId: game.hostId, ...notices.joinedFromWaitlist(game, next) }, tx);
  }

  async function toPeople(userIds: string[]): Promise<Map<string, GamePerson>> {
    const cards = await people.getPublicProfiles(userIds);
    return new Map(
      userIds.map((id) => {
        const card = cards.get(id);
        return [
          id,
          {
            id,
            name: card?.name ?? null,
            username: card?.username ?? null,
            avatarUrl: card?.avatarUrl ?? null,
          },
        ];
      }),
    );
  }

  return {
    /**
     * Joins a public game, or a private one the user was invited to or approved for. The host is told;
     * the user leaves the waitlist if they were on it.
     */
    async join(userId: string, gameId: string): Promise<GameActionResult> {
      const name = await nameOf(userId);
      return withLockedGame(gameId, async (game, tx) => {
        const now = clock.now();
        const standing = await repo.standing(gameId, userId, tx);
        refuse(joinRefusal(game, standing, now));
        await repo.addParticipant(gameId, userId, now, tx);
        await repo.removeFromWaitlist(gameId, userId, tx);
        await notifications.notify(
          { userId: game.hostId, ...notices.joined(game, { id: userId, name }) },
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
        await repo.removeParticipant(gameId, userId, now, tx);
        await notifications.notify({ userId: game.hostId, ...notices.left(game, { id: userId, name }) }, tx);
        await promoteFirstInLine(game, now, tx);
        await publishChange(gameId, 'roster', tx);
        return done(gameMessages.left);
      });
    },

    /** Asks to join a private game, with an optional (already checked) message; the host is told. */
    async requestToJoin(userId: string, gameId: string, message: string | null): Promise<GameActionResult> {
      const name = await nameOf(userId);
      return withLockedGame(gameId, async (game, tx) => {
        const now = clock.now();
        refuse(requestRefusal(game, await repo.standing(gameId, userId, tx), now));
        const requestId = await repo.insertJoinRequest({ gameId, userId, message, now }, tx);
        if (!requestId) throw new AppError('request_exists', gameMessages.requestExists);
        await notifications.notify(
          { userId: game.hostId, ...notices.requested(game, { id: userId, name }) },
          tx,
        );
        await publishChange(gameId, 'updated', tx);
        return done(gameMessages.requestSent);
      });
    },

    /** The game's join requests, for its host only: pending first, then answered, each newest first. */
    async listJoinRequests(userId: string, gameId: string): Promise<{ requests: JoinRequest[] }> {
      refuse(hostReadRefusal(await findGame(gameId), userId));
      const rows = await repo.listJoinRequests(gameId);
      const persons = await toPeople(rows.map((row) => row.userId));
      return {
        requests: rows.map((row) => ({
          id: row.id,
          user: persons.get(row.userId) as GamePerson,
          message: row.message,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    /**
     * The host approves (the requester becomes a player, if a spot is left) or rejects a pending request;
     * the requester is told either way. Approving the last spot twice at once never over-fills: the second
     * finds the game full and the request stays pending.
     */
    async respondToJoinRequest(
      hostId: string,
      gameId: string,
      requestId: string,
      status: 'approved' | 'rejected',
    ): Promise<GameActionResult> {
      return withLockedGame(gameId, async (game, tx) => {
        const now = clock.now();
        refuse(hostActionRefusal(game, hostId, now));
        const request = await repo.findJoinRequest(gameId, requestId, tx);
        if (!request) throw new AppError('join_request_not_found', gameMessages.requestNotFound);
        if (request.status !== 'pending')
          throw new AppError('request_answered', gameMessages.requestAnswered);
        if (status === 'rejected') {
          await repo.setJoinRequestStatus(requestId, 'rejected', now, tx);
          await notifications.notify({ userId: request.userId, ...notices.rejected(game, hostId) }, tx);
          await publishChange(gameId, 'updated', tx);
          return done(gameMessages.requestRejected);
        }
        if (spotsLeft(game) === 0) throw new AppError('game_full', gameMessages.gameIsFull);
        await repo.setJoinRequestStatus(requestId, 'approved', now, tx);
        await repo.addParticipant(gameId, request.userId, now, tx);
        await notifications.notify({ userId: request.userId, ...notices.approved(game, hostId) }, tx);
        await publishChange(gameId, 'roster', tx);
        return done(gameMessages.requestApproved);
      });
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
        for (const userId of invited)
          await notifications.notify(
            { userId, ...notices.invited(game, { id: hostId, name: hostName }) },
            tx,
          );
        if (invited.length > 0) await publishChange(gameId, 'updated', tx);
        return done(invited.length > 0 ? gameMessages.invitationsSent : gameMessages.nothingToInvite);
      });
    },

    /** Gets in line for a full public game. */
    async joinWaitlist(userId: string, gameId: string): Promise<GameActionResult> {
      return withLockedGame(gameId, async (game, tx) => {
        const now = clock.now();
        refuse(waitlistJoinRefusal(game, await repo.standing(gameId, userId, tx), now));
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
        const removed = await repo.removeParticipant(gameId, playerId, now, tx);
        if (!removed) throw new AppError('player_not_found', gameMessages.playerNotFound);
        if (game.isPrivate) await repo.revokeEntry(gameId, playerId, now, tx);
        await notifications.notify({ userId: playerId, ...notices.removed(game, hostId) }, tx);
        await promoteFirstInLine(game, now, tx);
        await publishChange(gameId, 'roster', tx);
        return done(gameMessages.playerRemoved);
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
  };
}

export type ParticipationService = ReturnType<typeof createParticipationService>;
