import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { calendarFeeds, gameParticipants, games } from '../../db/schema/games.ts';
import { userProfiles } from '../../db/schema/profiles.ts';

// Calendars read the games tables (the events are the user's games) but never write them.

export type CalendarGameRow = {
  id: string;
  title: string;
  sport: string;
  date: string;
  time: string;
  timeZone: string;
  location: string;
  description: string | null;
  isPrivate: boolean;
  hostName: string | null;
};

const calendarGame = {
  id: games.id,
  title: games.title,
  sport: games.sport,
  date: games.date,
  time: games.time,
  timeZone: games.timeZone,
  location: games.location,
  description: games.description,
  isPrivate: games.isPrivate,
  hostName: userProfiles.name,
};

export function createCalendarRepository(db: Database) {
  return {
    async findGame(gameId: string): Promise<CalendarGameRow | undefined> {
      const [row] = await db
        .select(calendarGame)
        .from(games)
        .leftJoin(userProfiles, eq(userProfiles.userId, games.hostId))
        .where(eq(games.id, gameId));
      return row;
    },

    async isPlayer(gameId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: gameParticipants.id })
        .from(gameParticipants)
        .where(and(eq(gameParticipants.gameId, gameId), eq(gameParticipants.userId, userId)));
      return Boolean(row);
    },

    /** The user's games (hosted or joined) starting after `now`, soonest first. */
    async upcomingGamesOf(userId: string, now: Date, limit: number): Promise<CalendarGameRow[]> {
      return db
        .select(calendarGame)
        .from(gameParticipants)
        .innerJoin(games, eq(games.id, gameParticipants.gameId))
        .leftJoin(userProfiles, eq(userProfiles.userId, games.hostId))
        .where(and(eq(gameParticipants.userId, userId), gt(games.startsAt, now)))
        .orderBy(asc(games.startsAt), asc(games.id))
        .limit(limit);
    },

    async findToken(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ token: calendarFeeds.token })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId));
      return row?.token;
    },

    /** The user's token: `token` when they had none, else the one they have (two first calls agree). */
    async ensureToken(userId: string, token: string, createdAt: Date): Promise<string> {
      await db.insert(calendarFeeds).values({ userId, token, createdAt }).onConflictDoNothing();
      const [row] = await db
        .select({ token: calendarFeeds.token })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId));
      return row?.token ?? token;
    },

    /** Replaces the user's token, so the old address stops working at once. */
    async replaceToken(userId: string, token: string, createdAt: Date): Promise<void> {
      await db
        .insert(calendarFeeds)
        .values({ userId, token, createdAt })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt } });
    },
  };
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
