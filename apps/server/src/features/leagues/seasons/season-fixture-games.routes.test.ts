import type { Notification } from '@rally/shared/notifications/notifications.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import type { TestUser } from '../../../test/user-factories.ts';
import { fixturesScene } from './fixtures/fixtures.test-scene.ts';

// Once the fixtures are out, a team's fixture games follow its roster in the same write, and deleting
// a season or its league cancels their upcoming games with every player told.

let test: TestApp;
const clock = createTestClock();
beforeAll(async () => {
  test = await buildTestApp({ clock });
});
afterAll(async () => {
  await test.close();
});

async function generatedScene() {
  clock.advance(60 * 60 * 1000);
  const scene = await fixturesScene(test, { teams: ['Reds', 'Blues'] });
  const generated = await scene.generate();
  if (generated.statusCode !== 201) throw new Error(`generation failed: ${generated.body}`);
  const [fixture] = await scene.storedFixtures();
  return { ...scene, gameId: fixture!.gameId! };
}

async function cancellationNotices(user: TestUser) {
  const response = await user.client.get('/api/notifications');
  return (response.json().notifications as Notification[]).filter(
    (notice) => notice.title === 'Fixtures cancelled',
  );
}

describe('a roster change after the fixtures are out', () => {
  it("puts a new player in the team's fixture games and takes a removed one out", async () => {
    const scene = await generatedScene();
    const reds = scene.team('Reds');

    const placed = await scene.organiser.client.put(
      `/api/season-teams/${reds.id}/players/${scene.member.id}`,
    );
    const withMember = await scene.gameOf(scene.gameId);
    const removed = await scene.organiser.client.delete(
      `/api/season-teams/${reds.id}/players/${reds.player.id}`,
    );
    const withoutPlayer = await scene.gameOf(scene.gameId);

    expect([placed.statusCode, removed.statusCode]).toEqual([200, 200]);
    expect(withMember.playerIds).toContain(scene.member.id);
    expect(withoutPlayer.playerIds).not.toContain(reds.player.id);
    expect(withoutPlayer.playerIds).toContain(scene.member.id);
  });
});

describe('deleting', () => {
  it('a season cancels its fixture games and tells each player once', async () => {
    const scene = await generatedScene();

    const response = await scene.organiser.client.delete(`/api/seasons/${scene.seasonId}`);

    expect(response.statusCode).toBe(200);
    expect(await scene.gameExists(scene.gameId)).toBe(false);
    expect(await cancellationNotices(scene.team('Blues').player)).toHaveLength(1);
  });

  it("a league cancels its seasons' fixture games and tells each player", async () => {
    const scene = await generatedScene();

    const response = await scene.organiser.client.delete(`/api/leagues/${scene.leagueId}`);

    expect(response.statusCode).toBe(200);
    expect(await cancellationNotices(scene.team('Reds').captain)).toHaveLength(1);
    expect(await cancellationNotices(scene.team('Blues').player)).toHaveLength(1);
    // A member on no team had no fixture to lose.
    expect(await cancellationNotices(scene.member)).toEqual([]);
  });
});
