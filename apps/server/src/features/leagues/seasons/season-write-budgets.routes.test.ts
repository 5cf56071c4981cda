import { randomUUID } from 'node:crypto';
import { SEASON_CREATIONS_PER_HOUR, SEASON_PLACEMENT_REQUESTS_PER_HOUR } from '@rally/shared/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createLeague, insertMember } from '../../../test/league-scene.ts';
import { createSeason, seasonForm } from '../../../test/season-scene.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { createUser, type TestUser } from '../../../test/user-factories.ts';
import { seasonWriteBudgetMessages } from './season-write-budgets.ts';

// A season's writes spend their account's hourly budget: every write route has one, a success spends
// it, a refusal does not, and one account's budget is its own.

const HOUR = 60 * 60 * 1000;
const clock = createTestClock();
let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp({ clock });
});
afterAll(async () => {
  await test.close();
});

type Operation = { operationId?: string; responses: Record<string, unknown> };

/** The API document's season paths (`/api/seasons/{seasonId}`) as Fastify names them (`:seasonId`). */
const SEASON_PATH = /^\/api\/(seasons|season-teams|season-fixtures|leagues\/\{id\}\/seasons)(\/|$)/;

describe('season write budgets', () => {
  it('covers every season write route the app serves, and declares its 429', async () => {
    const document = (await test.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const writes = Object.entries(document.paths)
      .filter(([path]) => SEASON_PATH.test(path))
      .flatMap(([path, byMethod]) =>
        Object.entries(byMethod)
          .filter(([method]) => method !== 'get' && method !== 'head')
          .map(([method, operation]) => ({
            route: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
            operation,
          })),
      );
    const budgeted = new Map(
      test.app.seasonWriteBudgets.routes.map((route) => [`${route.method} ${route.url}`, route.group]),
    );

    // Seasons, teams, rosters, placement requests, fixtures, results and playoffs: 17 writes today.
    expect(writes.length).toBeGreaterThanOrEqual(17);
    for (const { route, operation } of writes) {
      expect(budgeted.get(route), route).toBeDefined();
      expect(operation.responses, route).toHaveProperty('429');
    }
    expect([...new Set(budgeted.values())].sort()).toEqual([
      'season-create',
      'season-fixture-move',
      'season-placement-request',
      'season-result',
      'season-setup',
    ]);
  });

  it('refuses a season past the hour’s budget with its words and writes nothing; refusals cost nothing', async () => {
    clock.advance(HOUR);
    const organiser = await createUser(test);
    const leagueId = await createLeague(organiser);

    // A league that is not there: refused with 404 each time, none of which spends the budget.
    for (let index = 0; index <= SEASON_CREATIONS_PER_HOUR; index += 1) {
      const missing = await organiser.client.post(`/api/leagues/${randomUUID()}/seasons`, seasonForm());
      expect(missing.statusCode).toBe(404);
    }
    for (let index = 0; index < SEASON_CREATIONS_PER_HOUR; index += 1)
      await createSeason(organiser.client, leagueId, { name: `Season ${index + 1}` });

    const over = await organiser.client.post(
      `/api/leagues/${leagueId}/seasons`,
      seasonForm({ name: 'One too many' }),
    );

    expect([over.statusCode, over.json().message]).toEqual([429, seasonWriteBudgetMessages['season-create']]);
    const listed = (await organiser.client.get(`/api/leagues/${leagueId}/seasons`)).json();
    expect(JSON.stringify(listed)).not.toContain('One too many');

    clock.advance(HOUR);
    const nextHour = await organiser.client.post(
      `/api/leagues/${leagueId}/seasons`,
      seasonForm({ name: 'Next hour' }),
    );
    expect(nextHour.statusCode).toBe(201);
  });

  it("leaves another account's budget whole", async () => {
    clock.advance(HOUR);
    const busy = await createUser(test);
    const other = await createUser(test);
    const busyLeague = await createLeague(busy);
    const otherLeague = await createLeague(other);
    for (let index = 0; index < SEASON_CREATIONS_PER_HOUR; index += 1)
      await createSeason(busy.client, busyLeague, { name: `Season ${index + 1}` });
    const refused = await busy.client.post(`/api/leagues/${busyLeague}/seasons`, seasonForm());
    expect(refused.statusCode).toBe(429);

    const created = await other.client.post(`/api/leagues/${otherLeague}/seasons`, seasonForm());

    expect(created.statusCode).toBe(201);
  });

  it('stops a member asking and withdrawing a placement in a loop, with its own words', async () => {
    clock.advance(HOUR);
    const organiser = await createUser(test);
    const member: TestUser = await createUser(test);
    const leagueId = await createLeague(organiser);
    await insertMember(test, leagueId, member.id);
    const seasonId = await createSeason(organiser.client, leagueId, { registration: 'open' });
    const ask = () =>
      member.client.post(`/api/seasons/${seasonId}/placement-requests`, { message: 'Any team' });
    const withdraw = () => member.client.delete(`/api/seasons/${seasonId}/placement-requests/me`);

    for (let index = 0; index < SEASON_PLACEMENT_REQUESTS_PER_HOUR / 2; index += 1) {
      expect((await ask()).statusCode).toBe(201);
      expect((await withdraw()).statusCode).toBe(200);
    }
    const over = await ask();

    expect([over.statusCode, over.json().message]).toEqual([
      429,
      seasonWriteBudgetMessages['season-placement-request'],
    ]);
    const seen = (await organiser.client.get(`/api/seasons/${seasonId}`)).json();
    expect(JSON.stringify(seen)).not.toContain('Any team');
  });
});
