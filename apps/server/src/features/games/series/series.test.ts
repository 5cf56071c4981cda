import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameParticipants, gameSeries, games } from '../../../db/schema/games.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { invite, notificationsOf } from '../../../test/participation-scene.ts';
import { befriend } from '../../../test/social-factories.ts';
import { createTestClock, type TestClock } from '../../../test/test-clock.ts';
import { createUser, type TestUser } from '../../../test/user-factories.ts';
import { createGamesRepository } from '../games.repository.ts';
import { createParticipationRepository } from '../participation/participation.repository.ts';
import { createSeriesRepository } from './series.repository.ts';
import { createSeriesService } from './series.service.ts';

// Weekly series on the real database: the games of the window made at creation and by the job (once,
// however many runs at once), regulars placed first, skip and rejoin, the cap, ending the series.

const DAY = 24 * 60 * 60 * 1000;

let test: TestApp;
let clock: TestClock;
beforeEach(async () => {
  // Monday 15 March 2027, noon in London: the clocks go forward on the 28th.
  clock = createTestClock(new Date('2027-03-15T12:00:00Z'));
  test = await buildTestApp({ clock });
});
afterEach(async () => {
  await test.close();
});

/** A window job as one process runs it, on the test's database and clock. */
function windowJob() {
  const db = test.database.connection.db;
  return createSeriesService({
    seriesRepo: createSeriesRepository(db),
    gamesRepo: createGamesRepository(db),
    participationRepo: createParticipationRepository(db),
    genders: { gendersOf: async () => new Map() },
    notifications: { notifyMany: async () => [] },
    bus: { publishToMany: async () => {} },
    clock,
  });
}

const weeklyGame = (repeats: Record<string, unknown>, overrides: Record<string, unknown> = {}) => ({
  sport: 'soccer',
  title: 'Tuesday Soccer',
  date: '2027-03-16',
  time: '19:00',
  timeZone: 'Europe/London',
  location: 'Hackney Marshes',
  maxPlayers: 4,
  ...overrides,
  repeats: { weekdays: [2], ...repeats },
});

async function createSeries(host: TestUser, repeats: Record<string, unknown>, overrides = {}) {
  const response = await host.client.post('/api/games', weeklyGame(repeats, overrides));
  expect(response.statusCode, response.body).toBe(201);
  const game = response.json();
  return { firstGameId: game.id as string, seriesId: game.series.id as string, game };
}

async function seriesGames(seriesId: string) {
  return test.database.connection.db
    .select({ id: games.id, date: games.date, startsAt: games.startsAt, playersJoined: games.playersJoined })
    .from(games)
    .where(eq(games.seriesId, seriesId))
    .orderBy(games.startsAt);
}

async function playersOf(gameId: string) {
  const rows = await test.database.connection.db
    .select({ userId: gameParticipants.userId })
    .from(gameParticipants)
    .where(eq(gameParticipants.gameId, gameId));
  return rows.map((row) => row.userId).sort();
}

describe('creating a series', () => {
  it('makes the next four weeks of games at once, keeping 19:00 in London across the clock change', async () => {
    const host = await createUser(test);
    const { seriesId, game } = await createSeries(host, { endsAfterCount: 8 });
    expect(game).toMatchObject({ date: '2027-03-16', time: '19:00', series: { repeats: 'Weekly' } });

    const made = await seriesGames(seriesId);
    expect(made.map((row) => row.date)).toEqual(['2027-03-16', '2027-03-23', '2027-03-30', '2027-04-06']);
    expect(made.map((row) => row.startsAt.toISOString())).toEqual([
      '2027-03-16T19:00:00.000Z',
      '2027-03-23T19:00:00.000Z',
      '2027-03-30T18:00:00.000Z',
      '2027-04-06T18:00:00.000Z',
    ]);
    for (const row of made) expect(await playersOf(row.id)).toEqual([host.id]);
    expect(made.every((row) => row.playersJoined === 1)).toBe(true);

    const view = (await host.client.get(`/api/series/${seriesId}`)).json();
    expect(view).toMatchObject({
      schedule: 'Every Tuesday at 19:00, starting 16 Mar, 8 games',
      repeats: 'Weekly',
      abilities: { canEndSeries: true, canJoinSeries: false },
    });
    expect(view.upcoming).toHaveLength(4);
  });

  it('ends after N games and on a date', async () => {
    const host = await createUser(test);
    const afterTwo = await createSeries(host, { endsAfterCount: 2 });
    expect((await seriesGames(afterTwo.seriesId)).map((row) => row.date)).toEqual([
      '2027-03-16',
      '2027-03-23',
    ]);

    const untilDate = await createSeries(host, { weekdays: [2, 4], endsOn: '2027-03-23' });
    expect((await seriesGames(untilDate.seriesId)).map((row) => row.date)).toEqual([
      '2027-03-16',
      '2027-03-18',
      '2027-03-23',
    ]);

    // The job later makes nothing past the end.
    clock.advance(21 * DAY);
    await windowJob().fillWindows();
    expect(await seriesGames(afterTwo.seriesId)).toHaveLength(2);
    expect(await seriesGames(untilDate.seriesId)).toHaveLength(3);
  });

  it('plays every 2 weeks, and shows the badge on find', async () => {
    const host = await createUser(test);
    const { seriesId } = await createSeries(host, { intervalWeeks: 2 });
    expect((await seriesGames(seriesId)).map((row) => row.date)).toEqual(['2027-03-16', '2027-03-30']);
    const found = (await host.client.get('/api/games?distance=any')).json().games;
    expect(found.map((card: { series: unknown }) => card.series)).toEqual(
      Array(2).fill({ id: seriesId, repeats: 'Every 2 weeks' }),
    );
  });

  it('refuses a regulars cap at the size, two ends, an end before the start, and a start in the past', async () => {
    const host = await createUser(test);
    const refused = [
      weeklyGame({ regularsCap: 4 }),
      weeklyGame({ endsAfterCount: 3, endsOn: '2027-04-01' }),
      weeklyGame({ endsOn: '2027-03-01' }),
      weeklyGame({ weekdays: [] }),
      weeklyGame({ intervalWeeks: 9 }),
      weeklyGame({ endsAfterCount: 201 }),
      weeklyGame({ weekdays: [1], endsAfterCount: 1 }, { date: '2027-03-15', time: '09:00' }),
    ];
    for (const body of refused) {
      expect((await host.client.post('/api/games', body)).statusCode).toBe(400);
    }
  });
});

describe('the window job', () => {
  it('moves the window on and makes each game once when runs overlap (two processes)', async () => {
    const host = await createUser(test);
    const { seriesId } = await createSeries(host, {});
    clock.advance(14 * DAY);
    const results = await Promise.all([windowJob().fillWindows(), windowJob().fillWindows()]);
    expect(results.map((result) => result.made).sort()).toEqual([0, 2]);
    const made = await seriesGames(seriesId);
    expect(made.map((row) => row.date)).toEqual([
      '2027-03-16',
      '2027-03-23',
      '2027-03-30',
      '2027-04-06',
      '2027-04-13',
      '2027-04-20',
    ]);
    const [series] = await test.database.connection.db
      .select()
      .from(gameSeries)
      .where(eq(gameSeries.id, seriesId));
    expect(series?.createdThrough).toBe('2027-04-20');
    expect((await windowJob().fillWindows()).made).toBe(0);
  });

  it('never brings back a game its host cancelled, and its regulars are told even if they skipped it', async () => {
    const host = await createUser(test);
    const regular = await createUser(test);
    const { seriesId } = await createSeries(host, {});
    expect((await regular.client.post(`/api/series/${seriesId}/regulars`)).statusCode).toBe(200);
    const [, second] = await seriesGames(seriesId);
    expect((await regular.client.post(`/api/games/${second?.id}/leave`)).statusCode).toBe(200);
    expect((await host.client.delete(`/api/games/${second?.id}`)).statusCode).toBe(200);
    const told = (await notificationsOf(regular)).filter((notice) => notice.type === 'game_cancelled');
    expect(told.map((notice) => notice.relatedId)).toEqual([second?.id]);
    clock.advance(7 * DAY);
    await windowJob().fillWindows();
    expect((await seriesGames(seriesId)).map((row) => row.date)).not.toContain('2027-03-23');
  });
});

describe('regulars', () => {
  it('join every week: a spot in every upcoming game, and in each new game before anyone else', async () => {
    const host = await createUser(test);
    const regular = await createUser(test);
    const { seriesId } = await createSeries(host, {}, { maxPlayers: 2 });
    const join = await regular.client.post(`/api/series/${seriesId}/regulars`);
    expect(join.statusCode, join.body).toBe(200);
    for (const row of await seriesGames(seriesId)) expect(await playersOf(row.id)).toContain(regular.id);

    clock.advance(7 * DAY);
    await windowJob().fillWindows();
    const newest = (await seriesGames(seriesId)).at(-1);
    expect(newest?.date).toBe('2027-04-13');
    expect(await playersOf(newest?.id ?? '')).toEqual([host.id, regular.id].sort());
    // The new game is full of host and regular before it opens: a newcomer is told so.
    const newcomer = await createUser(test);
    expect((await newcomer.client.post(`/api/games/${newest?.id}/join`)).statusCode).toBe(409);
  });

  it('a regular seated in the games reaches their minimum: "Game on" to everyone playing, once', async () => {
    const host = await createUser(test);
    const regular = await createUser(test);
    const { seriesId } = await createSeries(host, {}, { maxPlayers: 4, minPlayers: 2 });
    expect((await regular.client.post(`/api/series/${seriesId}/regulars`)).statusCode).toBe(200);
    const gamesOfSeries = await seriesGames(seriesId);
    for (const player of [host, regular]) {
      const gameOn = (await notificationsOf(player)).filter((notice) => notice.type === 'game_on');
      expect(gameOn.map((notice) => notice.relatedId).sort()).toEqual(
        gamesOfSeries.map((row) => row.id).sort(),
      );
    }
  });

  it('skip one game (its spot goes to the first of the waitlist) and rejoin it', async () => {
    const host = await createUser(test);
    const regular = await createUser(test);
    const waiting = await createUser(test);
    const { seriesId, firstGameId } = await createSeries(host, {}, { maxPlayers: 2 });
    await regular.client.post(`/api/series/${seriesId}/regulars`);
    expect((await waiting.client.post(`/api/games/${firstGameId}/waitlist`)).statusCode).toBe(200);

    // "Skip this week" is leaving that game.
    expect((await regular.client.post(`/api/games/${firstGameId}/leave`)).statusCode).toBe(200);
    expect(await playersOf(firstGameId)).toEqual([host.id, waiting.id].sort());
    const view = (await regular.client.get(`/api/series/${seriesId}`)).json();
    expect(view.viewer.isRegular).toBe(true);
    expect(view.upcoming.map((game: { playing: boolean }) => game.playing)).toEqual([
      false,
      true,
      true,
      true,
    ]);

    // Rejoining needs a spot: the waitlisted player took it, so the regular waits until one frees up.
    expect((await regular.client.post(`/api/games/${firstGameId}/join`)).statusCode).toBe(409);
    await waiting.client.post(`/api/games/${firstGameId}/leave`);
    expect((await regular.client.post(`/api/games/${firstGameId}/join`)).statusCode).toBe(200);
    expect(await playersOf(firstGameId)).toContain(regular.id);
  });

  it("refuses regulars over the cap with the issue's words, and the host can change the cap", async () => {
    const host = await createUser(test);
    const [first, second] = [await createUser(test), await createUser(test)];
    const { seriesId } = await createSeries(host, { regularsCap: 1 });
    expect((await first.client.post(`/api/series/${seriesId}/regulars`)).statusCode).toBe(200);
    const refused = await second.client.post(`/api/series/${seriesId}/regulars`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'regulars_full', message: 'All regular spots are taken.' });
    expect((await second.client.get(`/api/series/${seriesId}`)).json().abilities.canJoinSeries).toBe(false);

    expect(
      (await second.client.patch(`/api/series/${seriesId}/regulars-cap`, { regularsCap: 2 })).statusCode,
    ).toBe(403);
    expect(
      (await host.client.patch(`/api/series/${seriesId}/regulars-cap`, { regularsCap: 4 })).statusCode,
    ).toBe(400);
    expect(
      (await host.client.patch(`/api/series/${seriesId}/regulars-cap`, { regularsCap: 2 })).statusCode,
    ).toBe(200);
    expect((await second.client.post(`/api/series/${seriesId}/regulars`)).statusCode).toBe(200);
  });

  it('holds the cap when many players join every week at once, and never over-fills a game', async () => {
    const host = await createUser(test);
    const players: TestUser[] = [];
    for (let i = 0; i < 8; i += 1) players.push(await createUser(test));
    const { seriesId, firstGameId } = await createSeries(host, { regularsCap: 3 }, { maxPlayers: 5 });
    // One newcomer joins the first game as the regulars arrive.
    const [newcomer, ...rest] = players;
    const answers = await Promise.all([
      ...rest.map((player) => player.client.post(`/api/series/${seriesId}/regulars`)),
      newcomer ? newcomer.client.post(`/api/games/${firstGameId}/join`) : Promise.resolve(null),
    ]);
    const joined = answers.filter((answer) => answer?.statusCode === 200);
    expect(joined).toHaveLength(3 + 1);
    const view = (await host.client.get(`/api/series/${seriesId}`)).json();
    expect(view.regulars).toHaveLength(3);
    for (const row of await seriesGames(seriesId)) {
      expect((await playersOf(row.id)).length).toBe(row.playersJoined);
      expect(row.playersJoined).toBeLessThanOrEqual(5);
    }
  });

  it('leaving the series keeps the games already joined and places the player in no new one', async () => {
    const host = await createUser(test);
    const regular = await createUser(test);
    const { seriesId, firstGameId } = await createSeries(host, {});
    await regular.client.post(`/api/series/${seriesId}/regulars`);
    expect((await regular.client.delete(`/api/series/${seriesId}/regulars`)).statusCode).toBe(200);
    expect(await playersOf(firstGameId)).toContain(regular.id);
    clock.advance(7 * DAY);
    await windowJob().fillWindows();
    const newest = (await seriesGames(seriesId)).at(-1);
    expect(await playersOf(newest?.id ?? '')).toEqual([host.id]);
  });

  it('a private series takes only players of, or invited to, its games', async () => {
    const host = await createUser(test);
    const stranger = await createUser(test);
    const { seriesId } = await createSeries(host, {}, { isPrivate: true });
    expect((await stranger.client.post(`/api/series/${seriesId}/regulars`)).statusCode).toBe(404);
    expect((await stranger.client.get(`/api/series/${seriesId}`)).statusCode).toBe(404);
  });
});

describe('ending a series', () => {
  it('cancels its upcoming games, tells each player once, and makes no game again', async () => {
    const host = await createUser(test);
    const regular = await createUser(test);
    const player = await createUser(test);
    const { seriesId, firstGameId } = await createSeries(host, {});
    await regular.client.post(`/api/series/${seriesId}/regulars`);
    await player.client.post(`/api/games/${firstGameId}/join`);

    expect((await regular.client.delete(`/api/series/${seriesId}`)).statusCode).toBe(403);
    const ended = await host.client.delete(`/api/series/${seriesId}`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await seriesGames(seriesId)).toEqual([]);

    for (const user of [regular, player]) {
      const notices = (await notificationsOf(user)).filter((notice) => notice.type === 'game_series_ended');
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        title: 'Series ended',
        message: expect.stringContaining('Tuesday Soccer'),
      });
    }
    expect((await host.client.delete(`/api/series/${seriesId}`)).statusCode).toBe(409);
    clock.advance(7 * DAY);
    expect((await windowJob().fillWindows()).made).toBe(0);
    expect(await seriesGames(seriesId)).toEqual([]);
  });

  it('tells a friend invited to one of its games, and keeps a game already called off until its start', async () => {
    const host = await createUser(test);
    const friend = await createUser(test);
    const player = await createUser(test);
    const { seriesId, firstGameId } = await createSeries(host, {});
    await player.client.post(`/api/games/${firstGameId}/join`);
    const [, second] = await seriesGames(seriesId);
    await befriend(host, friend);
    await invite(host, second?.id as string, friend);
    // The go/no-go called the first game off (its players were told then).
    await test.database.connection.db
      .update(games)
      .set({ minPlayers: 3, calledOffAt: clock.now(), calledOffReason: 'Not enough players: 2 of 3 needed' })
      .where(eq(games.id, firstGameId));

    expect((await host.client.delete(`/api/series/${seriesId}`)).statusCode).toBe(200);
    expect((await seriesGames(seriesId)).map((row) => row.id)).toEqual([firstGameId]);
    expect((await player.client.get(`/api/games/${firstGameId}`)).json().decision).toMatchObject({
      state: 'called-off',
    });
    const ended = (user: TestUser) =>
      notificationsOf(user).then((all) => all.filter((notice) => notice.type === 'game_series_ended'));
    expect(await ended(friend)).toHaveLength(1);
    // Their one game of the series is kept, as called off: nothing more to cancel for them.
    expect(await ended(player)).toEqual([]);
  });
});

describe("a regular's calendar feed", () => {
  /** The UIDs of the feed's events (each game of a series is its own event, its UID the game's). */
  async function feedUids(user: TestUser) {
    const { url } = (await user.client.get('/api/calendar/feed')).json();
    const feed = await test.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(feed.statusCode).toBe(200);
    return [...feed.body.matchAll(/^UID:(.+)@rally\r?$/gm)].map((match) => match[1]).sort();
  }

  it('holds each game of the series, drops a cancelled one, and empties when the series ends', async () => {
    const host = await createUser(test);
    const regular = await createUser(test);
    const { seriesId } = await createSeries(host, {});
    await regular.client.post(`/api/series/${seriesId}/regulars`);
    const made = await seriesGames(seriesId);
    expect(await feedUids(regular)).toEqual(made.map((row) => row.id).sort());

    expect((await host.client.delete(`/api/games/${made[1]?.id}`)).statusCode).toBe(200);
    expect(await feedUids(regular)).toEqual(
      made
        .filter((_, index) => index !== 1)
        .map((row) => row.id)
        .sort(),
    );

    expect((await host.client.delete(`/api/series/${seriesId}`)).statusCode).toBe(200);
    expect(await feedUids(regular)).toEqual([]);
  });
});

describe('editing a series game', () => {
  /** The edit form's fields for a series game: the create shape, without Repeats. */
  const editBody = (date: string, changes: Record<string, unknown>) => {
    const { repeats: _repeats, ...fields } = weeklyGame({}, { date, ...changes });
    return fields;
  };

  async function gameRows(seriesId: string) {
    return test.database.connection.db
      .select({ date: games.date, time: games.time, location: games.location, sequence: games.sequence })
      .from(games)
      .where(eq(games.seriesId, seriesId))
      .orderBy(games.startsAt);
  }

  it('this and all following: the later games and the template change, each player told once', async () => {
    const host = await createUser(test);
    const regular = await createUser(test);
    const { seriesId } = await createSeries(host, {});
    await regular.client.post(`/api/series/${seriesId}/regulars`);
    const [, second] = await seriesGames(seriesId);

    const edited = await host.client.patch(
      `/api/games/${second?.id}/following`,
      editBody('2027-03-23', { time: '20:00', location: 'Victoria Park' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ edited: 3 });
    expect(await gameRows(seriesId)).toEqual([
      { date: '2027-03-16', time: '19:00', location: 'Hackney Marshes', sequence: 0 },
      { date: '2027-03-23', time: '20:00', location: 'Victoria Park', sequence: 1 },
      { date: '2027-03-30', time: '20:00', location: 'Victoria Park', sequence: 1 },
      { date: '2027-04-06', time: '20:00', location: 'Victoria Park', sequence: 1 },
    ]);
    const notices = (await notificationsOf(regular)).filter((notice) => notice.type === 'game_updated');
    expect(notices).toHaveLength(1);

    // A player may not; the games made later carry the new template.
    expect(
      (await regular.client.patch(`/api/games/${second?.id}/following`, editBody('2027-03-23', {})))
        .statusCode,
    ).toBe(403);
    clock.advance(7 * DAY);
    await windowJob().fillWindows();
    expect((await gameRows(seriesId)).at(-1)).toMatchObject({
      date: '2027-04-13',
      time: '20:00',
      location: 'Victoria Park',
    });
  });

  it('this game only: the one game changes, the rest and the template do not', async () => {
    const host = await createUser(test);
    const { seriesId } = await createSeries(host, {});
    const [, second] = await seriesGames(seriesId);
    const edited = await host.client.patch(
      `/api/games/${second?.id}`,
      editBody('2027-03-24', { time: '20:00', location: 'Victoria Park' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const rows = await gameRows(seriesId);
    expect(rows.map((row) => `${row.date} ${row.time} ${row.location}`)).toEqual([
      '2027-03-16 19:00 Hackney Marshes',
      '2027-03-24 20:00 Victoria Park',
      '2027-03-30 19:00 Hackney Marshes',
      '2027-04-06 19:00 Hackney Marshes',
    ]);
    clock.advance(7 * DAY);
    await windowJob().fillWindows();
    expect((await gameRows(seriesId)).at(-1)).toMatchObject({ time: '19:00', location: 'Hackney Marshes' });
  });
});
