import { MONITORING_ACTIVITY_KEPT } from '@rally/shared/monitoring/monitoring.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts';
import { insertGame } from '../../test/game-factories.ts';
import { createLeague, joinAll } from '../../test/league-scene.ts';
import { createTestClock, type TestClock } from '../../test/test-clock.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

const ACTIVITY = '/api/monitoring/activity';

let test: TestApp;
let clock: TestClock;
let admin: TestUser;
beforeAll(async () => {
  clock = createTestClock(new Date('2026-06-15T12:00:00Z'));
  test = await buildTestApp({ clock });
  admin = await createUser(test, { name: 'Ada Admin' });
  await test.app.services.roles.grantByEmail(admin.email);
});
afterAll(() => test.close());

type Entry = {
  action: string;
  user: { id: string; name: string };
  subject: string | null;
  private: boolean;
  at: string;
};

const game = {
  sport: 'soccer',
  date: '2026-07-01',
  time: '18:30',
  timeZone: 'UTC',
  location: 'Hackney Marshes',
  maxPlayers: 10,
};

describe('recent user activity', () => {
  it('lists sign-ups, games and leagues created and joined, newest first, hiding private names', async () => {
    const host = await createUser(test, { name: 'Hana Host' });
    const player = await createUser(test, { name: 'Pia Player' });
    const open = await host.client.post('/api/games', { ...game, title: 'Open five-a-side' });
    expect(open.statusCode, open.body).toBe(201);
    const secret = await host.client.post('/api/games', { ...game, title: 'Secret run', isPrivate: true });
    expect(secret.statusCode, secret.body).toBe(201);
    const joined = await player.client.post(`/api/games/${open.json().id}/join`);
    expect(joined.statusCode, joined.body).toBe(200);
    const leagueId = await createLeague(host, { name: 'Sunday Strikers' });
    await joinAll(leagueId, [player]);

    const response = await admin.client.get(ACTIVITY);
    expect(response.statusCode, response.body).toBe(200);
    const entries = response.json().entries as Entry[];
    const times = entries.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    const about = (userId: string) =>
      entries
        .filter((entry) => entry.user.id === userId)
        .map(({ action, user, subject, private: hidden }) => ({ action, name: user.name, subject, hidden }));
    expect(about(host.id)).toEqual(
      expect.arrayContaining([
        { action: 'created_game', name: 'Hana Host', subject: 'Open five-a-side', hidden: false },
        { action: 'created_game', name: 'Hana Host', subject: null, hidden: true },
        { action: 'created_league', name: 'Hana Host', subject: 'Sunday Strikers', hidden: false },
        { action: 'signed_up', name: 'Hana Host', subject: null, hidden: false },
      ]),
    );
    // The host's own place in their game and league is no join.
    expect(about(host.id).filter((entry) => entry.action.startsWith('joined'))).toEqual([]);
    expect(about(player.id)).toEqual(
      expect.arrayContaining([
        { action: 'joined_game', name: 'Pia Player', subject: 'Open five-a-side', hidden: false },
        { action: 'joined_league', name: 'Pia Player', subject: 'Sunday Strikers', hidden: false },
      ]),
    );
    expect(JSON.stringify(entries)).not.toContain('Secret run');
  });

  it(`keeps the newest ${MONITORING_ACTIVITY_KEPT}`, async () => {
    const host = await createUser(test);
    for (let i = 0; i < MONITORING_ACTIVITY_KEPT + 5; i += 1) {
      // Dated after every account's sign-up (real time), so these are the newest.
      await insertGame(test, host.id, {
        title: `Game ${i}`,
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)),
      });
    }
    const entries = (await admin.client.get(ACTIVITY)).json().entries as Entry[];
    expect(entries).toHaveLength(MONITORING_ACTIVITY_KEPT);
    expect(entries[0]).toMatchObject({
      action: 'created_game',
      subject: `Game ${MONITORING_ACTIVITY_KEPT + 4}`,
    });
  });

  it('is for administrators only', async () => {
    const player = await createUser(test);
    expect((await player.client.get(ACTIVITY)).statusCode).toBe(403);
    expect((await createClient(test.app).get(ACTIVITY)).statusCode).toBe(401);
  });
});
