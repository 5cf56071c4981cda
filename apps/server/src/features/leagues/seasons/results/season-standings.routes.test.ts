import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leagues } from '../../../../db/schema/leagues.ts';
import { seasons } from '../../../../db/schema/seasons.ts';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createTestClock, type TestClock } from '../../../../test/test-clock.ts';
import { HOUR, report, type SeasonScene, seasonScene } from './season-results.test-scene.ts';

let test: TestApp;
let clock: TestClock;
beforeEach(async () => {
  clock = createTestClock();
  test = await buildTestApp({ clock });
});
afterEach(async () => {
  await test.close();
});

type Team = SeasonScene['teams'][number];
type Row = { team: { name: string }; points: number; difference: number; form: string[] };

const tableOf = async (scene: SeasonScene) =>
  (await scene.member.client.get(`/api/seasons/${scene.seasonId}/table`)).json();
const order = (table: { rows: Row[] }) => table.rows.map((row) => row.team.name);

describe('the table', () => {
  it('counts only counted regular results and ranks ties by the tiebreakers in the organiser’s order', async () => {
    const scene = await seasonScene(test, clock, { teams: 4 });
    const [lions, tigers, bears, wolves] = scene.teams as [Team, Team, Team, Team];
    expect(order(await tableOf(scene))).toEqual(['Bears', 'Lions', 'Tigers', 'Wolves']);

    // Lions, Tigers and Wolves all on 3 points; Bears lose heavily.
    const lionsTigers = await scene.fixture(lions, tigers, -5 * HOUR);
    const tigersBears = await scene.fixture(tigers, bears, -4 * HOUR);
    const wolvesLions = await scene.fixture(wolves, lions, -3 * HOUR);
    const bearsWolves = await scene.fixture(bears, wolves, -2 * HOUR);
    await report(scene.organiser, lionsTigers, 1, 0);
    let table = await tableOf(scene);
    expect(table.rows[0]).toEqual({
      position: 1,
      team: { id: lions.id, name: 'Lions', colour: '#1d4ed8' },
      played: 1,
      won: 1,
      drawn: 0,
      lost: 0,
      scored: 1,
      conceded: 0,
      difference: 1,
      points: 3,
      form: ['W'],
    });
    await report(scene.organiser, tigersBears, 5, 0);
    await report(scene.organiser, wolvesLions, 1, 0);
    // A captain's report waiting for confirmation does not count yet.
    await report(bears.captain, bearsWolves, 9, 0);

    // Head to head first (the default): among the three on 3 points, Wolves and Lions beat one of the others.
    table = await tableOf(scene);
    expect(order(table)).toEqual(['Wolves', 'Lions', 'Tigers', 'Bears']);
    expect(table.tiebreakers).toEqual(['head_to_head', 'score_difference', 'scored']);
    expect(table.points).toEqual({ win: 3, draw: 1, loss: 0 });
    expect(table.finalAt).toBeNull();
    expect(table.rows.find((row: Row) => row.team.name === 'Lions').form).toEqual(['W', 'L']);
    expect(table.rows.find((row: Row) => row.team.name === 'Bears')).toMatchObject({ played: 1, points: 0 });

    // Score difference first: Tigers' +4 leads.
    await scene.db
      .update(seasons)
      .set({ tiebreakers: ['score_difference', 'scored', 'head_to_head'] })
      .where(eq(seasons.id, scene.seasonId));
    expect(order(await tableOf(scene))).toEqual(['Tigers', 'Wolves', 'Lions', 'Bears']);

    // The organiser settles the waiting one, the last regular fixture: all four on 3 points, Bears and
    // Tigers level on +4 and Bears' 9 scored ahead; the table is final and, without playoffs, its
    // leader is the champion.
    await scene.organiser.client.put(`/api/season-fixtures/${bearsWolves}/result`, {
      homeScore: 9,
      awayScore: 0,
    });
    table = await tableOf(scene);
    expect(order(table)).toEqual(['Bears', 'Tigers', 'Lions', 'Wolves']);
    expect(table.finalAt).toEqual(expect.any(String));
    expect(await scene.seasonRow()).toMatchObject({ stage: 'finished', championTeamId: bears.id });
  });

  it('keeps a private league’s table, stats and bracket to its members', async () => {
    const scene = await seasonScene(test, clock);
    await scene.db.update(leagues).set({ isPrivate: true }).where(eq(leagues.id, scene.leagueId));
    for (const path of ['table', 'stats', 'bracket']) {
      const url = `/api/seasons/${scene.seasonId}/${path}`;
      expect((await scene.outsider.client.get(url)).statusCode).toBe(404);
      expect((await scene.member.client.get(url)).statusCode).toBe(200);
    }
    expect((await scene.member.client.get('/api/seasons/not-a-season/table')).statusCode).toBe(404);
  });
});

describe('player stats', () => {
  it('counts appearances and the stat from final fixtures only, with the leaders first', async () => {
    const scene = await seasonScene(test, clock);
    const [lions, tigers] = scene.teams as [Team, Team];
    await report(scene.organiser, await scene.fixture(lions, tigers, -5 * HOUR), 3, 1, {
      players: [
        { userId: lions.player.id, stat: 2 },
        { userId: lions.captain.id, stat: 1 },
        { userId: tigers.captain.id, stat: 1 },
      ],
    });
    // Waiting for the other captain: not counted.
    await report(tigers.captain, await scene.fixture(tigers, lions, -2 * HOUR), 4, 0, {
      players: [{ userId: tigers.player.id, stat: 4 }],
    });

    const stats = (await scene.outsider.client.get(`/api/seasons/${scene.seasonId}/stats`)).json();
    expect(stats.statLabel).toBe('Goals');
    const line = (row: {
      user: { name: string };
      team: { name: string };
      appearances: number;
      stat: number;
    }) => [row.user.name, row.team.name, row.appearances, row.stat];
    expect(stats.players.map(line)).toEqual([
      ['Lions Player', 'Lions', 1, 2],
      ['Lions Captain', 'Lions', 1, 1],
      ['Tigers Captain', 'Tigers', 1, 1],
      ['Tigers Player', 'Tigers', 0, 0],
    ]);
    expect(stats.leaders.map(line)).toEqual(stats.players.slice(0, 3).map(line));
    expect(stats.players[0].user).toEqual({ id: lions.player.id, name: 'Lions Player', avatarUrl: null });
  });
});
