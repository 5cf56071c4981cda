import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { games } from '../../../../db/schema/games.ts';
import { notifications } from '../../../../db/schema/notifications.ts';
import { seasonFixtures } from '../../../../db/schema/seasons.ts';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { openUserSocket } from '../../../../test/social-factories.ts';
import { createTestClock, type TestClock } from '../../../../test/test-clock.ts';
import type { TestUser } from '../../../../test/user-factories.ts';
import { HOUR, report, type SeasonScene, seasonScene } from '../results/season-results.test-scene.ts';

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

const noticesOf = (
  scene: SeasonScene,
  user: TestUser,
  type: 'league_playoffs_seeded' | 'league_season_champion',
) =>
  scene.db
    .select({ message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.type, type)));

/** Every pair of teams plays once, kicking off in the past, Lions beating everyone, Tigers second... */
async function playRoundRobin(scene: SeasonScene, teams: Team[], leaveOpen = 0) {
  const pairs: [Team, Team][] = [];
  for (let i = 0; i < teams.length; i++) {
    for (let j = i + 1; j < teams.length; j++) pairs.push([teams[i] as Team, teams[j] as Team]);
  }
  const ids: string[] = [];
  for (const [index, [home, away]] of pairs.entries()) {
    ids.push(await scene.fixture(home, away, -(pairs.length - index + 2) * HOUR));
  }
  for (const id of ids.slice(0, ids.length - leaveOpen)) await report(scene.organiser, id, 2, 1);
  return ids;
}

const bracketOf = async (scene: SeasonScene) =>
  (await scene.member.client.get(`/api/seasons/${scene.seasonId}/bracket`)).json();

describe('playoffs', () => {
  it('seed themselves after the last regular result, and the final crowns the champion', async () => {
    const scene = await seasonScene(test, clock, { teams: 3, playoffTeams: 2 });
    const [lions, tigers, bears] = scene.teams as [Team, Team, Team];
    const regular = await playRoundRobin(scene, [lions, tigers, bears], 1);
    expect(await scene.playoffFixtures()).toEqual([]);

    // The last regular fixture, a captain's report confirmed by the other captain: Lions 2 wins, Tigers 1.
    await report(tigers.captain, regular[2] as string, 2, 1);
    await bears.captain.client.post(`/api/season-fixtures/${regular[2]}/result/confirm`);

    const [final] = await scene.playoffFixtures();
    expect(final).toMatchObject({ round: 1, bracketSlot: 0, homeTeamId: lions.id, awayTeamId: tigers.id });
    expect(final!.startsAt.getTime()).toBeGreaterThan(clock.now().getTime());
    expect(final!.gameId).not.toBeNull();
    const [game] = await scene.db
      .select()
      .from(games)
      .where(eq(games.id, final!.gameId as string));
    expect(game?.leagueId).toBe(scene.leagueId);
    expect((await scene.seasonRow()).stage).toBe('playoffs');
    expect(await noticesOf(scene, bears.player, 'league_playoffs_seeded')).toHaveLength(1);

    let bracket = await bracketOf(scene);
    expect(bracket).toMatchObject({ size: 2, thirdPlace: false, champion: null });
    expect(bracket.games).toEqual([
      expect.objectContaining({
        roundName: 'Final',
        fixtureId: final!.id,
        home: expect.objectContaining({ name: 'Lions' }),
      }),
    ]);

    await scene.kickOff(final!.id);
    await report(scene.organiser, final!.id, 0, 1);
    expect(await scene.seasonRow()).toMatchObject({ stage: 'finished', championTeamId: tigers.id });
    expect(await noticesOf(scene, lions.player, 'league_season_champion')).toEqual([
      { message: 'Tigers are Autumn 2026 champions' },
    ]);
    bracket = await bracketOf(scene);
    expect(bracket.champion).toEqual({ id: tigers.id, name: 'Tigers', colour: '#1d4ed8' });
    expect(bracket.games[0]).toMatchObject({ homeScore: 0, awayScore: 1, winnerTeamId: tigers.id });
  });

  it('are seeded by an organiser when they say, and refused to anyone else, twice, or without playoffs', async () => {
    const scene = await seasonScene(test, clock, { teams: 4, playoffTeams: 4, thirdPlace: true });
    const [lions, tigers, bears, wolves] = scene.teams as [Team, Team, Team, Team];
    await playRoundRobin(scene, [lions, tigers, bears, wolves], 2);
    const url = `/api/seasons/${scene.seasonId}/playoffs`;
    for (const who of [lions.captain, lions.player, scene.member, scene.outsider]) {
      const refused = await who.client.post(url);
      expect(refused.statusCode).toBe(403);
    }

    const seeded = await scene.coOrganiser.client.post(url);
    expect(seeded.statusCode).toBe(200);
    const bracket = seeded.json();
    expect(
      bracket.games.map(
        (game: { roundName: string; home: { name: string } | null; away: { name: string } | null }) => [
          game.roundName,
          game.home?.name ?? null,
          game.away?.name ?? null,
        ],
      ),
    ).toEqual([
      // Lions 9 points, Tigers 3, Wolves and Bears none (Wolves lost once, by one; Bears twice).
      ['Semi-final', 'Lions', 'Bears'],
      ['Semi-final', 'Tigers', 'Wolves'],
      ['Final', null, null],
      ['Third place', null, null],
    ]);
    const again = await scene.organiser.client.post(url);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('playoffs_seeded');

    const plain = await seasonScene(test, clock, { teams: 2 });
    const none = await plain.organiser.client.post(`/api/seasons/${plain.seasonId}/playoffs`);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({
      code: 'playoffs_unavailable',
      message: 'This season has no playoffs.',
    });
  });

  it('advance winners, make the final and the third-place game, and keep who went through once they play on', async () => {
    const scene = await seasonScene(test, clock, { teams: 4, playoffTeams: 4, thirdPlace: true });
    const [lions, tigers, bears, wolves] = scene.teams as [Team, Team, Team, Team];
    await playRoundRobin(scene, [lions, tigers, bears, wolves]);
    const [semiOne, semiTwo] = await scene.playoffFixtures();
    expect(semiOne).toMatchObject({ homeTeamId: lions.id, awayTeamId: wolves.id });
    await scene.kickOff(semiOne!.id);
    await scene.kickOff(semiTwo!.id);

    // Level on score: the report names who went through.
    const level = await scene.organiser.client.post(`/api/season-fixtures/${semiOne!.id}/result`, {
      homeScore: 1,
      awayScore: 1,
    });
    expect(level.statusCode).toBe(400);
    expect(level.json().message).toBe('A playoff game level on score needs the team that went through.');
    await report(scene.organiser, semiOne!.id, 1, 1, { winnerTeamId: wolves.id });
    expect(await scene.playoffFixtures()).toHaveLength(2);
    await report(scene.organiser, semiTwo!.id, 3, 0);

    const [, , final, third] = await scene.playoffFixtures();
    expect(final).toMatchObject({
      round: 2,
      bracketSlot: 0,
      isThirdPlace: false,
      homeTeamId: wolves.id,
      awayTeamId: tigers.id,
    });
    expect(third).toMatchObject({
      round: 2,
      bracketSlot: 1,
      isThirdPlace: true,
      homeTeamId: lions.id,
      awayTeamId: bears.id,
    });
    // Never one team twice at one time: the two games share a time only at different venues.
    expect(`${final!.date} ${final!.time} ${final!.venue.name}`).not.toBe(
      `${third!.date} ${third!.time} ${third!.venue.name}`,
    );

    const correction = await scene.organiser.client.put(`/api/season-fixtures/${semiTwo!.id}/result`, {
      homeScore: 0,
      awayScore: 2,
    });
    expect(correction.statusCode).toBe(409);
    // A correction that keeps the winner is taken.
    expect(
      (
        await scene.organiser.client.put(`/api/season-fixtures/${semiTwo!.id}/result`, {
          homeScore: 4,
          awayScore: 0,
        })
      ).statusCode,
    ).toBe(200);

    await scene.kickOff(final!.id);
    await scene.kickOff(third!.id);
    await report(scene.organiser, third!.id, 2, 0);
    expect((await scene.seasonRow()).stage).toBe('playoffs');
    await report(scene.organiser, final!.id, 2, 3);
    expect(await scene.seasonRow()).toMatchObject({ stage: 'finished', championTeamId: tigers.id });
    const bracket = await bracketOf(scene);
    expect(bracket.champion.name).toBe('Tigers');
    expect(bracket.games.find((game: { isThirdPlace: boolean }) => game.isThirdPlace)).toMatchObject({
      winnerTeamId: lions.id,
      roundName: 'Third place',
    });
    const fixtures = await scene.db.select().from(seasonFixtures).where(eq(seasonFixtures.stage, 'playoff'));
    expect(fixtures).toHaveLength(4);
    // The final's game page names its round as the bracket does.
    const finalGame = fixtures.find((fixture) => fixture.id === final!.id)!.gameId;
    const page = await scene.organiser.client.get(`/api/games/${finalGame}`);
    expect(page.json().fixture).toMatchObject({ stage: 'playoff', roundName: 'Final' });
  });
});

describe('live updates', () => {
  it("tells an open page on the league's topic when a result counts", async () => {
    const scene = await seasonScene(test, clock);
    const [lions, tigers] = scene.teams as [Team, Team];
    const fixtureId = await scene.fixture(lions, tigers);
    const socket = await openUserSocket(test, scene.member);
    try {
      const answer = await socket.subscribe(`league:${scene.leagueId}`);
      expect(answer.type).toBe('subscribed');
      await report(lions.captain, fixtureId, 2, 2);
      await tigers.captain.client.post(`/api/season-fixtures/${fixtureId}/result/confirm`);
      const event = await socket.next(
        (message) => message.type === 'event' && message.event.type === 'season.changed',
      );
      expect(event).toMatchObject({
        event: {
          type: 'season.changed',
          leagueId: scene.leagueId,
          seasonId: scene.seasonId,
          change: 'results',
        },
      });
    } finally {
      socket.close();
    }
  });
});
