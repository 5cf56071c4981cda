import type { Notification } from '@rally/shared/notifications/notifications.schemas';
import { and, asc, eq } from 'drizzle-orm';
import {
  gameInvitations,
  gameJoinRequests,
  gameParticipants,
  gameRatings,
  games,
  gameWaitlist,
} from '../db/schema/games.ts';
import type { TestApp } from './build-test-app.ts';
import type { TestUser } from './user-factories.ts';

// What the participation tests read back from the database to prove what an action wrote (or did not):
// the roster, the counter, the line, requests, invitations and ratings of one game.

/** Who plays (in joining order), the stored counter, and the line (first first). */
export async function gameState(test: TestApp, gameId: string) {
  const db = test.database.connection.db;
  const [game] = await db
    .select({ playersJoined: games.playersJoined })
    .from(games)
    .where(eq(games.id, gameId));
  const players = await db
    .select({ userId: gameParticipants.userId })
    .from(gameParticipants)
    .where(eq(gameParticipants.gameId, gameId))
    .orderBy(asc(gameParticipants.joinedAt));
  const line = await db
    .select({ userId: gameWaitlist.userId })
    .from(gameWaitlist)
    .where(eq(gameWaitlist.gameId, gameId))
    .orderBy(asc(gameWaitlist.createdAt), asc(gameWaitlist.id));
  return {
    playersJoined: game?.playersJoined,
    players: players.map((row) => row.userId),
    waitlist: line.map((row) => row.userId),
  };
}

export async function requestsOf(test: TestApp, gameId: string) {
  return test.database.connection.db
    .select({ id: gameJoinRequests.id, userId: gameJoinRequests.userId, status: gameJoinRequests.status })
    .from(gameJoinRequests)
    .where(eq(gameJoinRequests.gameId, gameId));
}

export async function invitedTo(test: TestApp, gameId: string) {
  const rows = await test.database.connection.db
    .select({ userId: gameInvitations.userId })
    .from(gameInvitations)
    .where(eq(gameInvitations.gameId, gameId));
  return rows.map((row) => row.userId).sort();
}

export async function ratingOf(test: TestApp, gameId: string, userId: string) {
  const [row] = await test.database.connection.db
    .select({ rating: gameRatings.rating })
    .from(gameRatings)
    .where(and(eq(gameRatings.gameId, gameId), eq(gameRatings.userId, userId)));
  return row?.rating ?? null;
}

/** The user's notifications about games, newest first, as their panel shows them (friend requests left out). */
export async function notificationsOf(user: TestUser) {
  const response = await user.client.get('/api/notifications');
  return (response.json().notifications as Notification[]).filter((notice) =>
    notice.type.startsWith('game_'),
  );
}

/** Invites a friend the way a host does, failing the test if it does not work. */
export async function invite(host: TestUser, gameId: string, friend: TestUser) {
  const response = await host.client.post(`/api/games/${gameId}/invitations`, { userIds: [friend.id] });
  if (response.statusCode !== 200) throw new Error(`invite failed: ${response.body}`);
}

/** Asks to join, failing the test if it does not work; returns the request's id. */
export async function askToJoin(test: TestApp, player: TestUser, gameId: string, message?: string) {
  const response = await player.client.post(`/api/games/${gameId}/requests`, message ? { message } : {});
  if (response.statusCode !== 200) throw new Error(`request failed: ${response.body}`);
  const mine = (await requestsOf(test, gameId)).find((row) => row.userId === player.id);
  if (!mine) throw new Error('request not stored');
  return mine.id;
}
