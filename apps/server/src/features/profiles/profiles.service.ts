import { randomUUID } from 'node:crypto';
import { NEW_PLAYER_FAIR_PLAY } from '@rally/shared/fair-play/fair-play.schemas';
import { EMPTY_ATTENDANCE_RECORD } from '@rally/shared/games/attendance-record';
import { profileMessages } from '@rally/shared/profiles/profiles.messages';
import type {
  DistanceUnit,
  DistanceUnitSetting,
  FriendshipStatus,
  OwnProfile,
  ProfileCard,
  ProfileScreen,
  ProfileUpdate,
  SportActivity,
} from '@rally/shared/profiles/profiles.schemas';
import { profileChangeTopics } from '@rally/shared/realtime/realtime.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RealtimeBus } from '../../plugins/realtime/realtime-bus.ts';
import type { Storage } from '../../plugins/storage.ts';
import { createActivityStatusLookup } from './activity-status-lookup.ts';
import { toAvatarWebp } from './avatar-image.ts';
import type { ProfileRow, ProfilesRepository } from './profiles.repository.ts';
import { toOwnProfile, toProfileCard, toPublicProfile, toSportActivity } from './profiles.views.ts';

/** Who is asking: the signed-in user. */
export type Viewer = { id: string; email: string };
export type Account = { id: string; username: string; name: string; email: string };

/** Search and suggestion lists never return more than this many people. */
const LIST_LIMIT_MAX = 50;

type Deps = {
  profilesRepo: ProfilesRepository;
  bus: Pick<RealtimeBus, 'publishToMany'>;
  storage: Storage;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The account behind a signed-in user, to recreate a missing profile row from (auth feature). */
  findAccount(viewer: Viewer): Promise<Account | undefined>;
  /** The viewer's relation to another user (friends feature). */
  friendshipBetween(viewerId: string, otherId: string): Promise<FriendshipStatus>;
  /** How many accepted friends a user has (friends feature). */
  countFriends(userId: string): Promise<number>;
  /** Takes a user offline for everyone at once when they stop sharing activity status (presence feature). */
  hidePresence(userId: string): Promise<void>;
  /** The player's games, reviews received, games played and rating, as the viewer may see them (reviews feature). */
  playerRecord?(viewerId: string, userId: string): Promise<PlayerRecord>;
  /** The leagues the player created or belongs to, as the viewer may see them (leagues feature). */
  playerLeagues?(viewerId: string, userId: string): Promise<ProfileScreen['leagues']>;
  /** The player's attendance over the last 12 months and their reliability (games feature). */
  attendanceRecord?(userId: string): Promise<ProfileScreen['attendance']>;
  /** Blocks between players (blocks feature), one direction each: who blocked whom. */
  blocks?: { blockedByMe(viewerId: string, otherId: string): Promise<boolean> };
  /** The player's stored fair-play record (fair-play feature). */
  fairPlayRecord?(userId: string): Promise<ProfileScreen['fairPlay']>;
  /** The player's wins, losses and draws per sport (games feature): one grouped statement. */
  sportResults?(userId: string): Promise<Map<string, Pick<SportActivity, 'wins' | 'losses' | 'draws'>>>;
  /** Locates a typed place (locations feature), so "near you" works for a place not picked from suggestions. */
  places?: { locate(text: string): Promise<{ latitude: number; longitude: number } | null> };
};

/** What a profile shows of a player's games and reviews. */
export type PlayerRecord = Pick<ProfileScreen, 'upcomingGames' | 'pastGames' | 'reviews'> & {
  games: number;
  rating: number | null;
};

/** Until a games source is given, a player has played nothing and has no reviews. */
const noPlayerRecord = async (): Promise<PlayerRecord> => ({
  games: 0,
  rating: null,
  upcomingGames: [],
  pastGames: [],
  reviews: [],
});

export function createProfilesService({
  profilesRepo,
  bus,
  storage,
  clock,
  log,
  findAccount,
  friendshipBetween,
  countFriends,
  hidePresence,
  playerRecord = noPlayerRecord,
  playerLeagues = async () => [],
  sportResults = async () => new Map(),
  attendanceRecord = async () => EMPTY_ATTENDANCE_RECORD,
  blocks,
  fairPlayRecord = async () => NEW_PLAYER_FAIR_PLAY,
  places,
}: Deps) {
  /** The viewer's own row; if it is missing (spec §4: "if the update matches no row, insert"), made anew. */
  async function ownRow(viewer: Viewer): Promise<ProfileRow> {
    const existing = await profilesRepo.findByUserId(viewer.id);
    if (existing) return existing;
    const account = await findAccount(viewer);
    if (account?.id !== viewer.id) throw notFound('profile', profileMessages.notFound);
    await profilesRepo.insertIfMissing({
      userId: account.id,
      username: account.username,
      name: account.name,
      email: account.email,
    });
    const created = await profilesRepo.findByUserId(viewer.id);
    if (!created) throw notFound('profile', profileMessages.notFound);
    return created;
  }

  /**
   * The viewer's block standing with another player. A player who blocked the viewer is, to the viewer,
   * not there at all (`hidden`: the same answer as a missing profile); the blocker still sees the player
   * they blocked, and is offered Unblock.
   */
  async function blockStanding(viewerId: string, userId: string) {
    if (viewerId === userId || !blocks) return { blockedByMe: false, hidden: false };
    const [blockedByMe, blockedMe] = await Promise.all([
      blocks.blockedByMe(viewerId, userId),
      blocks.blockedByMe(userId, viewerId),
    ]);
    return { blockedByMe, hidden: blockedMe && !blockedByMe };
  }

  /** Where the saved place is: see `updateOwn`. */
  async function placePosition(
    current: ProfileRow,
    input: ProfileUpdate,
  ): Promise<{ latitude: number | null; longitude: number | null }> {
    if (input.latitude !== null && input.longitude !== null)
      return { latitude: input.latitude, longitude: input.longitude };
    const unchanged = current.location?.trim().toLowerCase() === input.location.trim().toLowerCase();
    if (unchanged && current.latitude !== null && current.longitude !== null)
      return { latitude: current.latitude, longitude: current.longitude };
    const found = places ? await places.locate(input.location) : null;
    return { latitude: found?.latitude ?? null, longitude: found?.longitude ?? null };
  }

  const announceChange = (userId: string, tx: Database) =>
    bus.publishToMany(profileChangeTopics(userId), { type: 'profile.changed', userId }, tx);

  async function deleteQuietly(key: string) {
    try {
      await storage.delete(key);
    } catch (error) {
      // The profile is already right; an orphaned file only costs space.
      log.warn({ err: error, key }, 'profiles: could not delete a stored file');
    }
  }

  return {
    /** An account gets its profile row once its email is verified, carrying its username, name and email. */
    async createForAccount(account: Account) {
      await profilesRepo.insertIfMissing({
        userId: account.id,
        username: account.username,
        name: account.name,
        email: account.email,
      });
    },

    /**
     * What the session shows of the profile: the display name the user chose, and whether the profile
     * is complete (a name, a location and at least one sport: spec, post-auth redirects).
     */
    async sessionSummary(userId: string): Promise<{ name: string | null; complete: boolean }> {
      const profile = await profilesRepo.findCompleteness(userId);
      return {
        name: profile?.name ?? null,
        complete: Boolean(profile?.name.trim() && profile.location?.trim() && profile.sports.length > 0),
      };
    },

    /**
     * Everything a profile screen shows. The viewer's own profile comes whole; anyone else's only as
     * the public view.
     */
    async getScreen(viewer: Viewer, userId: string = viewer.id): Promise<ProfileScreen> {
      const isOwn = userId === viewer.id;
      const row = isOwn ? await ownRow(viewer) : await profilesRepo.findByUserId(userId);
      if (!row) throw notFound('profile', profileMessages.notFound);
      const { blockedByMe, hidden } = await blockStanding(viewer.id, userId);
      if (hidden) throw notFound('profile', profileMessages.notFound);
      const [activities, friends, friendship, record, leagues, results, attendance, fairPlay] =
        await Promise.all([
          profilesRepo.sportActivities(userId),
          countFriends(userId),
          isOwn ? ('self' as const) : friendshipBetween(viewer.id, userId),
          playerRecord(viewer.id, userId),
          playerLeagues(viewer.id, userId),
          sportResults(userId),
          attendanceRecord(userId),
          fairPlayRecord(userId),
        ]);
      const parts = {
        stats: { games: record.games, friends, rating: record.rating },
        sportActivity: activities.map((activity) => toSportActivity(activity, results.get(activity.sport))),
        leagues,
        upcomingGames: record.upcomingGames,
        pastGames: record.pastGames,
        reviews: record.reviews,
        friendship,
        viewer: { blockedByMe },
        attendance,
        fairPlay,
      };
      return isOwn
        ? { isOwn: true, profile: toOwnProfile(row), ...parts }
        : { isOwn: false, profile: toPublicProfile(row), ...parts };
    },

    /**
     * Whether the viewer may see the player's profile, as its screen decides: it exists, and its owner
     * has not blocked the viewer. Following the profile live and reporting its reviews ask the same.
     */
    async maySeeProfile(viewerId: string, userId: string): Promise<boolean> {
      if (userId.length === 0 || userId.length > 100) return false;
      if (!(await profilesRepo.findByUserId(userId))) return false;
      return !(await blockStanding(viewerId, userId)).hidden;
    },

    /**
     * Saves the Edit Profile form (the username never changes) and tells the owner's open tabs. The
     * place's position is stored with it: the picked suggestion's, else the one already stored for the
     * same text, else the typed place located through the gazetteer (null when it names nowhere known).
     */
    async updateOwn(viewer: Viewer, input: ProfileUpdate): Promise<OwnProfile> {
      const current = await ownRow(viewer);
      const position = await placePosition(current, input);
      const row = await profilesRepo.transaction(async (tx) => {
        const changes = { ...input, ...position, updatedAt: clock.now() };
        const updated = await profilesRepo.update(viewer.id, changes, tx);
        if (!updated) throw notFound('profile', profileMessages.notFound);
        await announceChange(viewer.id, tx);
        return updated;
      });
      return toOwnProfile(row);
    },

    /** Whether the viewer may upload an avatar: their profile is there (made anew if missing). */
    async checkAvatarUpload(viewer: Viewer): Promise<void> {
      await ownRow(viewer);
    },

    /**
     * Replaces the avatar with the upload re-encoded as a 512 px WebP under a new random name, then
     * deletes the previous file. Anything that does not decode as a JPEG, PNG, WebP or GIF is refused.
     */
    async replaceAvatar(viewer: Viewer, upload: Buffer): Promise<OwnProfile> {
      const image = await toAvatarWebp(upload);
      if (!image) throw badRequest('not_an_image', profileMessages.avatarNotImage);
      await ownRow(viewer);
      const key = `avatars/${randomUUID()}.webp`;
      await storage.put(key, image, 'image/webp');
      let result: { previousUrl: string | null; row: ProfileRow };
      try {
        result = await profilesRepo.transaction(async (tx) => {
          const locked = await profilesRepo.lockAvatar(viewer.id, tx);
          const updated = await profilesRepo.update(
            viewer.id,
            { avatarUrl: storage.url(key), updatedAt: clock.now() },
            tx,
          );
          if (!locked || !updated) throw notFound('profile', profileMessages.notFound);
          await announceChange(viewer.id, tx);
          return { previousUrl: locked.avatarUrl, row: updated };
        });
      } catch (error) {
        await deleteQuietly(key);
        throw error;
      }
      const previousKey = result.previousUrl ? storage.keyFromUrl(result.previousUrl) : null;
      if (previousKey) await deleteQuietly(previousKey);
      return toOwnProfile(result.row);
    },

    /** Turns sharing of the user's online status on or off (Settings → Privacy & Security). */
    async setActivityStatus(viewer: Viewer, showActivityStatus: boolean) {
      await ownRow(viewer);
      const row = await profilesRepo.transaction(async (tx) => {
        const updated = await profilesRepo.setActivityStatus(viewer.id, showActivityStatus, tx);
        if (!updated) throw notFound('profile', profileMessages.notFound);
        await announceChange(viewer.id, tx);
        return updated;
      });
      if (!showActivityStatus) await hidePresence(viewer.id);
      return row;
    },

    /** Kilometres or miles for the distances the viewer reads; null follows their browser's locale. */
    async getDistanceUnit(viewer: Viewer): Promise<DistanceUnitSetting> {
      return { distanceUnit: (await ownRow(viewer)).distanceUnit ?? null };
    },

    async setDistanceUnit(viewer: Viewer, distanceUnit: DistanceUnit | null): Promise<DistanceUnitSetting> {
      await ownRow(viewer);
      const row = await profilesRepo.setDistanceUnit(viewer.id, distanceUnit);
      if (!row) throw notFound('profile', profileMessages.notFound);
      return { distanceUnit: row.distanceUnit ?? null };
    },

    /** Whether the user lets others see when they are online; a user without a profile shares nothing. */
    async getActivityStatusSetting(userId: string): Promise<boolean> {
      const settings = await profilesRepo.activityStatusSettings([userId]);
      return settings[0]?.showActivityStatus ?? false;
    },

    /** The activity-status setting of each user; users without a profile are absent (share nothing). */
    getActivityStatusSettings: createActivityStatusLookup(profilesRepo).getActivityStatusSettings,

    /** Name, username, avatar and sports of each user, for friends lists; unknown ids are absent. */
    async getPublicProfiles(userIds: readonly string[]): Promise<Map<string, ProfileCard>> {
      const rows = await profilesRepo.cardsByIds([...new Set(userIds)]);
      return new Map(rows.map((row) => [row.userId, toProfileCard(row)]));
    },

    /**
     * People whose username or name contains the term (case-insensitive, `%` and `_` literal), those
     * starting with it first. Blank terms find nobody. `excludeIds` leaves people out before the limit.
     */
    async searchProfiles(
      term: string,
      limit: number,
      excludeIds: readonly string[] = [],
    ): Promise<ProfileCard[]> {
      const trimmed = term.trim();
      if (!trimmed) return [];
      const rows = await profilesRepo.search(trimmed, clampLimit(limit), excludeIds, clock.now());
      return rows.map(toProfileCard);
    },
  };
}

const clampLimit = (limit: number) => Math.max(1, Math.min(Math.floor(limit) || 1, LIST_LIMIT_MAX));

export type ProfilesService = ReturnType<typeof createProfilesService>;
