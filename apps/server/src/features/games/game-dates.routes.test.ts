import { gameDateMessages, latestGameDate } from '@rally/shared/date-time';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertLeague } from '../../test/league-content-scene.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

let test: TestApp;
beforeEach(async () => {
  test = await buildTestApp();
});
afterEach(async () => {
  await test.close();
});

/** Both sides of UTC, and both ends: Kiritimati is UTC+14, Pago Pago UTC-11. */
const ZONES = ['America/Chicago', 'Pacific/Kiritimati', 'Asia/Tokyo', 'Pacific/Pago_Pago'];
const FAR = '9999-12-31';

const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const newGame = (date: string, time: string, timeZone: string) => ({
  sport: 'soccer',
  title: 'Far future kickabout',
  date,
  time,
  timeZone,
  location: 'Hackney Marshes',
});

const leagueGame = (targetLeagueId: string, date: string, time: string, timeZone: string) => ({
  targetLeagueId,
  title: 'Far future derby',
  date,
  time,
  timeZone,
  location: 'Riverside Park',
});

const refusedAsTooFar = {
  code: 'validation_failed',
  message: gameDateMessages.tooFar,
  fields: { date: [gameDateMessages.tooFar] },
};

async function twoLeagues() {
  const alice = await createUser(test);
  const bob = await createUser(test);
  const alpha = await insertLeague(test, alice.id, { name: 'Alpha FC' });
  const bravo = await insertLeague(test, bob.id, { name: 'Bravo United' });
  return { alice, alpha, bravo };
}

const myGames = async (player: TestUser) =>
  (await player.client.get('/api/games/mine')).json().games.map((game: { date: string }) => game.date);

describe('how far ahead a game may be', () => {
  it('refuses a game on 9999-12-31 in every zone with a readable 400, and creates none', async () => {
    const host = await createUser(test);
    for (const timeZone of ZONES) {
      for (const time of ['00:00', '18:00', '23:00', '23:59']) {
        const response = await host.client.post('/api/games', newGame(FAR, time, timeZone));
        expect([timeZone, time, response.statusCode, response.json()]).toEqual([
          timeZone,
          time,
          400,
          refusedAsTooFar,
        ]);
      }
    }
    expect(await myGames(host)).toEqual([]);
  });

  it('creates a game on the last day allowed, late in every zone, and refuses the day after', async () => {
    const host = await createUser(test);
    const latest = latestGameDate();
    for (const timeZone of ZONES) {
      const last = await host.client.post('/api/games', newGame(latest, '23:59', timeZone));
      expect([timeZone, last.statusCode]).toEqual([timeZone, 201]);
      const after = await host.client.post('/api/games', newGame(dayAfter(latest), '00:00', timeZone));
      expect([timeZone, after.statusCode, after.json()]).toEqual([timeZone, 400, refusedAsTooFar]);
    }
    expect(await myGames(host)).toEqual(ZONES.map(() => latest));
  });

  it('refuses a league game request on 9999-12-31 in every zone, and sends none', async () => {
    const { alice, alpha, bravo } = await twoLeagues();
    for (const timeZone of ZONES) {
      for (const time of ['18:00', '23:00']) {
        const response = await alice.client.post(
          `/api/leagues/${alpha}/game-requests`,
          leagueGame(bravo, FAR, time, timeZone),
        );
        expect([timeZone, time, response.statusCode, response.json()]).toEqual([
          timeZone,
          time,
          400,
          refusedAsTooFar,
        ]);
      }
    }
    expect((await alice.client.get(`/api/leagues/${alpha}/game-requests`)).json().requests).toEqual([]);
  });

  it('sends a league game request for the last day allowed in every zone, and refuses the day after', async () => {
    const { alice, alpha, bravo } = await twoLeagues();
    const latest = latestGameDate();
    for (const timeZone of ZONES) {
      const url = `/api/leagues/${alpha}/game-requests`;
      const last = await alice.client.post(url, leagueGame(bravo, latest, '23:59', timeZone));
      expect([timeZone, last.statusCode]).toEqual([timeZone, 201]);
      const after = await alice.client.post(url, leagueGame(bravo, dayAfter(latest), '00:00', timeZone));
      expect([timeZone, after.statusCode, after.json()]).toEqual([timeZone, 400, refusedAsTooFar]);
    }
    const sent = (await alice.client.get(`/api/leagues/${alpha}/game-requests`)).json().requests;
    expect(sent.map((request: { date: string }) => request.date)).toEqual(ZONES.map(() => latest));
  });
});
