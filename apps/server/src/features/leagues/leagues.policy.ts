import type { ErrorCode } from '@rally/shared/errors';
import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import type { LeagueAbilities, LeagueRelation } from '@rally/shared/leagues/leagues.schemas';
import { canSeeLeagueContent, isLeagueCreator, type LeagueViewerRole } from './league-access.ts';

/** What every league rule reads: the league's privacy and fullness, and how the viewer stands with it. */
export type LeagueFacts = {
  isPrivate: boolean;
  memberCount: number;
  /** Null means no limit. */
  maxMembers: number | null;
  role: LeagueViewerRole;
  /** The viewer's join request, if they ever sent one. */
  requestStatus: 'pending' | 'approved' | 'rejected' | null;
};

/** Why an action is refused: a stable code and the text the user reads. */
import type { Refusal } from '../../lib/refusal.ts';

export type { Refusal };

const refusal = (code: ErrorCode, message: string): Refusal => ({ code, message });

/** Whether every spot is taken (a league without a maximum is never full). */
export const isFull = (facts: Pick<LeagueFacts, 'memberCount' | 'maxMembers'>) =>
  facts.maxMembers !== null && facts.memberCount >= facts.maxMembers;

/** Why the viewer may not join directly (public leagues only; the creator and members are already in). */
export function joinRefusal(facts: LeagueFacts): Refusal | null {
  if (facts.role === 'creator') return refusal('already_joined', leagueMessages.creatorCannotJoin);
  if (facts.role === 'member') return refusal('already_joined', leagueMessages.alreadyMember);
  if (facts.isPrivate) return refusal('league_private', leagueMessages.privateNeedsRequest);
  if (isFull(facts)) return refusal('league_full', leagueMessages.leagueFull);
  return null;
}

/**
 * Why the viewer may not ask to join: only a private league takes requests, one pending at a time.
 * A rejected requester may ask again (their earlier request is reopened), as a player may try again later.
 */
export function requestRefusal(facts: LeagueFacts): Refusal | null {
  if (facts.role === 'creator') return refusal('already_joined', leagueMessages.creatorCannotJoin);
  if (facts.role === 'member') return refusal('already_joined', leagueMessages.alreadyMember);
  if (!facts.isPrivate) return refusal('league_not_private', leagueMessages.notPrivate);
  if (facts.requestStatus === 'pending') return refusal('request_exists', leagueMessages.requestExists);
  if (isFull(facts)) return refusal('league_full', leagueMessages.leagueFull);
  return null;
}

/** Why the viewer may not leave: the creator deletes instead, and only members can leave. */
export function leaveRefusal(facts: Pick<LeagueFacts, 'role'>): Refusal | null {
  if (facts.role === 'creator') return refusal('creator_cannot_leave', leagueMessages.creatorCannotLeave);
  if (facts.role === 'none') return refusal('not_a_member', leagueMessages.notMember);
  return null;
}

/** Why the creator may not approve a request now: a full league takes no one more. */
export function approvalRefusal(facts: Pick<LeagueFacts, 'memberCount' | 'maxMembers'>): Refusal | null {
  return isFull(facts) ? refusal('league_full', leagueMessages.leagueFull) : null;
}

/** How the cards and the page describe the viewer's standing. */
export function relationOf(facts: Pick<LeagueFacts, 'role' | 'requestStatus'>): LeagueRelation {
  if (facts.role !== 'none') return facts.role;
  if (facts.requestStatus === 'pending') return 'requested';
  if (facts.requestStatus === 'rejected') return 'rejected';
  return 'none';
}

/** Everything the viewer may do with the league: the page shows exactly these actions. */
export function leagueAbilities(facts: LeagueFacts): LeagueAbilities {
  const creator = isLeagueCreator(facts);
  return {
    canJoin: joinRefusal(facts) === null,
    canRequest: requestRefusal(facts) === null,
    canLeave: leaveRefusal(facts) === null,
    canEdit: creator,
    canDelete: creator,
    canManageJoinRequests: creator && facts.isPrivate,
    canManageGames: creator,
    canInvite: facts.role !== 'none',
    canSeeContent: canSeeLeagueContent(facts),
  };
}
