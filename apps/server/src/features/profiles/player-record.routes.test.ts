import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSportActivities } from '../../db/schema/profiles.ts';
import { sportsmanshipReviews } from '../../db/schema/reviews.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertGame } from '../../test/game-factories.ts';
import { setProfile } from '../../test/social-factories.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

// The record a host sees of each player asking to join (games and leagues alike): skill in the sport,
// games of it played, sportsmanship; read with the list, and nothing private beside it.

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(async () => {
  await test.close();
});

/** A player who lists basketball as advanced, played 12 basketball and 3 tennis games, rated 5 and 4. */
async function seasonedPlayer(): Promise<TestUser> {
  const player = await createUser(test, { name: 'Seasoned Sam' });
  await setProfile(test, player.id, {
    sports: ['basketball', 'tennis'],
    sportSkills: { Basketball: 'advanced', tennis: 'casual' },
  });
  const db = test.database.connection.db;
  await db.insert(userSportActivities).values([
    { userId: player.id, sport: 'basketball', timesPlayed: 12 },
    { userId: player.id, sport: 'tennis', timesPlayed: 3 },
  ]);
  const pastGame = await insertGame(test, (await createUser(test)).id, {
    startsAt: new Date(Date.now() - 7 * 24 * 60 * 60 * 1000),
    sport: 'basketball',
  });
  for (const [rating, reviewer] of [
    [5, await createUser(test)],
    [4, await createUser(test)],
  ] as const) {
    await db
      .insert(sportsmanshipReviews)
      .values({ reviewerId: reviewer.id, reviewedUserId: player.id, gameId: pastGame, rating });
  }
  return player;
}

const newcomerRecord = { skillLevel: null, gamesPlayed: 0, sportsmanship: { average: null, count: 0 } };

describe("the requester's record in a game's join requests", () => {
  it('shows skill, games played and sportsmanship in the game sport, and no private field', async () => {
    const host = await createUser(test);
    const seasoned = await seasonedPlayer();
    const newcomer = await createUser(test, { name: 'New Nia' });
    const gameId = await insertGame(test, host.id, { sport: 'basketball', isPrivate: true });
    for (const player of [seasoned, newcomer])
      expect((await player.client.post(`/api/games/${gameId}/requests`, {})).statusCode).toBe(200);

    const response = await host.client.get(`/api/games/${gameId}/requests`);

    expect(response.statusCode).toBe(200);
    const byName = new Map(
      response.json().requests.map((request: { user: { name: string } }) => [request.user.name, request]),
    );
    expect(byName.get('Seasoned Sam')).toMatchObject({
      user: { id: seasoned.id, username: seasoned.username.toLowerCase() },
      record: { skillLevel: 'advanced', gamesPlayed: 12, sportsmanship: { average: 4.5, count: 2 } },
    });
    expect(byName.get('New Nia')).toMatchObject({ record: newcomerRecord });
    for (const player of [seasoned, newcomer]) expect(response.body).not.toContain(player.email);
    expect(response.body).not.toContain('@example.com');
  });

  it('counts games of the sport the game is, not of others', async () => {
    const host = await createUser(test);
    const seasoned = await seasonedPlayer();
    const gameId = await insertGame(test, host.id, { sport: 'tennis', isPrivate: true });
    await seasoned.client.post(`/api/games/${gameId}/requests`, {});

    const [request] = (await host.client.get(`/api/games/${gameId}/requests`)).json().requests;

    expect(request.record).toEqual({
      skillLevel: 'casual',
      gamesPlayed: 3,
      sportsmanship: { average: 4.5, count: 2 },
    });
  });
});

describe("the requester's record in a league's join requests", () => {
  it('shows skill, games played and sportsmanship in the league sport, and no private field', async () => {
    const creator = await createUser(test);
    const seasoned = await seasonedPlayer();
    const newcomer = await createUser(test, { name: 'New Noor' });
    const created = await creator.client.post('/api/leagues', {
      name: 'Record Hoops',
      sport: 'basketball',
      skillLevel: 'advanced',
      isPrivate: true,
    });
    const leagueId = created.json().id;
    for (const player of [seasoned, newcomer])
      expect((await player.client.post(`/api/leagues/${leagueId}/join-requests`, {})).statusCode).toBe(200);

    const response = await creator.client.get(`/api/leagues/${leagueId}/join-requests`);

    expect(response.statusCode).toBe(200);
    const byName = new Map(
      response.json().requests.map((request: { user: { name: string } }) => [request.user.name, request]),
    );
    expect(byName.get('Seasoned Sam')).toMatchObject({
      user: { id: seasoned.id },
      record: { skillLevel: 'advanced', gamesPlayed: 12, sportsmanship: { average: 4.5, count: 2 } },
    });
    expect(byName.get('New Noor')).toMatchObject({ record: newcomerRecord });
    expect(response.body).not.toContain('@example.com');
  });
});
