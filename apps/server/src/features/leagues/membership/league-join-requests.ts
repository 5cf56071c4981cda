import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { AppError, forbidden } from '../../../lib/app-error.ts';
import { refuse } from '../../../lib/refusal.ts';
import type { JoinableKind } from '../../join-requests/join-requests.service.ts';
import type { LeagueSteps } from '../league-steps.ts';
import { approvalRefusal, requestRefusal } from '../leagues.policy.ts';
import type { LeagueRow, LeaguesRepository } from '../leagues.repository.ts';
import { toLeaguePerson } from '../leagues.views.ts';
import { type BlockCheck, refuseBlockedWithCreator } from './league-blocks.ts';
import { leagueJoinRequestNotices, leagueNotices } from './league-membership.notifications.ts';

type PendingRow = Awaited<ReturnType<LeaguesRepository['pendingJoinRequests']>>[number];

/**
 * A private league as a joinable thing: its creator decides and hears of each member let in; a rejected
 * requester may ask again (the earlier request is reopened); an approval needs room in the league. The
 * creator's list holds pending requests only, newest first.
 */
export function leagueJoinRequests(
  { leaguesRepo: repo, blocks }: { leaguesRepo: LeaguesRepository; blocks?: BlockCheck | undefined },
  { withLockedLeague, findLeague, nameOf, publishChange }: LeagueSteps,
): JoinableKind<LeagueRow, PendingRow & { status: 'pending' }> {
  return {
    withLocked: withLockedLeague,
    describe: (league) => ({ id: league.id, name: league.name, ownerId: league.createdBy }),
    nameOf,

    async refuseRequest(league, userId, _now, tx) {
      await refuseBlockedWithCreator(blocks, league, userId, tx);
      refuse(requestRefusal({ ...league, ...(await repo.standing(league, userId, tx)) }));
    },
    saveRequest: ({ thing: league, userId, message, now }, tx) =>
      repo.saveJoinRequest({ leagueId: league.id, userId, message, now }, tx),

    async refuseListing(viewerId, leagueId) {
      const league = await findLeague(leagueId);
      if (league.createdBy !== viewerId) throw forbidden(leagueMessages.creatorOnly);
    },
    listRequests: async (leagueId) =>
      (await repo.pendingJoinRequests(leagueId)).map((row) => ({ ...row, status: 'pending' as const })),
    personsOf: async (rows) => new Map(rows.map((row) => [row.userId, toLeaguePerson(row)])),

    refuseAnswer(league, viewerId) {
      if (league.createdBy !== viewerId) throw forbidden(leagueMessages.creatorOnly);
    },
    findRequest: (leagueId, requestId, tx) => repo.findJoinRequest(leagueId, requestId, tx),
    setStatus: (requestId, status, now, tx) => repo.setJoinRequestStatus(requestId, status, now, tx),
    async refuseApproval(league, requesterId, tx) {
      // A block since the request was sent: the request cannot be approved either.
      await refuseBlockedWithCreator(blocks, league, requesterId, tx);
      refuse(approvalRefusal(league));
    },
    admit: (league, userId, now, tx) => repo.addMember(league.id, userId, now, tx),
    changed: (league, change, tx) =>
      publishChange(league.id, change === 'approved' ? 'members' : 'updated', tx),

    notices: leagueJoinRequestNotices,
    newMember: {
      notice: leagueNotices.joined,
      requesterOf: async (leagueId, requestId) => (await repo.findJoinRequest(leagueId, requestId))?.userId,
    },
    texts: {
      requestSent: leagueMessages.requestSent,
      approved: leagueMessages.requestApproved,
      rejected: leagueMessages.requestRejected,
      requestNotFound: () => new AppError('league_join_request_not_found', leagueMessages.requestNotFound),
      requestAnswered: leagueMessages.requestAnswered,
    },
  };
}
