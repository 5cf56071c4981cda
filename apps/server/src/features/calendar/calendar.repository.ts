import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { calendarFeeds } from '../../db/schema/calendar.ts';
import { gameColumns, gamePlayerColumns } from '../games/games.read-model.ts';
import { profileColumns } from '../profiles/profiles.read-model.ts';

// Calendars read games (the events are the user's games) through the games feature's read model.

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
  /** Called off for too few players: the event is cancelled (`STATUS:CANCELLED`). */
  calledOffAt?: Date | null;
  /** The game's SEQUENCE and LAST-MODIFIED: a moved game replaces the event a calendar app holds. */
  sequence: number;
  updatedAt: Date;
};

const calendarGame = {
  id: gameColumns.id,
  title: gameColumns.title,
  sport: gameColumns.sport,
  date: gameColumns.date,
  time: gameColumns.time,
  timeZone: gameColumns.timeZone,
  location: gameColumns.location,
  description: gameColumns.description,
  isPrivate: gameColumns.isPrivate,
  hostName: profileColumns.name,
  calledOffAt: gameColumns.calledOffAt,
  sequence: gameColumns.sequence,
  updatedAt: gameColumns.updatedAt,
};

export function createCalendarRepository(db: Database) {
  return {
    async findGame(gameId: string): Promise<CalendarGameRow | undefined> {
      const [row] = await db
        .select(calendarGame)
        .from(gameColumns.source)
        .leftJoin(profileColumns.source, eq(profileColumns.userId, gameColumns.hostId))
        .where(eq(gameColumns.id, gameId));
      return row;
    },

    async isPlayer(gameId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: gamePlayerColumns.id })
        .from(gamePlayerColumns.source)
        .where(and(eq(gamePlayerColumns.gameId, gameId), eq(gamePlayerColumns.userId, userId)));
      return Boolean(row);
    },

    /** The user's games (hosted or joined) starting after `now`, soonest first. */
    async upcomingGamesOf(userId: string, now: Date, limit: number): Promise<CalendarGameRow[]> {
      return db
        .select(calendarGame)
        .from(gamePlayerColumns.source)
        .innerJoin(gameColumns.source, eq(gameColumns.id, gamePlayerColumns.gameId))
        .leftJoin(profileColumns.source, eq(profileColumns.userId, gameColumns.hostId))
        .where(and(eq(gamePlayerColumns.userId, userId), gt(gameColumns.startsAt, now)))
        .orderBy(asc(gameColumns.startsAt), asc(gameColumns.id))
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
