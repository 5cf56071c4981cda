import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameCohosts, gameSeries, gameSeriesCohosts, games } from '../../../db/schema/games.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { insertGame } from '../../../test/game-factories.ts';
import {
  askToJoin,
  gameState,
  invitedTo,
  notificationsOf,
  requestsOf,
} from '../../../test/participation-scene.ts';
import { befriend } from '../../../test/social-factories.ts';
import { createUser, type TestUser } from '../../../test/user-factories.ts';

let test: TestApp;
beforeEach(async () => {
  test = await buildTestApp();
});
afterEach(async () => {
  await test.close();
});

const makeCohost = (host: TestUser, gameId: string, user: TestUser) =>
  host.client.put(`/api/games/${gameId}/cohosts/${user.id}`);
const unmakeCohost = (host: TestUser, gameId: string, user: TestUser) =>
  host.client.delete(`/api/games/${gameId}/cohosts/${user.id}`);

/** A game with a host, a co-host (made by the host over HTTP) and one more player. */
async function gameWithCohost(overrides: Parameters<typeof insertGame>[2] = {}) {
  const host = await createUser(test, { name: 'Hana Host' });
  const cohost = await createUser(test, { name: 'Cody Cohost' });
  const player = await createUser(test, { name: 'Pat Player' });
  const gameId = await insertGame(test, host.id, { ...overrides, players: [cohost.id, player.id] });
  const made = await makeCohost(host, gameId, cohost);
  if (made.statusCode !== 200) throw new Error(`make co-host failed: ${made.body}`);
  return { host, cohost, player, gameId };
}

describe('making co-hosts', () => {
  it('lets the host make a player a co-host, who is told and shown as one on the game page', async () => {
    const { host, cohost, player, gameId } = await gameWithCohost();

    const notice = (await notificationsOf(cohost)).find((n) => n.type === 'game_cohost_added');
    expect(notice).toMatchObject({
      relatedId: gameId,
      message: 'Hana Host made you a co-host of Pickup game',
    });
    const seenByPlayer = (await player.client.get(`/api/games/${gameId}`)).json();
    expect(
      seenByPlayer.participants.map((p: { id: string; isCohost: boolean }) => [p.id, p.isCohost]),
    ).toEqual([
      [host.id, false],
      [cohost.id, true],
      [player.id, false],
    ]);
    const seenByCohost = (await cohost.client.get(`/api/games/${gameId}`)).json();
    expect(seenByCohost.viewer.isCohost).toBe(true);
    expect(seenByCohost.abilities).toMatchObject({
      canEdit: true,
      canCancel: true,
      canManageRequests: true,
      canInvite: true,
      canRemovePlayers: true,
      canManageCohosts: false,
      canLeave: true,
    });
    expect((await host.client.get(`/api/games/${gameId}`)).json().abilities.canManageCohosts).toBe(true);
  });

  it('keeps making and removing co-hosts to the host: a co-host, a player and a stranger are refused', async () => {
    const { cohost, player, gameId } = await gameWithCohost();
    const stranger = await createUser(test);

    const answers = [
      await makeCohost(cohost, gameId, player),
      await makeCohost(player, gameId, player),
      await makeCohost(stranger, gameId, player),
      await unmakeCohost(cohost, gameId, cohost),
    ];

    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({
        code: 'host_only',
        message: 'Only the host can make or remove co-hosts.',
      });
    }
    const rows = await test.database.connection.db
      .select()
      .from(gameCohosts)
      .where(eq(gameCohosts.gameId, gameId));
    expect(rows.map((row) => row.userId)).toEqual([cohost.id]);
  });

  it('refuses to make the host, or someone not playing, a co-host', async () => {
    const host = await createUser(test);
    const outsider = await createUser(test);
    const gameId = await insertGame(test, host.id);

    const self = await makeCohost(host, gameId, host);
    const notPlaying = await makeCohost(host, gameId, outsider);

    expect([self.statusCode, self.json().message]).toEqual([403, 'The host already runs this game.']);
    expect([notPlaying.statusCode, notPlaying.json().message]).toEqual([
      404,
      'Only a player of this game can be made a co-host.',
    ]);
  });
});

describe('what a co-host may do', () => {
  it('approves and rejects join requests of a private game, and reads its lists', async () => {
    const { cohost, gameId } = await gameWithCohost({ isPrivate: true });
    const [first, second] = [await createUser(test), await createUser(test)];
    const firstRequest = await askToJoin(test, first, gameId);
    // A co-host hears of each request, as the host does.
    expect((await notificationsOf(cohost)).filter((n) => n.type === 'game_join_request')).toHaveLength(1);
    const secondRequest = await askToJoin(test, second, gameId);

    expect((await cohost.client.get(`/api/games/${gameId}/requests`)).statusCode).toBe(200);
    expect((await cohost.client.get(`/api/games/${gameId}/waitlist`)).statusCode).toBe(200);
    const approved = await cohost.client.patch(`/api/games/${gameId}/requests/${firstRequest}`, {
      status: 'approved',
    });
    const rejected = await cohost.client.patch(`/api/games/${gameId}/requests/${secondRequest}`, {
      status: 'rejected',
    });

    expect([approved.statusCode, rejected.statusCode]).toEqual([200, 200]);
    expect((await requestsOf(test, gameId)).map((row) => [row.userId, row.status]).sort()).toEqual(
      [
        [first.id, 'approved'],
        [second.id, 'rejected'],
      ].sort(),
    );
    expect((await gameState(test, gameId)).players).toContain(first.id);
    expect((await cohost.client.get(`/api/games/${gameId}`)).json().pendingRequestCount).toBe(0);
  });

  it('invites their own friends', async () => {
    const { cohost, gameId } = await gameWithCohost({ isPrivate: true });
    const friend = await createUser(test);
    await befriend(cohost, friend);

    const response = await cohost.client.post(`/api/games/${gameId}/invitations`, { userIds: [friend.id] });

    expect(response.statusCode).toBe(200);
    expect(await invitedTo(test, gameId)).toEqual([friend.id]);
  });

  it('removes a player, but neither the host nor another co-host', async () => {
    const { host, cohost, player, gameId } = await gameWithCohost();
    const other = await createUser(test);
    await other.client.post(`/api/games/${gameId}/join`);
    await makeCohost(host, gameId, other);

    const removeHost = await cohost.client.delete(`/api/games/${gameId}/players/${host.id}`);
    const removeCohost = await cohost.client.delete(`/api/games/${gameId}/players/${other.id}`);
    const removePlayer = await cohost.client.delete(`/api/games/${gameId}/players/${player.id}`);

    expect([removeHost.statusCode, removeHost.json().message]).toEqual([
      403,
      'The host cannot be removed from their own game.',
    ]);
    expect([removeCohost.statusCode, removeCohost.json().message]).toEqual([
      403,
      'Only the host can remove a co-host from the game.',
    ]);
    expect(removePlayer.statusCode).toBe(200);
    expect((await gameState(test, gameId)).players.sort()).toEqual([host.id, cohost.id, other.id].sort());
    const removed = (await notificationsOf(player)).find((notice) => notice.type === 'game_player_removed');
    expect(removed?.message).toMatch(/^A co-host removed you from /);
  });

  it('edits the game and its what-to-expect', async () => {
    const { cohost, gameId } = await gameWithCohost();
    const detail = (await cohost.client.get(`/api/games/${gameId}`)).json();

    const whatToExpect = await cohost.client.patch(`/api/games/${gameId}/what-to-expect`, {
      gameFormat: 'Two halves of 20 minutes',
    });
    const edit = await cohost.client.patch(`/api/games/${gameId}`, {
      sport: detail.sport,
      title: 'Renamed by the co-host',
      date: detail.date,
      time: detail.time,
      timeZone: detail.timeZone,
      location: detail.location,
      latitude: detail.latitude,
      longitude: detail.longitude,
      maxPlayers: detail.maxPlayers,
      isPrivate: detail.isPrivate,
      skillLevel: detail.skillLevel,
      gender: detail.gender,
      venueCost: detail.venueCost,
      costAmount: detail.costAmount,
      description: detail.description,
      minPlayers: detail.rules.minPlayers,
      decisionHours: detail.rules.decisionHours,
      joinDeadlineHours: detail.rules.joinDeadlineHours,
      leaveDeadlineHours: detail.rules.leaveDeadlineHours,
      guestsPerPlayer: detail.rules.guestsPerPlayer,
    });

    expect(whatToExpect.statusCode).toBe(200);
    expect(edit.statusCode).toBe(200);
    const [row] = await test.database.connection.db
      .select({ title: games.title, gameFormat: games.gameFormat })
      .from(games)
      .where(eq(games.id, gameId));
    expect(row).toEqual({ title: 'Renamed by the co-host', gameFormat: 'Two halves of 20 minutes' });
  });

  it('cancels the game', async () => {
    const { host, cohost, player, gameId } = await gameWithCohost();

    const response = await cohost.client.delete(`/api/games/${gameId}`);

    expect(response.statusCode).toBe(200);
    expect((await player.client.get(`/api/games/${gameId}`)).statusCode).toBe(404);
    // The host hears of it as the players do, and the co-host who cancelled is not told of their own act.
    for (const told of [host, player]) {
      const cancelled = (await notificationsOf(told)).filter((notice) => notice.type === 'game_cancelled');
      expect(cancelled).toHaveLength(1);
      expect(cancelled[0]?.message).toMatch(/has been cancelled by a co-host\.$/);
    }
    expect((await notificationsOf(cohost)).filter((notice) => notice.type === 'game_cancelled')).toHaveLength(
      0,
    );
  });
});

describe('removing a co-host', () => {
  it('refuses the removed co-host at once, on every host-only operation', async () => {
    const { host, cohost, player, gameId } = await gameWithCohost({ isPrivate: true });
    const asker = await createUser(test);
    const requestId = await askToJoin(test, asker, gameId);

    const removed = await unmakeCohost(host, gameId, cohost);
    expect(removed.json()).toEqual({ message: 'Co-host removed' });

    const answers = [
      await cohost.client.patch(`/api/games/${gameId}/requests/${requestId}`, { status: 'approved' }),
      await cohost.client.get(`/api/games/${gameId}/requests`),
      await cohost.client.delete(`/api/games/${gameId}/players/${player.id}`),
      await cohost.client.patch(`/api/games/${gameId}/what-to-expect`, { gameFormat: 'x' }),
      await cohost.client.delete(`/api/games/${gameId}`),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403, 403]);
    const detail = (await cohost.client.get(`/api/games/${gameId}`)).json();
    expect(detail.viewer.isCohost).toBe(false);
    expect(detail.abilities).toMatchObject({ canManageRequests: false, canEdit: false, canCancel: false });
    expect((await unmakeCohost(host, gameId, cohost)).statusCode).toBe(404);
  });

  it('ends co-hosting when the co-host leaves the game', async () => {
    const { cohost, gameId } = await gameWithCohost();

    await cohost.client.post(`/api/games/${gameId}/leave`);

    const rows = await test.database.connection.db
      .select()
      .from(gameCohosts)
      .where(eq(gameCohosts.gameId, gameId));
    expect(rows).toEqual([]);
  });
});

describe('co-hosts of a series', () => {
  it('makes a co-host of every upcoming game of the series, and takes it back from all of them', async () => {
    const host = await createUser(test);
    const cohost = await createUser(test, { name: 'Cody Cohost' });
    const db = test.database.connection.db;
    const [series] = await db
      .insert(gameSeries)
      .values({
        hostId: host.id,
        weekdays: [2],
        startDate: '2026-01-06',
        time: '19:00',
        timeZone: 'UTC',
        title: 'Tuesday run',
        sport: 'soccer',
        location: 'Zilker Park',
        maxPlayers: 10,
      })
      .returning({ id: gameSeries.id });
    if (!series) throw new Error('series insert returned nothing');
    const week = 7 * 24 * 60 * 60 * 1000;
    const gameIds: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const startsAt = new Date(Date.now() + 24 * 60 * 60 * 1000 + index * week);
      gameIds.push(
        await insertGame(test, host.id, {
          seriesId: series.id,
          seriesDate: startsAt.toISOString().slice(0, 10),
          startsAt,
          players: index === 0 ? [cohost.id] : [],
        }),
      );
    }
    const past = await insertGame(test, host.id, {
      seriesId: series.id,
      seriesDate: '2020-01-07',
      startsAt: new Date(Date.now() - week),
    });

    expect((await makeCohost(host, gameIds[0] as string, cohost)).statusCode).toBe(200);

    const cohosting = async () =>
      (await db.select().from(gameCohosts).where(eq(gameCohosts.userId, cohost.id)))
        .map((row) => row.gameId)
        .sort();
    expect(await cohosting()).toEqual([...gameIds].sort());
    expect(await cohosting()).not.toContain(past);
    const seriesRows = await db
      .select()
      .from(gameSeriesCohosts)
      .where(and(eq(gameSeriesCohosts.seriesId, series.id), eq(gameSeriesCohosts.userId, cohost.id)));
    expect(seriesRows).toHaveLength(1);
    expect((await notificationsOf(cohost)).filter((n) => n.type === 'game_cohost_added')).toHaveLength(1);
    // A co-host of the series runs a game of it they do not play in.
    const later = (await cohost.client.get(`/api/games/${gameIds[2]}`)).json();
    expect(later.abilities).toMatchObject({ canEdit: true, canManageRequests: true });

    // Ending the series stays the host's.
    const end = await cohost.client.delete(`/api/series/${series.id}`);
    expect(end.statusCode).toBe(403);
    expect(end.json().code).toBe('host_only');
    const [running] = await db
      .select({ endedAt: gameSeries.endedAt })
      .from(gameSeries)
      .where(eq(gameSeries.id, series.id));
    expect(running?.endedAt).toBeNull();

    expect((await unmakeCohost(host, gameIds[1] as string, cohost)).statusCode).toBe(200);
    expect(await cohosting()).toEqual([]);
    expect(
      await db.select().from(gameSeriesCohosts).where(eq(gameSeriesCohosts.seriesId, series.id)),
    ).toEqual([]);
  });
});
