import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import type { LeagueActionResult, LeagueJoinRequest } from '@rally/shared/leagues/leagues.schemas';
import type { Clock } from '../../../lib/clock.ts';
import { done, refuse } from '../../../lib/refusal.ts';
import type { RealtimeBus } from '../../../plugins/realtime/realtime-bus.ts';
import { createJoinRequestFlow } from '../../join-requests/join-requests.service.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import { createLeagueSteps, type PeopleDirectory } from '../league-steps.ts';
import { joinRefusal, leaveRefusal } from '../leagues.policy.ts';
import type { LeaguesRepository } from '../leagues.repository.ts';
import { type BlockCheck, refuseBlockedWithCreator } from './league-blocks.ts';
import { leagueJoinRequests } from './league-join-requests.ts';
import { leagueNotices as notices } from './league-membership.notifications.ts';

export type LeagueMembershipDeps = {
  leaguesRepo: LeaguesRepository;
  people: PeopleDirectory;
  notifications: Pick<NotificationsService, 'notify'>;
  bus: Pick<RealtimeBus, 'publish'>;
  clock: Clock;
  /** Blocks between players: neither of a blocked pair joins or asks to join the other's league. */
  blocks?: BlockCheck;
};

/**
 * Who belongs to a league: joining a public one, asking to join a private one and the creator's answer,
 * leaving. Every change runs in one transaction that first locks the league's row, so concurrent joins
 * queue up: each sees what the previous one wrote, member_count stays exact and a full league takes no
 * one more. Notices and live events are written in the same transaction and go out only if it commits.
 */
export function createLeagueMembershipService(deps: LeagueMembershipDeps) {
  const { leaguesRepo: repo, notifications, clock } = deps;
  const steps = createLeagueSteps(deps);
  const { withLockedLeague, nameOf, publishChange } = steps;
  const requests = createJoinRequestFlow(leagueJoinRequests(deps, steps), deps);

  return {
    /** Joins a public league that has room; the creator is told. */
    async join(userId: string, leagueId: string): Promise<LeagueActionResult> {
      const name = await nameOf(userId);
      return withLockedLeague(leagueId, async (league, tx) => {
        const now = clock.now();
        await refuseBlockedWithCreator(deps.blocks, league, userId, tx);
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
    requestToJoin(userId: string, leagueId: string, message: string | null): Promise<LeagueActionResult> {
      return requests.ask(userId, leagueId, message);
    },

    /** The pending requests, newest first: nobody but the creator reads them. */
    joinRequests(viewerId: string, leagueId: string): Promise<{ requests: LeagueJoinRequest[] }> {
      return requests.list(viewerId, leagueId);
    },

    /**
     * The creator approves (the requester becomes a member, unless the league is full) or rejects a
     * pending request; the requester is told either way, and the creator of a new member.
     */
    respond(
      viewerId: string,
      leagueId: string,
      requestId: string,
      status: 'approved' | 'rejected',
    ): Promise<LeagueActionResult> {
      return requests.answer(viewerId, leagueId, requestId, status);
    },
  };
}

export type LeagueMembershipService = ReturnType<typeof createLeagueMembershipService>;
