import { and, eq, gte, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userPresence } from '../../db/schema/presence.ts';
import { friendshipColumns } from '../friends/friends.read-model.ts';
import { profileColumns } from '../profiles/profiles.read-model.ts';

export type PresenceRow = typeof userPresence.$inferSelect;

export function createPresenceRepository(db: Database) {
  return {
    /** Records a heartbeat (online, seen now); answers the row as it was before, if there was one. */
    touch(userId: string, now: Date): Promise<PresenceRow | undefined> {
      return db.transaction(async (tx) => {
        const [previous] = await tx
          .select()
          .from(userPresence)
          .where(eq(userPresence.userId, userId))
          .for('update');
        await tx
          .insert(userPresence)
          .values({ userId, isOnline: true, lastSeen: now })
          .onConflictDoUpdate({ target: userPresence.userId, set: { isOnline: true, lastSeen: now } });
        return previous;
      });
    },

    /** Marks the user offline; answers whether they were marked online. */
    async markOffline(userId: string): Promise<boolean> {
      const rows = await db
        .update(userPresence)
        .set({ isOnline: false })
        .where(and(eq(userPresence.userId, userId), eq(userPresence.isOnline, true)))
        .returning({ userId: userPresence.userId });
      return rows.length > 0;
    },

    /**
     * Marks offline everyone still marked online but not seen since `seenBefore`; answers who. One statement,
     * so with several server processes sweeping, each stale user is reported by exactly one of them.
     */
    async markStaleOffline(seenBefore: Date): Promise<string[]> {
      const rows = await db
        .update(userPresence)
        .set({ isOnline: false })
        .where(and(eq(userPresence.isOnline, true), lt(userPresence.lastSeen, seenBefore)))
        .returning({ userId: userPresence.userId });
      return rows.map((row) => row.userId);
    },

    /**
     * The user's accepted friends who share their activity status, are marked online and were seen
     * since `seenSince`. One join, polled by every signed-in tab: asking the friends and profiles
     * features instead would send every friend's id to the database twice more.
     */
    async onlineFriendsOf(userId: string, seenSince: Date): Promise<string[]> {
      const rows = await db
        .select({ userId: userPresence.userId })
        .from(userPresence)
        .innerJoin(
          friendshipColumns.source,
          and(
            eq(friendshipColumns.status, 'accepted'),
            or(
              and(eq(friendshipColumns.userId, userId), eq(friendshipColumns.friendId, userPresence.userId)),
              and(eq(friendshipColumns.friendId, userId), eq(friendshipColumns.userId, userPresence.userId)),
            ),
          ),
        )
        .innerJoin(profileColumns.source, eq(profileColumns.userId, userPresence.userId))
        .where(
          and(
            eq(userPresence.isOnline, true),
            gte(userPresence.lastSeen, seenSince),
            eq(profileColumns.showActivityStatus, true),
          ),
        );
      return rows.map((row) => row.userId);
    },
  };
}

export type PresenceRepository = ReturnType<typeof createPresenceRepository>;
