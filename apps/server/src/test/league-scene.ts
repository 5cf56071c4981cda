import type { Notification } from '@rally/shared/notifications/notifications.schemas';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { leagueJoinRequests, leagueMemberships, leagues } from '../db/schema/leagues.ts';
import type { TestApp } from './build-test-app.ts';
import type { TestUser } from './user-factories.ts';

// Scenes for the leagues core tests: leagues made through the real create endpoint, and reads of the
// rows behind what a user sees. Tests only.

/** Creates a league through POST /api/leagues as `creator`; returns its id. */
export async function createLeague(
  creator: Pick<TestUser, 'client'>,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const response = await creator.client.post('/api/leagues', {
    name: 'Sunday Strikers',
    sport: 'soccer',
    skillLevel: 'casual',
    ...overrides,
  });
  if (response.statusCode !== 201) throw new Error(`league create failed: ${response.body}`);
  return response.json().id;
}

/** Joins `players` to a public league one after another, failing loudly if any is refused. */
export async function joinAll(leagueId: string, players: Pick<TestUser, 'client'>[]) {
  for (const player of players) {
    const response = await player.client.post(`/api/leagues/${leagueId}/join`);
    if (response.statusCode !== 200) throw new Error(`join failed: ${response.body}`);
  }
}

/** Asks to join a private league; returns the request's id. */
export async function askToJoin(test: Pick<TestApp, 'database'>, player: TestUser, leagueId: string) {
  const response = await player.client.post(`/api/leagues/${leagueId}/join-requests`, {});
  if (response.statusCode !== 200) throw new Error(`request failed: ${response.body}`);
  const [row] = await test.database.connection.db
    .select({ id: leagueJoinRequests.id })
    .from(leagueJoinRequests)
    .where(eq(leagueJoinRequests.userId, player.id));
  return row!.id;
}

/**
 * Makes `userId` a member the way an approval leaves it (a membership row, the count raised), written
 * directly: scenes that need many members of a private league stay clear of the request budget.
 */
export async function insertMember(test: Pick<TestApp, 'database'>, leagueId: string, userId: string) {
  const db = test.database.connection.db;
  await db.insert(leagueMemberships).values({ leagueId, userId });
  await db
    .update(leagues)
    .set({ memberCount: sql`${leagues.memberCount} + 1` })
    .where(eq(leagues.id, leagueId));
}

/** The league's stored member count and its membership rows. */
export async function membershipState(test: Pick<TestApp, 'database'>, leagueId: string) {
  const db = test.database.connection.db;
  const [league] = await db
    .select({ memberCount: leagues.memberCount })
    .from(leagues)
    .where(eq(leagues.id, leagueId));
  const rows = await db
    .select({ userId: leagueMemberships.userId })
    .from(leagueMemberships)
    .where(eq(leagueMemberships.leagueId, leagueId))
    // The creator, then by joining: without an order PostgreSQL may return them either way.
    .orderBy(
      desc(leagueMemberships.isCreator),
      asc(leagueMemberships.joinedAt),
      asc(leagueMemberships.userId),
    );
  return { memberCount: league?.memberCount, members: rows.map((row) => row.userId) };
}

/** The user's league notifications, newest first. */
export async function leagueNoticesOf(user: Pick<TestUser, 'client'>) {
  const response = await user.client.get('/api/notifications');
  return (response.json().notifications as Notification[]).filter((notice) =>
    notice.type.startsWith('league_'),
  );
}
