import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../../../db/schema/notifications.ts';
import { seasonFixturePlayers, seasonFixtures } from '../../../../db/schema/seasons.ts';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createTestClock, type TestClock } from '../../../../test/test-clock.ts';
import type { TestUser } from '../../../../test/user-factories.ts';
import { DAY, HOUR, report, type SeasonScene, seasonScene } from './season-results.test-scene.ts';

let test: TestApp;
let clock: TestClock;
beforeEach(async () => {
  clock = createTestClock();
  test = await buildTestApp({ clock });
});
afterEach(async () => {
  await test.close();
});

const resultUrl = (fixtureId: string) => `/api/season-fixtures/${fixtureId}/result`;

async function fixtureRow(scene: SeasonScene, fixtureId: string) {
  const [row] = await scene.db.select().from(seasonFixtures).where(eq(seasonFixtures.id, fixtureId));
  return row!;
}

async function noticesOf(scene: SeasonScene, user: TestUser, type: string) {
  return scene.db
    .select({ message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.type, type as never)));
}

describe('reporting a score', () => {
  it("takes a captain's report as waiting and asks the other captain to confirm or dispute it", async () => {
    const scene = await seasonScene(test, clock);
    const [lions, tigers] = scene.teams as [SceneTeamT, SceneTeamT];
    const fixtureId = await scene.fixture(lions, tigers);

    const answer = await report(lions.captain, fixtureId, 2, 1);

    expect(answer).toMatchObject({
      resultStatus: 'reported',
      homeScore: 2,
      awayScore: 1,
      reportedForTeamId: lions.id,
    });
    expect(answer.countedAt).toBeNull();
    expect(await noticesOf(scene, tigers.captain, 'league_result_to_confirm')).toEqual([
      { message: 'Lions 2-1 Tigers: confirm or dispute. It counts in 48 hours unless you dispute it.' },
    ]);
    // Every rostered player of both teams appears, at 0, when no lines are given.
    const lines = await scene.db
      .select()
      .from(seasonFixturePlayers)
      .where(eq(seasonFixturePlayers.fixtureId, fixtureId));
    expect(lines).toHaveLength(4);
    expect(lines.every((line) => line.stat === 0)).toBe(true);
  });

  it("counts an organiser's or a co-organiser's report at once", async () => {
    const scene = await seasonScene(test, clock, { teams: 3 });
    const [lions, tigers, bears] = scene.teams as [SceneTeamT, SceneTeamT, SceneTeamT];
    const first = await scene.fixture(lions, tigers);
    const second = await scene.fixture(tigers, bears);

    expect(await report(scene.organiser, first, 3, 0)).toMatchObject({
      resultStatus: 'final',
      countedAt: expect.any(String),
    });
    expect(await report(scene.coOrganiser, second, 1, 1)).toMatchObject({ resultStatus: 'final' });
  });

  it('refuses a player, a member, an outsider and the signed-out, writing nothing', async () => {
    const scene = await seasonScene(test, clock);
    const [lions, tigers] = scene.teams as [SceneTeamT, SceneTeamT];
    const fixtureId = await scene.fixture(lions, tigers);

    for (const who of [lions.player, scene.member, scene.outsider]) {
      const refused = await who.client.post(resultUrl(fixtureId), { homeScore: 1, awayScore: 0 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        "Only the two teams' captains and the league's organisers can report this result.",
      );
    }
    const anonymous = await test.app.inject({
      method: 'POST',
      url: resultUrl(fixtureId),
      payload: { homeScore: 1, awayScore: 0 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await fixtureRow(scene, fixtureId)).resultStatus).toBe('none');
  });

  it('refuses a report before kick-off, a second captain report, and a captain changing a final score', async () => {
    const scene = await seasonScene(test, clock);
    const [lions, tigers] = scene.teams as [SceneTeamT, SceneTeamT];
    const later = await scene.fixture(lions, tigers, 2 * HOUR);
    const early = await lions.captain.client.post(resultUrl(later), { homeScore: 1, awayScore: 0 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The result can be reported once the game has kicked off');

    const played = await scene.fixture(lions, tigers);
    await report(lions.captain, played, 1, 0);
    for (const captain of [lions.captain, tigers.captain]) {
      const again = await captain.client.post(resultUrl(played), { homeScore: 0, awayScore: 1 });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('result_recorded');
    }
    await report(scene.organiser, played, 1, 0);
    const afterFinal = await tigers.captain.client.post(resultUrl(played), { homeScore: 0, awayScore: 1 });
    expect(afterFinal.statusCode).toBe(409);
    expect((await fixtureRow(scene, played)).homeScore).toBe(1);
  });

  it('validates scores, winners and player lines', async () => {
    const scene = await seasonScene(test, clock);
    const [lions, tigers] = scene.teams as [SceneTeamT, SceneTeamT];
    const fixtureId = await scene.fixture(lions, tigers);

    for (const body of [
      { homeScore: -1, awayScore: 0 },
      { homeScore: 1000, awayScore: 0 },
      { homeScore: 1.5, awayScore: 0 },
      { homeScore: 1 },
      { homeScore: 1, awayScore: 0, players: [{ userId: lions.player.id, stat: 1000 }] },
    ]) {
      expect((await lions.captain.client.post(resultUrl(fixtureId), body)).statusCode).toBe(400);
    }
    const namedWinner = await lions.captain.client.post(resultUrl(fixtureId), {
      homeScore: 1,
      awayScore: 1,
      winnerTeamId: lions.id,
    });
    expect(namedWinner.statusCode).toBe(400);
    expect(namedWinner.json().message).toBe('A league game can end level: leave out who went through.');
    const stranger = await lions.captain.client.post(resultUrl(fixtureId), {
      homeScore: 1,
      awayScore: 0,
      players: [{ userId: scene.member.id, stat: 1 }],
    });
    expect(stranger.statusCode).toBe(400);
    expect((await fixtureRow(scene, fixtureId)).resultStatus).toBe('none');
  });

  it('answers 404 for a fixture that does not exist or is not a uuid', async () => {
    const scene = await seasonScene(test, clock);
    for (const id of ['6f1c2a4e-0000-4000-8000-000000000000', 'not-a-fixture']) {
      const missing = await scene.organiser.client.post(resultUrl(id), { homeScore: 1, awayScore: 0 });
      expect(missing.statusCode).toBe(404);
    }
  });
});

describe('confirming and disputing', () => {
  it("counts a report when the other captain confirms it, and not for the reporter's own side", async () => {
    const scene = await seasonScene(test, clock);
    const [lions, tigers] = scene.teams as [SceneTeamT, SceneTeamT];
    const fixtureId = await scene.fixture(lions, tigers);
    await report(tigers.captain, fixtureId, 0, 2);

    for (const who of [tigers.captain, lions.player, scene.organiser, scene.member]) {
      const refused = await who.client.post(`${resultUrl(fixtureId)}/confirm`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("Only the other team's captain can confirm this result.");
    }
    const confirmed = await lions.captain.client.post(`${resultUrl(fixtureId)}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ resultStatus: 'final', countedAt: expect.any(String) });
    const again = await lions.captain.client.post(`${resultUrl(fixtureId)}/confirm`);
    expect(again.statusCode).toBe(409);
  });

  it('sends a dispute to every organiser, and an organiser settles it', async () => {
    const scene = await seasonScene(test, clock);
    const [lions, tigers] = scene.teams as [SceneTeamT, SceneTeamT];
    const fixtureId = await scene.fixture(lions, tigers);
    await report(lions.captain, fixtureId, 3, 0);

    const empty = await tigers.captain.client.post(`${resultUrl(fixtureId)}/dispute`, { reason: '   ' });
    expect(empty.statusCode).toBe(400);
    const byReporter = await lions.captain.client.post(`${resultUrl(fixtureId)}/dispute`, { reason: 'No' });
    expect(byReporter.statusCode).toBe(403);
    const disputed = await tigers.captain.client.post(`${resultUrl(fixtureId)}/dispute`, {
      reason: 'It finished 2-2',
    });
    expect(disputed.statusCode).toBe(200);
    expect(disputed.json()).toMatchObject({ resultStatus: 'disputed', disputeReason: 'It finished 2-2' });
    for (const organiser of [scene.organiser, scene.coOrganiser]) {
      expect(await noticesOf(scene, organiser, 'league_result_disputed')).toEqual([
        {
          message:
            'Tigers\'s captain disputed Lions 3-0 Tigers: "It finished 2-2". Settle the score for it to count.',
        },
      ]);
    }
    // Neither captain can confirm or report over a dispute; only an organiser settles it.
    expect((await lions.captain.client.post(`${resultUrl(fixtureId)}/confirm`)).statusCode).toBe(403);
    expect((await tigers.captain.client.post(`${resultUrl(fixtureId)}/confirm`)).statusCode).toBe(409);
    expect(
      (await lions.captain.client.put(resultUrl(fixtureId), { homeScore: 2, awayScore: 2 })).statusCode,
    ).toBe(403);
    const settled = await scene.coOrganiser.client.put(resultUrl(fixtureId), { homeScore: 2, awayScore: 2 });
    expect(settled.statusCode).toBe(200);
    expect(settled.json()).toMatchObject({ resultStatus: 'final', homeScore: 2, awayScore: 2 });
  });

  it('lets an organiser correct a final score, the table following', async () => {
    const scene = await seasonScene(test, clock);
    const [lions, tigers] = scene.teams as [SceneTeamT, SceneTeamT];
    const fixtureId = await scene.fixture(lions, tigers);
    await report(scene.organiser, fixtureId, 1, 0);
    const corrected = await scene.organiser.client.put(resultUrl(fixtureId), { homeScore: 0, awayScore: 4 });
    expect(corrected.json()).toMatchObject({ resultStatus: 'final', homeScore: 0, awayScore: 4 });
    const table = (await scene.member.client.get(`/api/seasons/${scene.seasonId}/table`)).json();
    expect(
      table.rows.map((row: { team: { name: string }; points: number }) => [row.team.name, row.points]),
    ).toEqual([
      ['Tigers', 3],
      ['Lions', 0],
    ]);
  });
});

describe('the 48-hour rule', () => {
  const countDue = () => test.app.services.seasonResults.countDue();

  it("counts a captain's report 48 hours after it was made, once, and never a disputed one", async () => {
    const scene = await seasonScene(test, clock, { teams: 3 });
    const [lions, tigers, bears] = scene.teams as [SceneTeamT, SceneTeamT, SceneTeamT];
    const waiting = await scene.fixture(lions, tigers);
    const disputed = await scene.fixture(bears, lions);
    await report(lions.captain, waiting, 2, 0);
    await report(bears.captain, disputed, 1, 0);
    await lions.captain.client.post(`${resultUrl(disputed)}/dispute`, { reason: 'We won' });

    clock.advance(47 * HOUR);
    expect(await countDue()).toBe(0);
    expect((await fixtureRow(scene, waiting)).resultStatus).toBe('reported');

    clock.advance(HOUR + 1000);
    const countingFrom = clock.now().getTime();
    expect(await countDue()).toBe(1);
    const counted = await fixtureRow(scene, waiting);
    expect(counted.resultStatus).toBe('final');
    // Counted by the app's clock, at the run (the test clock keeps ticking with real time).
    expect(counted.countedAt?.getTime()).toBeGreaterThanOrEqual(countingFrom);
    expect(counted.countedAt?.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    expect((await fixtureRow(scene, disputed)).resultStatus).toBe('disputed');

    clock.advance(DAY);
    expect(await countDue()).toBe(0);
    expect((await fixtureRow(scene, waiting)).countedAt?.getTime()).toBe(counted.countedAt?.getTime());
  });
});

type SceneTeamT = SeasonScene['teams'][number];
