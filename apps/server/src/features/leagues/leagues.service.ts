import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import {
  DISCOVER_PAGE_SIZE,
  LEAGUE_NEAR_RADIUS_MILES,
  type LeagueActionResult,
  type LeagueDetail,
  type LeagueList,
  type LeagueMember,
  type LeagueSection,
  type leagueListQuery,
  type NewLeague,
  type SectionTab,
  type updateLeagueAboutInput,
  type updateSectionInput,
} from '@rally/shared/leagues/leagues.schemas';
import type { ProfileLeague } from '@rally/shared/profiles/profiles.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { forbidden } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { done } from '../../lib/refusal.ts';
import type { RealtimeBus } from '../../plugins/realtime/realtime-bus.ts';
import type { Storage } from '../../plugins/storage.ts';
import type { PlayerPositions } from '../locations/player-position.ts';
import type { VenuePlaceLocator } from '../locations/venue-place-locator.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { canSeeLeagueContent, isLeagueCreator } from './league-access.ts';
import { createLeagueSteps, leagueNotFound, type PeopleDirectory } from './league-steps.ts';
import type { LeaguesRepository } from './leagues.repository.ts';
import { toLeagueDetail, toLeaguePerson, toLeagueSection, toLeagueSummary } from './leagues.views.ts';
import { leagueNotices as notices } from './membership/league-membership.notifications.ts';
import type { LeagueSeasonGames } from './seasons/league-season-games.ts';

export type LeaguesDeps = {
  leaguesRepo: LeaguesRepository;
  people: PeopleDirectory;
  friends: { friendIds(userId: string): Promise<string[]> };
  notifications: Pick<NotificationsService, 'notifyMany'>;
  bus: Pick<RealtimeBus, 'publish'>;
  storage: Pick<Storage, 'delete'>;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Where the player is, for Discover's nearest-first order. */
  positions: PlayerPositions;
  /** Locates a league's place typed without picking a suggestion. */
  places: VenuePlaceLocator;
  /** Cancels the league's seasons' upcoming fixture games, their players told, before the league goes. */
  seasonGames?: Pick<LeagueSeasonGames, 'cancelAll'>;
};

/**
 * Leagues: the list, creating one, its page, the creator's edits of About and the tab sections, its
 * members, and deleting it. Joining, leaving and requests are in league-membership.service.ts.
 */
export function createLeaguesService(deps: LeaguesDeps) {
  const { leaguesRepo: repo, people, friends, notifications, storage, clock, log, positions, places } = deps;
  const steps = createLeagueSteps(deps);

  /** The league, refused unless the viewer created it. */
  async function asCreator(viewerId: string, leagueId: string) {
    const league = await steps.findLeague(leagueId);
    if (!isLeagueCreator({ role: league.createdBy === viewerId ? 'creator' : 'none' }))
      throw forbidden(leagueMessages.creatorOnly);
    return league;
  }

  async function detail(viewerId: string, leagueId: string): Promise<LeagueDetail> {
    const row = await repo.findForViewer(leagueId, viewerId, clock.now());
    if (!row) throw leagueNotFound();
    const sections = canSeeLeagueContent(row) ? await repo.sections(leagueId) : [];
    return toLeagueDetail(row, sections);
  }

  /** Friends of the creator who list the league's sport in their profile: told of a new public league. */
  async function friendsWhoPlay(creatorId: string, sport: string): Promise<string[]> {
    const ids = await friends.friendIds(creatorId);
    if (ids.length === 0) return [];
    const cards = await people.getPublicProfiles(ids);
    return ids.filter((id) => cards.get(id)?.sports.some((played) => played.toLowerCase() === sport));
  }

  /**
   * The position of the league's place: the picked suggestion's, else the typed place located through
   * the gazetteer; a place it cannot find is kept as text, and Discover measures from the creator's place.
   */
  async function placePosition(input: NewLeague) {
    if (input.latitude !== null && input.longitude !== null)
      return { latitude: input.latitude, longitude: input.longitude };
    const found = input.place ? await places.locate(input.place) : null;
    return { latitude: found?.latitude ?? null, longitude: found?.longitude ?? null };
  }

  return {
    /**
     * My Leagues (created or joined, most recently active first) and Discover: the leagues within
     * LEAGUE_NEAR_RADIUS_MILES of the player first, nearest first, then the rest most members first.
     */
    async list(viewerId: string, query: z.output<typeof leagueListQuery>): Promise<LeagueList> {
      const search = query.q || undefined;
      const sport = query.sport === 'all' ? undefined : query.sport;
      const position = await positions.of(viewerId, { lat: query.lat, lng: query.lng });
      const origin = position
        ? {
            latitude: position.latitude,
            longitude: position.longitude,
            radiusMiles: LEAGUE_NEAR_RADIUS_MILES,
          }
        : null;
      const [mine, discover] = await Promise.all([
        repo.listMine(viewerId, search),
        repo.listDiscover({ viewerId, search, sport, origin, limit: DISCOVER_PAGE_SIZE }),
      ]);
      return {
        mine: mine.map(toLeagueSummary),
        discover: discover.rows.map(toLeagueSummary),
        discoverCount: discover.total,
        anyToDiscover: discover.anyAtAll,
        near: position ? { source: position.source, label: position.label } : null,
      };
    },

    /**
     * Creates a league with its creator as its first member (member_count 1). The creator's friends who
     * play the sport are told of a public league; a private one is for whoever the creator invites.
     */
    async create(viewerId: string, input: NewLeague): Promise<LeagueDetail> {
      const [creatorName, audience, position] = await Promise.all([
        steps.nameOf(viewerId),
        input.isPrivate ? Promise.resolve([]) : friendsWhoPlay(viewerId, input.sport),
        placePosition(input),
      ]);
      const league = await repo.transaction(async (tx) => {
        const now = clock.now();
        const row = await repo.insertLeague(
          { ...input, ...position, createdBy: viewerId, createdAt: now, updatedAt: now },
          tx,
        );
        if (audience.length > 0) {
          const notice = notices.created(row, { id: viewerId, name: creatorName });
          await notifications.notifyMany(
            audience.map((friendId) => ({ userId: friendId, ...notice })),
            tx,
          );
        }
        return row;
      });
      return detail(viewerId, league.id);
    },

    /** The league's page: anyone signed in sees its header; a private league's content is for members. */
    detail,

    /** The About tab (creator): the description and the skill level. */
    async updateAbout(
      viewerId: string,
      leagueId: string,
      input: z.output<typeof updateLeagueAboutInput>,
    ): Promise<LeagueDetail> {
      await asCreator(viewerId, leagueId);
      await repo.transaction(async (tx) => {
        await repo.updateAbout(leagueId, input, clock.now(), tx);
        await steps.publishChange(leagueId, 'updated', tx);
      });
      return detail(viewerId, leagueId);
    },

    /** Saves one tab's title and content (creator); members and visitors read it from then on. */
    async updateSection(
      viewerId: string,
      leagueId: string,
      tab: SectionTab,
      input: z.output<typeof updateSectionInput>,
    ): Promise<LeagueSection> {
      await asCreator(viewerId, leagueId);
      const row = await repo.transaction(async (tx) => {
        const saved = await repo.saveSection({ leagueId, tab, ...input, by: viewerId, now: clock.now() }, tx);
        await steps.publishChange(leagueId, 'content', tx);
        return saved;
      });
      return toLeagueSection(row);
    },

    /**
     * Deletes the league and everything hanging off it in one transaction (the foreign keys cascade),
     * then the stored news images: a file left behind by a failed delete is logged, never shown.
     */
    async remove(viewerId: string, leagueId: string): Promise<LeagueActionResult> {
      await asCreator(viewerId, leagueId);
      const keys = await repo.transaction(async (tx) => {
        const league = await repo.lockLeague(leagueId, tx);
        if (!league) throw leagueNotFound();
        const storageKeys = await repo.imageStorageKeys(leagueId, tx);
        await deps.seasonGames?.cancelAll(leagueId, tx);
        await repo.deleteLeague(leagueId, tx);
        await steps.publishChange(leagueId, 'deleted', tx);
        return storageKeys;
      });
      await Promise.all(
        keys.map((key) =>
          storage.delete(key).catch((error: unknown) => {
            log.warn({ err: error }, 'leagues: could not delete a stored news image');
          }),
        ),
      );
      return done(leagueMessages.deleted);
    },

    /** The members, creator first: anyone may see a public league's, only members a private one's. */
    async members(viewerId: string, leagueId: string): Promise<{ members: LeagueMember[] }> {
      const league = await steps.findLeague(leagueId);
      const { role } = await repo.standing(league, viewerId);
      if (!canSeeLeagueContent({ isPrivate: league.isPrivate, role }))
        throw forbidden(leagueMessages.membersOnly);
      const rows = await repo.members(leagueId);
      return {
        members: rows.map((row) => ({
          ...toLeaguePerson(row),
          isCreator: row.isCreator,
          joinedAt: row.joinedAt.toISOString(),
        })),
      };
    },

    /** The leagues card of a profile: what the owner created or belongs to, as the viewer may see it. */
    async leaguesOfPlayer(playerId: string, viewerId: string): Promise<ProfileLeague[]> {
      return repo.leaguesOfPlayer(playerId, viewerId);
    },
  };
}

export type LeaguesService = ReturnType<typeof createLeaguesService>;
