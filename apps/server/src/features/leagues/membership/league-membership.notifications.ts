import { joinRequestNotices } from '../../join-requests/join-requests.notifications.ts';
import type { NotifyInput } from '../../notifications/notifications.service.ts';

// The in-app notices of league membership: short, naming the league, and each opening the league's page
// (`relatedId` is the league's id; the panel links it to /leagues/{id}). `relatedUserId` is the person the
// notice is about, when it is someone else.

type League = { id: string; name: string };
type Person = { id: string; name: string };
type Notice = Omit<NotifyInput, 'userId'>;

const about = (
  league: League,
  type: NotifyInput['type'],
  title: string,
  message: string,
  who?: string,
): Notice => ({ type, title, message, relatedId: league.id, relatedUserId: who ?? null });

export const leagueNotices = {
  /** To each friend of the creator who plays the league's sport. */
  created: (league: League & { sport: string }, creator: Person) =>
    about(
      league,
      'league_created',
      'New league',
      `${creator.name} created the ${league.sport} league ${league.name}`,
      creator.id,
    ),
  /** To the creator, when someone joins or is approved. */
  joined: (league: League, member: Person) =>
    about(league, 'league_joined', 'New league member', `${member.name} joined ${league.name}`, member.id),
  /** To a Rally user whose email address was invited. */
  invited: (league: League, inviter: Person) =>
    about(
      league,
      'league_invitation',
      'League invitation',
      `${inviter.name} invited you to join ${league.name}`,
      inviter.id,
    ),
};

/**
 * A private league's join-request notices (to the creator when someone asks, to the requester when
 * answered): the shared builder, under the league's notice types.
 */
export const leagueJoinRequestNotices = joinRequestNotices({
  requested: { type: 'league_join_request', title: 'New league join request' },
  approved: 'league_request_approved',
  rejected: 'league_request_rejected',
});
