import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertGame } from '../../test/game-factories.ts';
import { createUser } from '../../test/user-factories.ts';

const DAY = 24 * 60 * 60 * 1000;

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

const moveClock = (app: TestApp['app'], offsetMs: number, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/dev/clock', payload: { offsetMs }, remoteAddress });

describe('the movable clock', () => {
  it('is not there when CLOCK_CONTROL is off', async () => {
    test = await buildTestApp();
    expect((await moveClock(test.app, DAY)).statusCode).toBe(404);
  });

  it('refuses a peer that is not on this machine', async () => {
    test = await buildTestApp({ env: { CLOCK_CONTROL: 'on' } });
    const response = await moveClock(test.app, DAY, '192.168.1.20');
    expect(response.statusCode).toBe(404);
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/dev/clock', remoteAddress: '127.0.0.1' })).json(),
    ).toMatchObject({ offsetMs: 0 });
  });

  it('moves the app clock so a game that starts tomorrow opens for reviews', async () => {
    test = await buildTestApp({ env: { CLOCK_CONTROL: 'on' } });
    const host = await createUser(test, { name: 'Hana' });
    const ben = await createUser(test, { name: 'Ben' });
    const gameId = await insertGame(test, host.id, { players: [ben.id] });
    const before = await ben.client.get(`/api/games/${gameId}/review-page`);
    expect(before.json()).toMatchObject({ completed: false, reviewable: [] });

    const moved = await moveClock(test.app, 2 * DAY);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().offsetMs).toBe(2 * DAY);
    const after = await ben.client.get(`/api/games/${gameId}/review-page`);
    expect(after.json()).toMatchObject({ completed: true, reviewable: [{ id: host.id }] });
  });

  it('is refused at start in production', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', CLOCK_CONTROL: 'on' })).toThrow(
      /CLOCK_CONTROL: must be off when NODE_ENV is production/,
    );
    expect(parseConfig({ NODE_ENV: 'production' }).clockControl).toBe(false);
  });
});
