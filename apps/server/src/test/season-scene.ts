import { eq } from 'drizzle-orm';
import { seasonFixtures, seasons } from '../db/schema/seasons.ts';
import type { Client, TestApp } from './build-test-app.ts';

// Scenes for the seasons tests: seasons and teams made through the real endpoints, and fixtures
// written directly (the fixtures part generates them; these tests only need a first kick-off). Tests only.

/** A valid season form: a Thursday-night league at one venue, starting next year. */
export function seasonForm(overrides: Record<string, unknown> = {}) {
  const year = new Date().getUTCFullYear() + 1;
  return {
    name: 'Autumn League',
    startDate: `${year}-09-01`,
    endDate: `${year}-11-30`,
    matchWeekdays: [4],
    matchTimes: ['19:00', '20:30'],
    timeZone: 'Europe/London',
    venues: [{ name: 'Riverside Park' }],
    ...overrides,
  };
}

/** Creates a season through POST /api/leagues/{id}/seasons; returns its id. */
export async function createSeason(
  client: Client,
  leagueId: string,
  overrides: Record<string, unknown> = {},
) {
  const response = await client.post(`/api/leagues/${leagueId}/seasons`, seasonForm(overrides));
  if (response.statusCode !== 201) throw new Error(`season create failed: ${response.body}`);
  return response.json().id as string;
}

let colour = 0;

/** Creates a team through POST /api/seasons/{id}/teams; returns its id. */
export async function createTeam(
  client: Client,
  seasonId: string,
  name: string,
  captainId: string | null = null,
): Promise<string> {
  colour = (colour + 1) % 10;
  const response = await client.post(`/api/seasons/${seasonId}/teams`, {
    name,
    colour: `#00000${colour}`,
    ...(captainId ? { captainId } : {}),
  });
  if (response.statusCode !== 201) throw new Error(`team create failed: ${response.body}`);
  return response.json().id as string;
}

/** Puts a player on a team through PUT /api/season-teams/{id}/players/{userId}, failing loudly if refused. */
export async function placePlayer(client: Client, teamId: string, userId: string) {
  const response = await client.put(`/api/season-teams/${teamId}/players/${userId}`);
  if (response.statusCode !== 200) throw new Error(`placement failed: ${response.body}`);
}

/**
 * Writes a fixture between two teams starting at `startsAt`, and marks the season's fixtures as
 * generated, as the fixtures part leaves them (without the fixture's game).
 */
export async function insertFixture(
  test: Pick<TestApp, 'database'>,
  seasonId: string,
  homeTeamId: string,
  awayTeamId: string,
  startsAt: Date,
) {
  const db = test.database.connection.db;
  await db.insert(seasonFixtures).values({
    seasonId,
    round: 1,
    homeTeamId,
    awayTeamId,
    date: startsAt.toISOString().slice(0, 10),
    time: startsAt.toISOString().slice(11, 16),
    startsAt,
    venue: { name: 'Riverside Park', latitude: null, longitude: null },
  });
  await db
    .update(seasons)
    .set({ fixturesGeneratedAt: new Date(), stage: 'regular' })
    .where(eq(seasons.id, seasonId));
}
