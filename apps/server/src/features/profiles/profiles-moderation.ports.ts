import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userProfiles } from '../../db/schema/profiles.ts';

/**
 * Profiles as moderation sees them: any signed-in player may report one (its owner is the subject), its
 * name, username and bio kept as they read. A profile is never removed: a moderator warns or suspends
 * its owner.
 */
export function createProfileModeration({ db }: { db: Database }) {
  return {
    async find(userId: string, _viewerId: string | null) {
      if (userId.length === 0 || userId.length > 100) return null;
      const [row] = await db
        .select({
          userId: userProfiles.userId,
          name: userProfiles.name,
          username: userProfiles.username,
          bio: userProfiles.bio,
          location: userProfiles.location,
          avatarUrl: userProfiles.avatarUrl,
        })
        .from(userProfiles)
        .where(eq(userProfiles.userId, userId));
      if (!row) return null;
      return {
        subjectUserId: row.userId,
        title: row.name,
        link: `/profile/${row.userId}`,
        removed: false,
        snapshot: {
          title: row.name,
          text: row.bio,
          details: { username: row.username, location: row.location, avatarUrl: row.avatarUrl },
        },
      };
    },
  };
}
