import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueGameRequests, leagueGameResults } from '../../db/schema/league-games.ts';
import {
  leagueJoinRequests,
  leagueMemberships,
  leagueNewsImages,
  leagueNewsPosts,
  leagueSections,
  leagues,
} from '../../db/schema/leagues.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { uploadImages } from '../../test/league-content-scene.ts';
import { askToJoin, createLeague, insertMember } from '../../test/league-scene.ts';
import { openUserSocket } from '../../test/social-factories.ts';
import { createUser } from '../../test/user-factories.ts';

// Deleting a league takes everything of it in one go: rows in every league table, then its stored images.

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(async () => {
  await test.close();
});

const TABLES = {
  leagues,
  leagueMemberships,
  leagueJoinRequests,
  leagueSections,
  leagueNewsPosts,
  leagueNewsImages,
  leagueGameRequests,
  leagueGameResults,
};

async function rowCounts() {
  const db = test.database.connection.db;
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => [name, await db.$count(table)] as const),
  );
  return Object.fromEntries(entries);
}

describe('deleting a league', () => {
  it('removes its members, requests, sections, news, images, games and results, and the stored files', async () => {
    const creator = await createUser(test);
    const member = await createUser(test);
    const requester = await createUser(test);
    const rivalCreator = await createUser(test);
    const leagueId = await createLeague(creator, { name: 'Doomed League', isPrivate: true });
    const rivalId = await createLeague(rivalCreator, { name: 'Rivals' });
    await insertMember(test, leagueId, member.id);
    await askToJoin(test, requester, leagueId);
    await creator.client.put(`/api/leagues/${leagueId}/sections/teams`, { title: 'Teams', content: 'Red' });
    const post = (await creator.client.post(`/api/leagues/${leagueId}/news`, { title: 'Kickoff' })).json();
    const image = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const uploaded = await uploadImages(creator.client, `/api/leagues/${leagueId}/news/${post.id}/images`, [
      { data: image },
    ]);
    expect(uploaded.statusCode).toBe(200);
    const imageUrl = new URL(uploaded.json().images[0].url, 'http://rally.test').pathname;
    expect((await creator.client.get(imageUrl)).statusCode).toBe(200);
    const [request] = await test.database.connection.db
      .insert(leagueGameRequests)
      .values({
        title: 'Derby',
        gameDate: '2030-01-01',
        gameTime: '10:00',
        timeZone: 'UTC',
        startsAt: new Date('2030-01-01T10:00:00Z'),
        location: 'Park',
        status: 'approved',
        gameStatus: 'completed',
        requestingLeagueId: leagueId,
        targetLeagueId: rivalId,
        requesterUserId: creator.id,
      })
      .returning({ id: leagueGameRequests.id });
    await test.database.connection.db
      .insert(leagueGameResults)
      .values({ requestId: request!.id, winnerLeagueId: leagueId, loserLeagueId: rivalId });
    const before = await rowCounts();
    expect(Object.values(before).every((count) => count > 0)).toBe(true);
    const socket = await openUserSocket(test, member);
    await socket.subscribe(`league:${leagueId}`);

    const response = await creator.client.delete(`/api/leagues/${leagueId}`);

    expect([response.statusCode, response.json().message]).toEqual([200, 'League deleted successfully']);
    expect(await rowCounts()).toEqual({
      leagues: 1,
      leagueMemberships: 1,
      leagueJoinRequests: 0,
      leagueSections: 0,
      leagueNewsPosts: 0,
      leagueNewsImages: 0,
      leagueGameRequests: 0,
      leagueGameResults: 0,
    });
    expect((await creator.client.get(imageUrl)).statusCode).toBe(404);
    expect((await member.client.get(`/api/leagues/${leagueId}`)).statusCode).toBe(404);
    expect(await socket.next((m) => m.type === 'event' && m.event.type === 'league.changed')).toMatchObject({
      event: { leagueId, change: 'deleted' },
    });
    socket.close();
  });
});
