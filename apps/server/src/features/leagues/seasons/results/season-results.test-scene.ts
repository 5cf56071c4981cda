import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { leagueOrganisers } from '../../../../db/schema/leagues.ts';
import { seasonFixtures, seasons, seasonTeamPlayers, seasonTeams } from '../../../../db/schema/seasons.ts';
import type { TestApp } from '../../../../test/build-test-app.ts';
import { createLeague, insertMember } from '../../../../test/league-scene.ts';
import type { TestClock } from '../../../../test/test-clock.ts';
import { createUser, type TestUser } from '../../../../test/user-factories.ts';

// A season for the results tests: a league with its creator, a co-organiser, a plain member and an
// outsider, and teams of two (a captain and a player) written directly, so each test plays fixtures at
// the times it needs. Tests only.

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export type SceneTeam = { id: string; name: string; captain: TestUser; player: TestUser };

const isoDate = (at: Date) => at.toISOString().slice(0, 10);
const hhmm = (at: Date) => at.toISOString().slice(11, 16);

export async function seasonScene(
  test: TestApp,
  clock: TestClock,
  options: {
    teams?: number;
    playoffTeams?: 0 | 2 | 4 | 8;
    thirdPlace?: boolean;
    statLabel?: string | null;
  } = {},
) {
  const db = test.database.connection.db;
  const organiser = await createUser(test, { name: 'Olive Organiser' });
  const coOrganiser = await createUser(test, { name: 'Cora Coorganiser' });
  const member = await createUser(test, { name: 'Mel Member' });
  const outsider = await createUser(test, { name: 'Otto Outsider' });
  const leagueId = await createLeague(organiser);
  await insertMember(test, leagueId, coOrganiser.id);
  await insertMember(test, leagueId, member.id);
  await db.insert(leagueOrganisers).values({ leagueId, userId: coOrganiser.id });

  const [season] = await db
    .insert(seasons)
    .values({
      leagueId,
      name: 'Autumn 2026',
      startDate: isoDate(new Date(clock.now().getTime() - 30 * DAY)),
      endDate: isoDate(new Date(clock.now().getTime() + 30 * DAY)),
      playoffTeams: options.playoffTeams ?? 0,
      thirdPlaceGame: options.thirdPlace ?? false,
      statLabel: options.statLabel === undefined ? 'Goals' : options.statLabel,
      matchWeekdays: [1, 2, 3, 4, 5, 6, 7],
      matchTimes: ['19:00', '20:30'],
      timeZone: 'UTC',
      venues: [
        { name: 'North Park', latitude: null, longitude: null },
        { name: 'South Field', latitude: null, longitude: null },
      ],
      stage: 'regular',
      fixturesGeneratedAt: clock.now(),
      feedToken: randomUUID(),
      createdBy: organiser.id,
    })
    .returning();
  if (!season) throw new Error('season insert failed');

  const names = ['Lions', 'Tigers', 'Bears', 'Wolves', 'Eagles', 'Hawks', 'Sharks', 'Foxes'];
  const teams: SceneTeam[] = [];
  for (const name of names.slice(0, options.teams ?? 2)) {
    const captain = await createUser(test, { name: `${name} Captain` });
    const player = await createUser(test, { name: `${name} Player` });
    await insertMember(test, leagueId, captain.id);
    await insertMember(test, leagueId, player.id);
    const [team] = await db
      .insert(seasonTeams)
      .values({ seasonId: season.id, name, colour: '#1d4ed8', captainId: captain.id })
      .returning();
    if (!team) throw new Error('team insert failed');
    await db.insert(seasonTeamPlayers).values([
      { seasonId: season.id, teamId: team.id, userId: captain.id },
      { seasonId: season.id, teamId: team.id, userId: player.id },
    ]);
    teams.push({ id: team.id, name, captain, player });
  }

  /** A regular fixture kicking off `offsetMs` from now (negative: already started). */
  async function fixture(home: SceneTeam, away: SceneTeam, offsetMs = -2 * HOUR, round = 1) {
    const startsAt = new Date(clock.now().getTime() + offsetMs);
    const [row] = await db
      .insert(seasonFixtures)
      .values({
        seasonId: season!.id,
        stage: 'regular',
        round,
        homeTeamId: home.id,
        awayTeamId: away.id,
        date: isoDate(startsAt),
        time: hhmm(startsAt),
        startsAt,
        venue: { name: 'North Park', latitude: null, longitude: null },
      })
      .returning();
    return row!.id;
  }

  /** The season's row as stored. */
  async function seasonRow() {
    const [row] = await db.select().from(seasons).where(eq(seasons.id, season!.id));
    return row!;
  }

  async function playoffFixtures() {
    return db
      .select()
      .from(seasonFixtures)
      .where(eq(seasonFixtures.seasonId, season!.id))
      .orderBy(asc(seasonFixtures.round), asc(seasonFixtures.isThirdPlace), asc(seasonFixtures.bracketSlot))
      .then((rows) => rows.filter((row) => row.stage === 'playoff'));
  }

  /** Moves a fixture's kick-off into the past (playoff games are made for later match days). */
  async function kickOff(fixtureId: string) {
    await db
      .update(seasonFixtures)
      .set({ startsAt: new Date(clock.now().getTime() - HOUR) })
      .where(eq(seasonFixtures.id, fixtureId));
  }

  return {
    db,
    leagueId,
    seasonId: season.id,
    organiser,
    coOrganiser,
    member,
    outsider,
    teams,
    fixture,
    seasonRow,
    playoffFixtures,
    kickOff,
  };
}

export type SeasonScene = Awaited<ReturnType<typeof seasonScene>>;

/** Reports a score by `who` (POST), failing loudly unless it is taken. */
export async function report(
  who: TestUser,
  fixtureId: string,
  homeScore: number,
  awayScore: number,
  extra = {},
) {
  const response = await who.client.post(`/api/season-fixtures/${fixtureId}/result`, {
    homeScore,
    awayScore,
    ...extra,
  });
  if (response.statusCode !== 200) throw new Error(`report failed: ${response.body}`);
  return response.json();
}

/** Settles a score as an organiser (PUT), failing loudly unless it is taken. */
export async function settle(
  who: TestUser,
  fixtureId: string,
  homeScore: number,
  awayScore: number,
  extra = {},
) {
  const response = await who.client.put(`/api/season-fixtures/${fixtureId}/result`, {
    homeScore,
    awayScore,
    ...extra,
  });
  if (response.statusCode !== 200) throw new Error(`settle failed: ${response.body}`);
  return response.json();
}
