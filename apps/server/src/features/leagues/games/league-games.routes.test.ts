import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type Client, createClient, type TestApp } from '../../../test/build-test-app.ts';
import { insertLeague } from '../../../test/league-content-scene.ts';
import { openUserSocket } from '../../../test/social-factories.ts';
import { createTestClock, type TestClock } from '../../../test/test-clock.ts';
import { createUser, type TestUser } from '../../../test/user-factories.ts';

let test: TestApp;
let clock: TestClock;
beforeEach(async () => {
  clock = createTestClock();
  test = await buildTestApp({ clock });
});
afterEach(async () => {
  await test.close();
});

const DAY = 24 * 60 * 60 * 1000;
const dayFromNow = (days: number) => new Date(clock.now().getTime() + days * DAY).toISOString().slice(0, 10);
/** Moves the server's clock past the start of every game requested so far (three days ahead). */
const playTheGames = () => clock.advance(5 * DAY);

/** Two soccer leagues with a member each, a basketball league, and someone in none of them. */
async function scene(options: { isPrivate?: boolean } = {}) {
  const alice = await createUser(test, { name: 'Alice Alpha' });
  const amy = await createUser(test, { name: 'Amy Alpha' });
  const bob = await createUser(test, { name: 'Bob Bravo' });
  const ben = await createUser(test, { name: 'Ben Bravo' });
  const cat = await createUser(test, { name: 'Cat Courts' });
  const other = await createUser(test, { name: 'Otto Other' });
  const alpha = await insertLeague(test, alice.id, { name: 'Alpha FC', members: [amy.id], ...options });
  const bravo = await insertLeague(test, bob.id, { name: 'Bravo United', members: [ben.id] });
  const courts = await insertLeague(test, cat.id, { name: 'Court Kings', sport: 'basketball' });
  return { alice, amy, bob, ben, cat, other, alpha, bravo, courts };
}

const requestBody = (targetLeagueId: string, overrides: object = {}) => ({
  targetLeagueId,
  title: 'Derby day',
  gameType: 'competition',
  date: dayFromNow(3),
  time: '18:30',
  timeZone: 'Europe/London',
  location: 'Riverside Park',
  description: 'Bring both kits.',
  maxPlayersPerTeam: 11,
  ...overrides,
});

async function requestGame(client: Client, from: string, to: string, overrides: object = {}) {
  const response = await client.post(`/api/leagues/${from}/game-requests`, requestBody(to, overrides));
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string };
}

const notificationsOf = async (user: TestUser) =>
  (await user.client.get('/api/notifications')).json().notifications as {
    type: string;
    message: string;
    relatedId: string;
  }[];

describe('games between leagues', () => {
  it('goes from request to approval (a real game on Find Games, hosted by the requester) to result, stats and standings', async () => {
    const { alice, amy, bob, ben, other, alpha, bravo } = await scene();
    const sent = await alice.client.post(`/api/leagues/${alpha}/game-requests`, requestBody(bravo));
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      title: 'Derby day',
      gameType: 'competition',
      time: '18:30',
      status: 'pending',
      gameStatus: null,
      requestingLeague: { id: alpha, name: 'Alpha FC', sport: 'soccer' },
      targetLeague: { id: bravo, name: 'Bravo United' },
      requester: { id: alice.id, name: 'Alice Alpha' },
      gameId: null,
      result: null,
      canRespond: false,
      canReport: false,
      canCancel: false,
    });
    const requestId = sent.json().id;
    expect((await notificationsOf(bob))[0]).toMatchObject({ type: 'league_game_request', relatedId: bravo });

    const bobsList = (await bob.client.get(`/api/leagues/${bravo}/game-requests`)).json().requests;
    expect(bobsList).toMatchObject([{ id: requestId, status: 'pending', canRespond: true }]);
    const alicesList = (await alice.client.get(`/api/leagues/${alpha}/game-requests`)).json().requests;
    expect(alicesList).toMatchObject([{ id: requestId, canRespond: false }]);

    const approved = await bob.client.post(`/api/leagues/${bravo}/game-requests/${requestId}/response`, {
      status: 'approved',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ message: leagueMessages.requestApproved });

    const schedule = (await other.client.get(`/api/leagues/${alpha}/schedule`)).json().requests;
    expect(schedule).toMatchObject([{ id: requestId, status: 'approved', gameStatus: 'scheduled' }]);
    expect((await ben.client.get(`/api/leagues/${bravo}/schedule`)).json().requests).toHaveLength(1);
    const gameId: string = schedule[0].gameId;
    const game = (await other.client.get(`/api/games/${gameId}`)).json();
    expect(game).toMatchObject({
      title: 'Derby day',
      sport: 'multi-league',
      host: { id: alice.id },
      playersJoined: 1,
      maxPlayers: 22,
      isPrivate: false,
      location: 'Riverside Park',
      time: '18:30',
      timeZone: 'Europe/London',
      description: 'Competition game between leagues\n\nBring both kits.',
    });
    const found = (await other.client.get('/api/games')).json().games;
    expect(found.map((g: { id: string }) => g.id)).toContain(gameId);
    // Everyone in both leagues hears of it, but not the creator who approved it.
    for (const [member, leagueId] of [
      [alice, alpha],
      [amy, alpha],
      [ben, bravo],
    ] as const) {
      expect(await notificationsOf(member)).toContainEqual(
        expect.objectContaining({ type: 'league_game_approved', relatedId: leagueId }),
      );
    }
    expect((await notificationsOf(bob)).map((n) => n.type)).not.toContain('league_game_approved');

    playTheGames();
    const reported = await bob.client.post(`/api/leagues/${bravo}/game-requests/${requestId}/result`, {
      winnerLeagueId: alpha,
      scoreWinner: 3,
      scoreLoser: 1,
      notes: 'Great game',
    });
    expect(reported.statusCode).toBe(200);
    expect(reported.json()).toEqual({ message: leagueMessages.resultReported });
    expect(await notificationsOf(amy)).toContainEqual(
      expect.objectContaining({
        type: 'league_game_result',
        message: 'Alpha FC beat Bravo United 3-1 in "Derby day".',
      }),
    );
    const afterResult = (await alice.client.get(`/api/leagues/${alpha}/game-requests`)).json().requests[0];
    expect(afterResult).toMatchObject({
      gameStatus: 'completed',
      result: {
        winnerLeagueId: alpha,
        loserLeagueId: bravo,
        scoreWinner: 3,
        scoreLoser: 1,
        notes: 'Great game',
      },
      canReport: false,
      canCancel: false,
    });

    expect((await other.client.get(`/api/leagues/${alpha}/stats`)).json()).toEqual({
      played: 1,
      wins: 1,
      losses: 0,
      winRate: 100,
      recentResults: [
        {
          requestId,
          title: 'Derby day',
          opponent: { id: bravo, name: 'Bravo United', sport: 'soccer' },
          won: true,
          scoreFor: 3,
          scoreAgainst: 1,
          playedAt: expect.any(String),
        },
      ],
    });
    expect((await other.client.get(`/api/leagues/${bravo}/stats`)).json()).toMatchObject({
      played: 1,
      wins: 0,
      losses: 1,
      winRate: 0,
      recentResults: [{ won: false, scoreFor: 1, scoreAgainst: 3 }],
    });
    expect((await other.client.get(`/api/leagues/${bravo}/standings`)).json()).toEqual({
      sport: 'soccer',
      rows: [
        {
          rank: 1,
          league: { id: alpha, name: 'Alpha FC', sport: 'soccer' },
          played: 1,
          won: 1,
          lost: 0,
          winRate: 100,
          pointsFor: 3,
          pointsAgainst: 1,
        },
        {
          rank: 2,
          league: { id: bravo, name: 'Bravo United', sport: 'soccer' },
          played: 1,
          won: 0,
          lost: 1,
          winRate: 0,
          pointsFor: 1,
          pointsAgainst: 3,
        },
      ],
    });
  });

  it('ranks standings by win rate, then wins, then points difference, then name, counting missing scores as 0', async () => {
    const { alice, bob, alpha, bravo } = await scene();
    const charlie = await createUser(test, { name: 'Charlie' });
    const delta = await insertLeague(test, charlie.id, { name: 'Delta Dynamos' });
    const play = async (
      from: string,
      fromClient: Client,
      to: string,
      toClient: Client,
      winner: string,
      scores: object,
    ) => {
      const { id } = await requestGame(fromClient, from, to);
      await toClient.post(`/api/leagues/${to}/game-requests/${id}/response`, { status: 'approved' });
      playTheGames();
      const result = await fromClient.post(`/api/leagues/${from}/game-requests/${id}/result`, {
        winnerLeagueId: winner,
        ...scores,
      });
      expect(result.statusCode).toBe(200);
    };
    const erin = await createUser(test, { name: 'Erin' });
    const echo = await insertLeague(test, erin.id, { name: 'Echo Athletic' });
    await play(alpha, alice.client, bravo, bob.client, alpha, {});
    await play(alpha, alice.client, delta, charlie.client, alpha, { scoreWinner: 2, scoreLoser: 0 });
    await play(bravo, bob.client, delta, charlie.client, delta, { scoreWinner: 5, scoreLoser: 4 });
    await play(echo, erin.client, bravo, bob.client, echo, { scoreWinner: 1, scoreLoser: 0 });
    await play(bravo, bob.client, echo, erin.client, bravo, { scoreWinner: 3, scoreLoser: 0 });
    const rows = (await alice.client.get(`/api/leagues/${alpha}/standings`)).json().rows;
    const table = rows.map(
      (row: {
        rank: number;
        league: { name: string };
        won: number;
        lost: number;
        winRate: number;
        pointsFor: number;
        pointsAgainst: number;
      }) => [row.rank, row.league.name, row.won, row.lost, row.winRate, row.pointsFor, row.pointsAgainst],
    );
    // Delta and Echo share a win rate and wins: Delta's points difference (-1) beats Echo's (-2).
    expect(table).toEqual([
      [1, 'Alpha FC', 2, 0, 100, 2, 0],
      [2, 'Delta Dynamos', 1, 1, 50, 5, 6],
      [3, 'Echo Athletic', 1, 1, 50, 1, 3],
      [4, 'Bravo United', 1, 3, 25, 7, 6],
    ]);
  });

  it('tells the requester of a rejection, and answers each request once', async () => {
    const { alice, bob, alpha, bravo } = await scene();
    const { id } = await requestGame(alice.client, alpha, bravo);
    const url = `/api/leagues/${bravo}/game-requests/${id}/response`;
    const rejected = await bob.client.post(url, { status: 'rejected' });
    expect(rejected.json()).toEqual({ message: leagueMessages.requestRejected });
    expect((await notificationsOf(alice))[0]).toMatchObject({
      type: 'league_game_rejected',
      relatedId: alpha,
    });
    const again = await bob.client.post(url, { status: 'approved' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(leagueMessages.requestAnswered);
    expect((await alice.client.get(`/api/leagues/${alpha}/schedule`)).json().requests).toEqual([]);
    const report = await alice.client.post(`/api/leagues/${alpha}/game-requests/${id}/result`, {
      winnerLeagueId: alpha,
    });
    expect(report.statusCode).toBe(409);
    expect(report.json().message).toBe(leagueMessages.notApproved);
  });

  it('cancels an approved game and the game itself, telling its players and both leagues', async () => {
    const { alice, amy, bob, ben, other, alpha, bravo } = await scene();
    const { id } = await requestGame(alice.client, alpha, bravo);
    await bob.client.post(`/api/leagues/${bravo}/game-requests/${id}/response`, { status: 'approved' });
    const gameId = (await alice.client.get(`/api/leagues/${alpha}/schedule`)).json().requests[0].gameId;
    expect((await other.client.post(`/api/games/${gameId}/join`)).statusCode).toBe(200);

    const cancelled = await bob.client.post(`/api/leagues/${bravo}/game-requests/${id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ message: leagueMessages.gameCancelled });
    expect((await other.client.get(`/api/games/${gameId}`)).statusCode).toBe(404);
    expect((await notificationsOf(other))[0]).toMatchObject({ type: 'game_cancelled' });
    for (const member of [alice, amy, ben]) {
      expect((await notificationsOf(member)).map((n) => n.type)).toContain('league_game_cancelled');
    }
    expect((await alice.client.get(`/api/leagues/${alpha}/schedule`)).json().requests).toMatchObject([
      { id, gameStatus: 'cancelled', gameId: null, canCancel: false, canReport: false },
    ]);
    const again = await alice.client.post(`/api/leagues/${alpha}/game-requests/${id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(leagueMessages.cannotCancel);
    const report = await alice.client.post(`/api/leagues/${alpha}/game-requests/${id}/result`, {
      winnerLeagueId: alpha,
    });
    expect(report.statusCode).toBe(409);
    expect(report.json().message).toBe(leagueMessages.gameWasCancelled);
  });

  it('marks the request cancelled when the host cancels the game from its own page', async () => {
    const { alice, bob, alpha, bravo } = await scene();
    const { id } = await requestGame(alice.client, alpha, bravo);
    await bob.client.post(`/api/leagues/${bravo}/game-requests/${id}/response`, { status: 'approved' });
    const gameId = (await alice.client.get(`/api/leagues/${alpha}/schedule`)).json().requests[0].gameId;

    // The requester hosts the game an approval creates.
    expect((await alice.client.delete(`/api/games/${gameId}`)).statusCode).toBe(200);

    for (const [client, league] of [
      [alice.client, alpha],
      [bob.client, bravo],
    ] as const) {
      expect((await client.get(`/api/leagues/${league}/schedule`)).json().requests).toMatchObject([
        { id, gameStatus: 'cancelled', gameId: null, canCancel: false, canReport: false },
      ]);
    }
    expect((await alice.client.get(`/api/leagues/${alpha}`)).json().activeGames).toBe(0);
  });

  it("tells Find Games and both leagues' pages live when a request is approved", async () => {
    const { alice, bob, other, alpha, bravo } = await scene();
    const { id } = await requestGame(alice.client, alpha, bravo);
    const socket = await openUserSocket(test, other);
    for (const topic of ['games', `league:${alpha}`, `league:${bravo}`]) {
      expect(await socket.subscribe(topic)).toMatchObject({ type: 'subscribed' });
    }
    await bob.client.post(`/api/leagues/${bravo}/game-requests/${id}/response`, { status: 'approved' });
    const created = await socket.next((m) => m.type === 'event' && m.topic === 'games');
    const gameId = (await alice.client.get(`/api/leagues/${alpha}/schedule`)).json().requests[0].gameId;
    expect(created).toMatchObject({ event: { type: 'game.changed', gameId, change: 'created' } });
    for (const leagueId of [alpha, bravo]) {
      const changed = await socket.next((m) => m.type === 'event' && m.topic === `league:${leagueId}`);
      expect(changed).toMatchObject({ event: { type: 'league.changed', leagueId, change: 'games' } });
    }
    socket.close();
  });
});

describe('league game validation', () => {
  it('refuses a request with the spec texts and writes nothing', async () => {
    const { alice, alpha, bravo, courts } = await scene();
    const missing = '00000000-0000-4000-8000-000000000000';
    const cases: [object, number, string][] = [
      [{ targetLeagueId: undefined }, 400, leagueMessages.scheduleRequiredFields],
      [{ date: undefined }, 400, leagueMessages.scheduleRequiredFields],
      [{ time: '' }, 400, leagueMessages.scheduleRequiredFields],
      [{ title: ' ' }, 400, leagueMessages.requiredFields],
      [{ location: undefined }, 400, leagueMessages.requiredFields],
      [{ maxPlayersPerTeam: 51 }, 400, 'Max players per team must be between 2 and 50.'],
      [{ maxPlayersPerTeam: 1 }, 400, 'Max players per team must be between 2 and 50.'],
      [{ title: 'fuck this' }, 400, 'Your game title contains profanity. Please choose a different title.'],
      [{ date: dayFromNow(-1) }, 400, leagueMessages.pastDate],
      [{ targetLeagueId: alpha }, 400, leagueMessages.sameLeague],
      [{ targetLeagueId: courts }, 400, leagueMessages.sportMismatch],
      [{ targetLeagueId: missing }, 404, leagueMessages.opponentNotFound],
    ];
    for (const [overrides, status, message] of cases) {
      const response = await alice.client.post(
        `/api/leagues/${alpha}/game-requests`,
        requestBody(bravo, overrides),
      );
      expect([response.statusCode, response.json().message]).toEqual([status, message]);
    }
    expect((await alice.client.get(`/api/leagues/${alpha}/game-requests`)).json().requests).toEqual([]);
  });

  it('refuses a result without a winner, with a winner from outside the game, or a negative score, and a second result', async () => {
    const { alice, bob, alpha, bravo, courts } = await scene();
    const { id } = await requestGame(alice.client, alpha, bravo);
    await bob.client.post(`/api/leagues/${bravo}/game-requests/${id}/response`, { status: 'approved' });
    playTheGames();
    const url = `/api/leagues/${alpha}/game-requests/${id}/result`;
    const cases: [object, string][] = [
      [{}, leagueMessages.selectWinner],
      [{ winnerLeagueId: '' }, leagueMessages.selectWinner],
      [{ winnerLeagueId: courts }, leagueMessages.winnerNotInGame],
      [{ winnerLeagueId: bravo, scoreWinner: -1 }, 'Scores cannot be negative.'],
      [
        { winnerLeagueId: bravo, notes: 'you shitty team' },
        'Your game description contains profanity. Please keep descriptions appropriate.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await alice.client.post(url, body);
      expect([response.statusCode, response.json().message]).toEqual([400, message]);
    }
    expect(
      (await alice.client.post(url, { winnerLeagueId: bravo, scoreWinner: 0, scoreLoser: 0 })).statusCode,
    ).toBe(200);
    const second = await alice.client.post(url, { winnerLeagueId: alpha });
    expect([second.statusCode, second.json().message]).toEqual([409, leagueMessages.resultExists]);
    expect((await alice.client.get(`/api/leagues/${alpha}/stats`)).json()).toMatchObject({
      played: 1,
      wins: 0,
    });
  });

  it("refuses a result before the game starts, and a winner's score below the loser's, writing nothing", async () => {
    const { alice, amy, bob, alpha, bravo } = await scene();
    const { id } = await requestGame(alice.client, alpha, bravo);
    await bob.client.post(`/api/leagues/${bravo}/game-requests/${id}/response`, { status: 'approved' });
    const url = `/api/leagues/${alpha}/game-requests/${id}/result`;
    const nothingWritten = async () => {
      expect((await alice.client.get(`/api/leagues/${alpha}/game-requests`)).json().requests).toMatchObject([
        { id, gameStatus: 'scheduled', result: null },
      ]);
      expect((await alice.client.get(`/api/leagues/${alpha}/stats`)).json()).toMatchObject({ played: 0 });
      expect((await alice.client.get(`/api/leagues/${alpha}/standings`)).json().rows).toEqual([]);
      expect((await notificationsOf(amy)).map((n) => n.type)).not.toContain('league_game_result');
    };

    expect((await alice.client.get(`/api/leagues/${alpha}/schedule`)).json().requests).toMatchObject([
      { id, canReport: false, canCancel: true },
    ]);
    for (const body of [
      { winnerLeagueId: alpha },
      { winnerLeagueId: bravo, scoreWinner: 2, scoreLoser: 1 },
    ]) {
      const early = await bob.client.post(`/api/leagues/${bravo}/game-requests/${id}/result`, body);
      expect([early.statusCode, early.json()]).toEqual([
        409,
        { code: 'game_not_started', message: leagueMessages.resultBeforeStart },
      ]);
    }
    await nothingWritten();

    playTheGames();
    expect((await alice.client.get(`/api/leagues/${alpha}/schedule`)).json().requests).toMatchObject([
      { id, canReport: true },
    ]);
    const upsideDown = await alice.client.post(url, {
      winnerLeagueId: alpha,
      scoreWinner: 19,
      scoreLoser: 21,
    });
    expect([upsideDown.statusCode, upsideDown.json()]).toEqual([
      400,
      {
        code: 'validation_failed',
        message: leagueMessages.winnerScoreBelowLoser,
        fields: { scoreWinner: [leagueMessages.winnerScoreBelowLoser] },
      },
    ]);
    await nothingWritten();

    const reported = await alice.client.post(url, { winnerLeagueId: alpha, scoreWinner: 21, scoreLoser: 19 });
    expect(reported.statusCode).toBe(200);
    expect((await alice.client.get(`/api/leagues/${alpha}/stats`)).json()).toMatchObject({
      played: 1,
      wins: 1,
    });
  });

  it('answers League not found and Request not found for missing or malformed ids', async () => {
    const { alice, alpha, bravo, courts, cat } = await scene();
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const url of [
      `/api/leagues/${missing}/stats`,
      '/api/leagues/nope/standings',
      `/api/leagues/${missing}/schedule`,
    ]) {
      const response = await alice.client.get(url);
      expect([response.statusCode, response.json().message]).toEqual([404, leagueMessages.notFoundTitle]);
    }
    const { id } = await requestGame(alice.client, alpha, bravo);
    // A request is reached only through one of its two leagues.
    for (const url of [
      `/api/leagues/${alpha}/game-requests/nope/cancel`,
      `/api/leagues/${alpha}/game-requests/${missing}/cancel`,
      `/api/leagues/${courts}/game-requests/${id}/cancel`,
    ]) {
      const response = await (url.includes(courts) ? cat : alice).client.post(url);
      expect([response.statusCode, response.json().message]).toEqual([404, leagueMessages.requestNotFound]);
    }
  });
});

describe('league games authorization', () => {
  it('lets only the right creators act, anyone signed in read a public league, and nobody signed out', async () => {
    const { alice, amy, bob, other, alpha, bravo } = await scene();
    const pending = await requestGame(alice.client, alpha, bravo);
    const approved = await requestGame(alice.client, alpha, bravo, { title: 'Second leg' });
    await bob.client.post(`/api/leagues/${bravo}/game-requests/${approved.id}/response`, {
      status: 'approved',
    });
    playTheGames();
    const anonymous = createClient(test.app);
    const base = `/api/leagues/${alpha}`;
    const forbiddenFor = (message: string) => ({ status: 403, message });
    type Expect = { status: number; message?: string };
    const table: {
      call: (client: Client) => ReturnType<Client['get']>;
      creator: Expect;
      member: Expect;
      rival: Expect;
      other: Expect;
    }[] = [
      ...['opponents', 'game-requests'].map((path) => ({
        call: (client: Client) => client.get(`${base}/${path}`),
        creator: { status: 200 },
        member: forbiddenFor(leagueMessages.creatorOnly),
        rival: forbiddenFor(leagueMessages.creatorOnly),
        other: forbiddenFor(leagueMessages.creatorOnly),
      })),
      {
        call: (client: Client) => client.post(`${base}/game-requests`, requestBody(bravo)),
        creator: { status: 201 },
        member: forbiddenFor(leagueMessages.creatorOnly),
        rival: forbiddenFor(leagueMessages.creatorOnly),
        other: forbiddenFor(leagueMessages.creatorOnly),
      },
      ...['schedule', 'stats', 'standings'].map((path) => ({
        call: (client: Client) => client.get(`${base}/${path}`),
        creator: { status: 200 },
        member: { status: 200 },
        rival: { status: 200 },
        other: { status: 200 },
      })),
      {
        // The rival (the invited league's creator) is the one who answers; the test below approves it.
        call: (client: Client) =>
          client.post(`${base}/game-requests/${pending.id}/response`, { status: 'rejected' }),
        creator: forbiddenFor(leagueMessages.targetCreatorOnly),
        member: forbiddenFor(leagueMessages.targetCreatorOnly),
        rival: { status: 200 },
        other: forbiddenFor(leagueMessages.targetCreatorOnly),
      },
      {
        call: (client: Client) =>
          client.post(`${base}/game-requests/${approved.id}/result`, { winnerLeagueId: bravo }),
        creator: { status: 200 },
        member: forbiddenFor(leagueMessages.creatorOnly),
        rival: { status: 409 },
        other: forbiddenFor(leagueMessages.creatorOnly),
      },
    ];
    for (const row of table) {
      expect((await row.call(anonymous)).statusCode).toBe(401);
      for (const [who, user] of [
        ['other', other],
        ['member', amy],
        ['creator', alice],
        ['rival', bob],
      ] as const) {
        const response = await row.call(user.client);
        const expected = row[who];
        expect([who, response.statusCode]).toEqual([who, expected.status]);
        if (expected.message) expect(response.json().message).toBe(expected.message);
      }
    }
  });

  it('lets only the two leagues’ creators cancel', async () => {
    const { alice, amy, bob, ben, other, alpha, bravo } = await scene();
    const { id } = await requestGame(alice.client, alpha, bravo);
    await bob.client.post(`/api/leagues/${bravo}/game-requests/${id}/response`, { status: 'approved' });
    const cancel = (client: Client, leagueId: string) =>
      client.post(`/api/leagues/${leagueId}/game-requests/${id}/cancel`);
    expect((await cancel(createClient(test.app), alpha)).statusCode).toBe(401);
    for (const [user, leagueId] of [
      [amy, alpha],
      [ben, bravo],
      [other, alpha],
    ] as const) {
      const response = await cancel(user.client, leagueId);
      expect([response.statusCode, response.json().message]).toEqual([403, leagueMessages.creatorOnly]);
    }
    expect((await cancel(alice.client, alpha)).statusCode).toBe(200);
  });

  it("hides a private league's schedule, stats and standings from everyone but its members", async () => {
    const { alice, amy, bob, other, alpha, bravo } = await scene({ isPrivate: true });
    const { id } = await requestGame(alice.client, alpha, bravo);
    await bob.client.post(`/api/leagues/${bravo}/game-requests/${id}/response`, { status: 'approved' });
    for (const path of ['schedule', 'stats', 'standings']) {
      for (const outsider of [bob, other]) {
        const response = await outsider.client.get(`/api/leagues/${alpha}/${path}`);
        expect([response.statusCode, response.json().message]).toEqual([403, leagueMessages.membersOnly]);
      }
      expect((await amy.client.get(`/api/leagues/${alpha}/${path}`)).statusCode).toBe(200);
    }
    // The other league's own schedule still shows the game.
    expect((await bob.client.get(`/api/leagues/${bravo}/schedule`)).json().requests).toHaveLength(1);
  });
});
