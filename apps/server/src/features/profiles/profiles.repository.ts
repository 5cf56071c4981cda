import { and, asc, desc, eq, ilike, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userProfiles, userSportActivities } from '../../db/schema/profiles.ts';
import { transactionRunner } from '../../db/transaction.ts';
import { notSuspendedAt } from '../moderation/suspensions/suspensions.read-model.ts';

export type ProfileRow = typeof userProfiles.$inferSelect;
export type SportActivityRow = typeof userSportActivities.$inferSelect;

/** The columns of a profile that other people may see in lists (friends, search, suggestions). */
const cardColumns = {
  userId: userProfiles.userId,
  username: userProfiles.username,
  name: userProfiles.name,
  avatarUrl: userProfiles.avatarUrl,
  sports: userProfiles.sports,
  sportSkills: userProfiles.sportSkills,
};
export type ProfileCardRow = { [K in keyof typeof cardColumns]: ProfileRow[K] };

export type ProfileChanges = Partial<
  Pick<
    ProfileRow,
    | 'name'
    | 'location'
    | 'latitude'
    | 'longitude'
    | 'bio'
    | 'gender'
    | 'customGender'
    | 'sports'
    | 'sportSkills'
    | 'avatarUrl'
  >
> & { updatedAt: Date };

/** `%`, `_` and the escape character itself match literally in a LIKE pattern once escaped. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

const excluding = (ids: readonly string[]): SQL | undefined =>
  ids.length > 0 ? notInArray(userProfiles.userId, [...ids]) : undefined;

export function createProfilesRepository(db: Database) {
  // Read on nearly every request that shows a profile: prepared once by name, as the profile screen's
  // other statements are (reviews.repository.ts).
  const userIdParam = sql.placeholder('userId');
  const profileOf = db
    .select()
    .from(userProfiles)
    .where(eq(userProfiles.userId, userIdParam))
    .prepare('profile_of');
  const sportActivitiesOf = db
    .select()
    .from(userSportActivities)
    .where(eq(userSportActivities.userId, userIdParam))
    .orderBy(desc(userSportActivities.timesPlayed), asc(userSportActivities.sport))
    .prepare('profile_sport_activities');
  return {
    transaction: transactionRunner(db),

    async insertIfMissing(profile: { userId: string; username: string; name: string; email: string }) {
      await db.insert(userProfiles).values(profile).onConflictDoNothing({ target: userProfiles.userId });
    },

    async findCompleteness(userId: string) {
      const [row] = await db
        .select({ name: userProfiles.name, location: userProfiles.location, sports: userProfiles.sports })
        .from(userProfiles)
        .where(eq(userProfiles.userId, userId));
      return row;
    },

    async findByUserId(userId: string, executor: Database = db): Promise<ProfileRow | undefined> {
      const [row] =
        executor === db
          ? await profileOf.execute({ userId })
          : await executor.select().from(userProfiles).where(eq(userProfiles.userId, userId));
      return row;
    },

    /** Locks the row until the transaction ends, so two avatar uploads cannot both keep the old file. */
    async lockAvatar(userId: string, tx: Database): Promise<{ avatarUrl: string | null } | undefined> {
      const [row] = await tx
        .select({ avatarUrl: userProfiles.avatarUrl })
        .from(userProfiles)
        .where(eq(userProfiles.userId, userId))
        .for('update');
      return row;
    },

    async update(userId: string, changes: ProfileChanges, executor: Database = db) {
      const [row] = await executor
        .update(userProfiles)
        .set(changes)
        .where(eq(userProfiles.userId, userId))
        .returning();
      return row;
    },

    async setActivityStatus(userId: string, showActivityStatus: boolean, executor: Database = db) {
      const [row] = await executor
        .update(userProfiles)
        .set({ showActivityStatus })
        .where(eq(userProfiles.userId, userId))
        .returning({ showActivityStatus: userProfiles.showActivityStatus });
      return row;
    },

    async setDistanceUnit(userId: string, distanceUnit: 'mi' | 'km' | null) {
      const [row] = await db
        .update(userProfiles)
        .set({ distanceUnit })
        .where(eq(userProfiles.userId, userId))
        .returning({ distanceUnit: userProfiles.distanceUnit });
      return row;
    },

    activityStatusSettings(userIds: readonly string[]) {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .select({ userId: userProfiles.userId, showActivityStatus: userProfiles.showActivityStatus })
        .from(userProfiles)
        .where(inArray(userProfiles.userId, [...userIds]));
    },

    /** Most played first (spec §7: user_sport_activities ordered by times_played descending). */
    sportActivities(userId: string): Promise<SportActivityRow[]> {
      return sportActivitiesOf.execute({ userId });
    },

    cardsByIds(userIds: readonly string[]): Promise<ProfileCardRow[]> {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .select(cardColumns)
        .from(userProfiles)
        .where(inArray(userProfiles.userId, [...userIds]));
    },

    /**
     * Username or name containing the term, case-insensitively; those starting with it first. A suspended
     * account is found by nobody until its suspension ends (`now`).
     */
    search(term: string, limit: number, excludeIds: readonly string[], now: Date): Promise<ProfileCardRow[]> {
      const escaped = escapeLike(term);
      const contains = `%${escaped}%`;
      const startsWith = `${escaped}%`;
      return db
        .select(cardColumns)
        .from(userProfiles)
        .where(
          and(
            or(ilike(userProfiles.username, contains), ilike(userProfiles.name, contains)),
            excluding(excludeIds),
            notSuspendedAt(userProfiles.userId, now),
          ),
        )
        .orderBy(
          sql`case when ${userProfiles.username} ilike ${startsWith} or ${userProfiles.name} ilike ${startsWith} then 0 else 1 end`,
          sql`lower(${userProfiles.name})`,
          asc(userProfiles.username),
        )
        .limit(limit);
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
