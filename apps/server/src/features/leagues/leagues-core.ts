import { INVITE_EMAILS_PER_DAY_MAX } from '@rally/shared/leagues/leagues.schemas';
import type { FastifyInstance } from 'fastify';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { AttemptLimiters } from '../../plugins/rate-limits.ts';
import type { RealtimeBus } from '../../plugins/realtime/realtime-bus.ts';
import type { TopicAccess } from '../../plugins/realtime/topic-access.ts';
import type { Storage } from '../../plugins/storage.ts';
import type { PlayerPositions } from '../locations/player-position.ts';
import type { VenuePlaceLocator } from '../locations/venue-place-locator.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { canSeeLeagueContent } from './league-access.ts';
import type { PeopleDirectory } from './league-steps.ts';
import type { LeaguesRepository } from './leagues.repository.ts';
import { leaguesRoutes } from './leagues.routes.ts';
import { createLeaguesService } from './leagues.service.ts';
import { leagueInvitationsRoutes } from './membership/league-invitations.routes.ts';
import { createLeagueInvitationsService } from './membership/league-invitations.service.ts';
import { leagueMembershipRoutes } from './membership/league-membership.routes.ts';
import { createLeagueMembershipService } from './membership/league-membership.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Builds the leagues core (the list, the page, the creator's edits, membership and invitations),
 * registers its routes under `/api/leagues`, and vouches for the `league:{id}` topic: whoever may
 * read the league's content follows it (anyone for a public league, its members for a private one).
 */
export async function registerLeaguesCore(
  app: FastifyInstance,
  deps: {
    leaguesRepo: LeaguesRepository;
    people: PeopleDirectory;
    friends: { friendIds(userId: string): Promise<string[]> };
    notifications: Pick<NotificationsService, 'notify' | 'notifyMany'>;
    bus: Pick<RealtimeBus, 'publish'>;
    storage: Pick<Storage, 'delete'>;
    clock: Clock;
    topicAccess: TopicAccess;
    attemptLimiter: AttemptLimiters;
    mailer: Pick<Mailer, 'send'>;
    background: Pick<BackgroundTasks, 'run'>;
    /** The Rally accounts behind these addresses (auth feature): invited users also get a notice. */
    accountsByEmail(emails: string[]): Promise<Map<string, string>>;
    publicUrl: string;
    /** Where the player is, for Discover's nearest-first order. */
    positions: PlayerPositions;
    /** Locates a league's place typed without picking a suggestion. */
    places: VenuePlaceLocator;
  },
) {
  const { leaguesRepo, attemptLimiter } = deps;
  const leagues = createLeaguesService({ ...deps, log: app.log });
  const membership = createLeagueMembershipService(deps);
  const invitations = createLeagueInvitationsService({
    ...deps,
    dailyCap: attemptLimiter('league-invitations', {
      perAddress: { max: INVITE_EMAILS_PER_DAY_MAX, windowMs: DAY_MS },
    }),
  });
  deps.topicAccess.allow('league', async (user, id) => {
    const league = await leaguesRepo.findLeague(id);
    if (!league) return false;
    const { role } = await leaguesRepo.standing(league, user.id);
    return canSeeLeagueContent({ isPrivate: league.isPrivate, role });
  });
  await app.register(leaguesRoutes, { prefix: '/api/leagues', leagues, attemptLimiter });
  await app.register(leagueMembershipRoutes, {
    prefix: '/api/leagues',
    membership,
    attemptLimiter,
  });
  await app.register(leagueInvitationsRoutes, { prefix: '/api/leagues', invitations });
  return { leagues, membership, invitations };
}
