import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import type { LeagueActionResult, LeagueJoinRequest } from '@rally/shared/leagues/leagues.schemas';
import { AppError, forbidden } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { RealtimeBus } from '../../../plugins/realtime/realtime-bus.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import { toPlayerRecord } from '../../profiles/player-record.columns.ts';
import { createLeagueSteps, done, type PeopleDirectory, refuse } from '../league-steps.ts';
import { approvalRefusal, joinRefusal, leaveRefusal, requestRefusal } from '../leagues.policy.ts';
import type { LeaguesRepository } from '../leagues.repository.ts';
import { toLeaguePerson } from '../leagues.views.ts';
import { leagueNotices as notices } from './league-membership.notifications.ts';

export type LeagueMembershipDeps = {
  leaguesRepo: LeaguesRepository;
  people: PeopleDirectory;
  notifications: Pick<NotificationsService, 'notify'>;
  bus: Pick<RealtimeBus, 'publish'>;
  clock: Clock;
};

/**
 * Who belongs to a league: joining a public one, asking to join a private one and the creator's answer,
 * leaving. Every change runs in one transaction that first locks the league's row, so concurrent joins
 * queue up: each sees what the previous one wrote, member_count stays exact and a full league takes no
 * one more. Notices and live events are written in the same transaction and go out only if it commits.
 */
export function createLeagueMembershipService(deps: LeagueMembershipDeps) {
  const { leaguesRepo: repo, notifications, clock } = deps;
  const { withLockedLeague, findLeague, nameOf, publishChange } = createLeagueSteps(deps);

  return {
    /** Joins a public league that has room; the creator is told. */
    async join(userId: string, leagueId: string): Promise<LeagueActionResult> {
      const name = await nameOf(userId);
      return withLockedLeague(leagueId, async (league, tx) => {
        const now = clock.now();
        refuse(joinRefusal({ ...league, ...(await repo.standing(league, userId, tx)) }));
        await repo.addMember(leagueId, userId, now, tx);
        await notifications.notify(
          { userId: league.createdBy, ...notices.joined(league, { id: userId, name }) },
          tx,
        );
        await publishChange(leagueId, 'members', tx);
        return done(leagueMessages.joined);
      });
    },

    /** Leaves a league (not the creator's own): the membership row goes and the count follows. */
    async leave(userId: string, leagueId: string): Promise<LeagueActionResult> {
      return withLockedLeague(leagueId, async (league, tx) => {
        refuse(leaveRefusal(await repo.standing(league, userId, tx)));
        await repo.removeMember(leagueId, userId, clock.now(), tx);
        await publishChange(leagueId, 'members', tx);
        return done(leagueMessages.left(league.name));
      });
    },

    /** Asks to join a private league, with an optional (already checked) message; the creator is told. */
    async requestToJoin(
      userId: string,
      leagueId: string,
      message: string | null,
    ): Promise<LeagueActionResult> {
      const name = await nameOf(userId);
      return withLockedLeague(leagueId, async (league, tx) => {
        const now = clock.now();
        refuse(requestRefusal({ ...league, ...(await repo.standing(league, userId, tx)) }));
        await repo.saveJoinRequest({ leagueId, userId, message, now }, tx);
        await notifications.notify(
          { userId: league.createdBy, ...notices.requested(league, { id: userId, name }) },
          tx,
        );
        await publishChange(leagueId, 'updated', tx);
        return done(leagueMessages.requestSent);
      });
    },

    /** The pending requests, newest first: nobody but the creator reads them. */
    async joinRequests(viewerId: string, leagueId: string): Promise<{ requests: LeagueJoinRequest[] }> {
      const league = await findLeague(leagueId);
      if (league.createdBy !== viewerId) throw forbidden(leagueMessages.creatorOnly);
      const rows = await repo.pendingJoinRequests(leagueId);
      return {
        requests: rows.map((row) => ({
          id: row.id,
          user: toLeaguePerson(row),
          message: row.message,
          createdAt: row.createdAt.toISOString(),
          record: toPlayerRecord(row),
        })),
      };
    },

    /**
     * The creator approves (the requester becomes a member, unless the league is full) or rejects a
     * pending request; the requester is told either way, and the creator of a new member.
     */
    async respond(
      viewerId: string,
      leagueId: string,
      requestId: string,
      status: 'approved' | 'rejected',
    ): Promise<LeagueActionResult> {
      // The name is read first: reading another feature inside the transaction would wait on it.
      const pending = await repo.findJoinRequest(leagueId, requestId);
      const requesterName = pending ? await nameOf(pending.userId) : 'Someone';
      return withLockedLeague(leagueId, async (league, tx) => {
        if (league.createdBy !== viewerId) throw forbidden(leagueMessages.creatorOnly);
        const request = await repo.findJoinRequest(leagueId, requestId, tx);
        if (!request) throw new AppError('league_join_request_not_found', leagueMessages.requestNotFound);
        if (request.status !== 'pending')
          throw new AppError('request_answered', leagueMessages.requestAnswered);
        const now = clock.now();
        if (status === 'approved') {
          refuse(approvalRefusal(league));
          await repo.addMember(leagueId, request.userId, now, tx);
          await repo.setJoinRequestStatus(requestId, 'approved', now, tx);
          await notifications.notify({ userId: request.userId, ...notices.approved(league, viewerId) }, tx);
          await notifications.notify(
            {
              userId: league.createdBy,
              ...notices.joined(league, { id: request.userId, name: requesterName }),
            },
            tx,
          );
          await publishChange(leagueId, 'members', tx);
          return done(leagueMessages.requestApproved);
        }
        await repo.setJoinRequestStatus(requestId, 'rejected', now, tx);
        await notifications.notify({ userId: request.userId, ...notices.rejected(league, viewerId) }, tx);
        await publishChange(leagueId, 'updated', tx);
        return done(leagueMessages.requestRejected);
      });
    },
  };
}

export type LeagueMembershipService = ReturnType<typeof createLeagueMembershipService>;
