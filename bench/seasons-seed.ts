/**
 * The season benchmark's data (issue 29 §5): a public soccer league of 301 members running one season of
 * 20 teams of 15 players, double round robin (380 fixtures, one round of ten fixtures each Thursday across
 * five venues and two kick-off times), and the viewer, a player of the first team. The first 19 rounds
 * are played: their fixtures have scores (most final and counted, a few reported and waiting or disputed)
 * and each player's appearances and goals; the other 19 rounds are ahead. Each fixture is a real game of
 * the league with both teams' players on it, hosted by the home captain and co-hosted by the away one. Written straight into the tables (no sign-up, no
 * generation), so seeding takes seconds.
 */
import { randomUUID } from 'node:crypto';
import { SESSION_TTL_SECONDS } from '@rally/shared/limits';
import type { ResultStatus } from '@rally/shared/seasons/seasons.constants';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { sessions, users } from '../apps/server/src/db/schema/auth.ts';
import { gameCohosts, gameParticipants, games } from '../apps/server/src/db/schema/games.ts';
import { leagueMemberships, leagues } from '../apps/server/src/db/schema/leagues.ts';
import { userProfiles } from '../apps/server/src/db/schema/profiles.ts';
import {
  type SeasonVenue,
  seasonFixturePlayers,
  seasonFixtures,
  seasons,
  seasonTeamPlayers,
  seasonTeams,
} from '../apps/server/src/db/schema/seasons.ts';
import { sessionCookie } from './api-overhead-seed.ts';

export type SeasonSeeded = {
  viewerId: string;
  cookie: string;
  seasonId: string;
  fixtures: number;
  /** The viewer's team: the fixture list's "My team's fixtures" asks for it. */
  viewerTeamId: string;
};

export const SEASON_TEAMS = 20;
export const SEASON_ROSTER = 15;
/** Rounds played of the 38: half the season. */
const PLAYED_ROUNDS = 19;
/** Players of each team who appear in a played fixture (the rest sit it out, in turn). */
const APPEARANCES = 11;

const ORGANISER = 'bench-season-organiser';
const VIEWER = 'bench-season-viewer';
const DAY_MS = 24 * 60 * 60 * 1000;
const TIMES = ['19:00', '20:30'] as const;
const VENUES: SeasonVenue[] = [
  { name: 'Riverside Park pitch 1', latitude: 51.4946, longitude: -0.1224 },
  { name: 'Riverside Park pitch 2', latitude: 51.4946, longitude: -0.1224 },
  { name: 'Northfield Sports Centre', latitude: 51.5586, longitude: -0.1039 },
  { name: 'Eastgate Astro', latitude: 51.5155, longitude: -0.0552 },
  { name: 'Westway Football Centre', latitude: 51.5196, longitude: -0.2182 },
];
// Mixed case and accents, so the name sorts do real collation work.
const FIRST = ['Ana', 'ángel', 'Émile', 'zoë', 'Bob', 'chloé', 'Dmitri', 'eva', 'Łukasz', 'Noor'];
const TEAM_NAMES = [
  'Thursday Titans',
  'Riverside Rovers',
  'Northfield United',
  'Eastgate Athletic',
  'Westway Wanderers',
  'Canal Street FC',
  'Park Lane Rangers',
  'Old Boys XI',
  'Real Madras',
  'Inter Nos',
  'Sporting Chancers',
  'Dynamo Kitchens',
  'AC Milanese',
  'Borussia Teeth',
  'Lokomotiv Loungers',
  'Athletico Lentils',
  'Norwich Sitty',
  'Crystal Phlegm',
  'Tottenham Hotsocks',
  'Aston Villain',
];
const COLOURS = [
  '#1d4ed8',
  '#b91c1c',
  '#15803d',
  '#a16207',
  '#7e22ce',
  '#0f766e',
  '#c2410c',
  '#be185d',
  '#334155',
  '#4d7c0f',
];

/**
 * The double round robin by the circle method: team 0 stays, the others turn; each round's pairs, the
 * second half the first's with home and away swapped. Home alternates by round, so each team's home
 * and away games are within one of each other.
 */
function doubleRoundRobin(teams: number): [number, number][][] {
  const rounds: [number, number][][] = [];
  const circle = Array.from({ length: teams }, (_, i) => i);
  for (let round = 0; round < teams - 1; round += 1) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < teams / 2; i += 1) {
      const a = circle[i]!;
      const b = circle[teams - 1 - i]!;
      pairs.push((round + i) % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    circle.splice(1, 0, circle.pop()!);
  }
  return [...rounds, ...rounds.map((pairs) => pairs.map(([home, away]): [number, number] => [away, home]))];
}

/** A small deterministic spread of scores and goal scorers (the same data every run). */
const scoreOf = (fixture: number, side: number) => (fixture * 7 + side * 3 + (fixture % 5)) % 5;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The Thursday on or before `date`, at midnight UTC. */
function thursdayOnOrBefore(date: Date): Date {
  const midnight = new Date(`${isoDate(date)}T00:00:00Z`);
  const back = (midnight.getUTCDay() - 4 + 7) % 7;
  return new Date(midnight.getTime() - back * DAY_MS);
}

/** Seeds the league, its season and the viewer's session; answers the ids and the cookie. */
export async function seedSeason(db: Database, secret: string, now: Date): Promise<SeasonSeeded> {
  const players = Array.from({ length: SEASON_TEAMS * SEASON_ROSTER }, (_, i) =>
    i === 0 ? VIEWER : `bench-season-player-${String(i).padStart(3, '0')}`,
  );
  const people = [ORGANISER, ...players].map((id, i) => ({
    id,
    name: i === 0 ? 'Olive Organiser' : `${FIRST[i % FIRST.length]} Player ${i}`,
    username: id.replace(/-/g, '_').slice(0, 30),
  }));
  await db.insert(users).values(
    people.map((p) => ({
      id: p.id,
      name: p.name,
      email: `${p.id}@bench.test`,
      emailVerified: true,
      username: p.username,
      displayUsername: p.username,
    })),
  );
  await db.insert(userProfiles).values(
    people.map((p) => ({
      userId: p.id,
      username: p.username,
      name: p.name,
      email: `${p.id}@bench.test`,
      location: 'London',
      sports: ['soccer'],
    })),
  );

  // The last played round was the Thursday before today; the next starts today at the earliest.
  const lastPlayed = thursdayOnOrBefore(new Date(now.getTime() - DAY_MS));
  const firstThursday = new Date(lastPlayed.getTime() - (PLAYED_ROUNDS - 1) * 7 * DAY_MS);
  const weeks = (n: number) => new Date(firstThursday.getTime() + n * 7 * DAY_MS);
  const [league] = await db
    .insert(leagues)
    .values({
      name: 'Thursday Night Football',
      sport: 'soccer',
      description: 'Seven-a-side on Thursday evenings, all levels welcome.',
      skillLevel: 'intermediate',
      place: 'London',
      latitude: 51.5072,
      longitude: -0.1276,
      memberCount: people.length,
      createdBy: ORGANISER,
      createdAt: weeks(-8),
    })
    .returning({ id: leagues.id });
  if (!league) throw new Error('season seed: the league was not inserted');
  await db.insert(leagueMemberships).values(
    people.map((p, i) => ({
      leagueId: league.id,
      userId: p.id,
      isCreator: i === 0,
      joinedAt: new Date(weeks(-8).getTime() + i * 60_000),
    })),
  );

  const schedule = doubleRoundRobin(SEASON_TEAMS);
  const [season] = await db
    .insert(seasons)
    .values({
      leagueId: league.id,
      name: 'Autumn 2026',
      startDate: isoDate(weeks(0)),
      endDate: isoDate(weeks(schedule.length - 1)),
      format: 'double_round_robin',
      playoffTeams: 4,
      thirdPlaceGame: true,
      rosterSize: SEASON_ROSTER,
      statLabel: 'Goals',
      matchWeekdays: [4],
      matchTimes: [...TIMES],
      timeZone: 'UTC',
      venues: VENUES,
      stage: 'regular',
      fixturesGeneratedAt: weeks(-1),
      feedToken: randomUUID().replace(/-/g, ''),
      createdBy: ORGANISER,
      createdAt: weeks(-2),
      updatedAt: weeks(-1),
    })
    .returning({ id: seasons.id });
  if (!season) throw new Error('season seed: the season was not inserted');

  const rosters = Array.from({ length: SEASON_TEAMS }, (_, team) =>
    players.slice(team * SEASON_ROSTER, (team + 1) * SEASON_ROSTER),
  );
  const teams = await db
    .insert(seasonTeams)
    .values(
      rosters.map((roster, team) => ({
        seasonId: season.id,
        name: TEAM_NAMES[team]!,
        colour: COLOURS[team % COLOURS.length]!,
        // The viewer plays for the first team; its captain is a teammate.
        captainId: roster[1]!,
        createdAt: new Date(weeks(-2).getTime() + team * 60_000),
      })),
    )
    .returning({ id: seasonTeams.id });
  await db.insert(seasonTeamPlayers).values(
    rosters.flatMap((roster, team) =>
      roster.map((userId, seat) => ({
        seasonId: season.id,
        teamId: teams[team]!.id,
        userId,
        joinedAt: new Date(weeks(-2).getTime() + (team * SEASON_ROSTER + seat) * 60_000),
      })),
    ),
  );

  // Every fixture, in order: its round, slot (time and venue) and teams.
  const planned = schedule.flatMap((pairs, round) =>
    pairs.map(([home, away], i) => {
      const date = weeks(round);
      const time = TIMES[i % TIMES.length]!;
      const venue = VENUES[Math.floor(i / TIMES.length) % VENUES.length]!;
      const startsAt = new Date(`${isoDate(date)}T${time}:00Z`);
      return { round: round + 1, home, away, date: isoDate(date), time, venue, startsAt };
    }),
  );
  const fixtureGames = await db
    .insert(games)
    .values(
      planned.map((fixture) => ({
        title: `${TEAM_NAMES[fixture.home]} v ${TEAM_NAMES[fixture.away]}`,
        sport: 'soccer',
        date: fixture.date,
        time: fixture.time,
        timeZone: 'UTC',
        startsAt: fixture.startsAt,
        location: fixture.venue.name,
        latitude: fixture.venue.latitude,
        longitude: fixture.venue.longitude,
        maxPlayers: 2 * SEASON_ROSTER,
        playersJoined: 2 * SEASON_ROSTER,
        // As the season makes a fixture's game: the home captain hosts it, a private game of the league.
        hostId: rosters[fixture.home]![1]!,
        isPrivate: true,
        description: 'Autumn 2026, Thursday Night Football',
        leagueId: league.id,
        // Played games are past their jobs (activity counted, attendance settled), as the app leaves them.
        activityRecordedAt: fixture.startsAt < now ? fixture.startsAt : null,
        attendanceSettledAt: fixture.startsAt < now ? fixture.startsAt : null,
        createdAt: weeks(-1),
      })),
    )
    .returning({ id: games.id });
  await db.insert(gameParticipants).values(
    planned.flatMap((fixture, index) =>
      [...rosters[fixture.home]!, ...rosters[fixture.away]!].map((userId) => ({
        gameId: fixtureGames[index]!.id,
        userId,
        joinedAt: weeks(-1),
      })),
    ),
  );
  // The away captain co-hosts.
  await db.insert(gameCohosts).values(
    planned.map((fixture, index) => ({
      gameId: fixtureGames[index]!.id,
      userId: rosters[fixture.away]![1]!,
    })),
  );

  // The played rounds' results: most final, a few of the last round waiting for the other captain or disputed.
  const played = planned.filter((fixture) => fixture.round <= PLAYED_ROUNDS);
  const statusOf = (index: number, round: number): ResultStatus =>
    round < PLAYED_ROUNDS ? 'final' : index % 10 < 6 ? 'final' : index % 10 < 9 ? 'reported' : 'disputed';
  const fixtures = await db
    .insert(seasonFixtures)
    .values(
      planned.map((fixture, index) => {
        const base = {
          seasonId: season.id,
          stage: 'regular' as const,
          round: fixture.round,
          homeTeamId: teams[fixture.home]!.id,
          awayTeamId: teams[fixture.away]!.id,
          date: fixture.date,
          time: fixture.time,
          startsAt: fixture.startsAt,
          venue: fixture.venue,
          gameId: fixtureGames[index]!.id,
          createdAt: weeks(-1),
          updatedAt: weeks(-1),
        };
        if (fixture.round > PLAYED_ROUNDS) return base;
        const status = statusOf(index, fixture.round);
        const reportedAt = new Date(fixture.startsAt.getTime() + 2 * 3_600_000);
        const homeCaptain = rosters[fixture.home]![1]!;
        const awayCaptain = rosters[fixture.away]![1]!;
        return {
          ...base,
          homeScore: scoreOf(index, 0),
          awayScore: scoreOf(index, 1),
          resultStatus: status,
          reportedBy: homeCaptain,
          reportedForTeamId: teams[fixture.home]!.id,
          reportedAt,
          confirmedBy: status === 'final' ? awayCaptain : null,
          disputedBy: status === 'disputed' ? awayCaptain : null,
          disputedAt: status === 'disputed' ? new Date(reportedAt.getTime() + 3_600_000) : null,
          disputeReason: status === 'disputed' ? 'We scored the last one before the whistle.' : null,
          countedAt: status === 'final' ? new Date(reportedAt.getTime() + 3_600_000) : null,
          updatedAt: reportedAt,
        };
      }),
    )
    .returning({ id: seasonFixtures.id });

  // Each played fixture's appearances (eleven of each side, in turn) and goals, which add up to the score.
  await db.insert(seasonFixturePlayers).values(
    played.flatMap((fixture, index) =>
      [fixture.home, fixture.away].flatMap((team, side) => {
        const roster = rosters[team]!;
        const goals = scoreOf(index, side);
        return Array.from({ length: APPEARANCES }, (_, k) => {
          const userId = roster[(fixture.round + k) % roster.length]!;
          return {
            fixtureId: fixtures[index]!.id,
            userId,
            teamId: teams[team]!.id,
            // Forwards (the last three who appear) share the goals.
            stat:
              k >= APPEARANCES - 3 ? Math.floor(goals / 3) + (APPEARANCES - 1 - k < goals % 3 ? 1 : 0) : 0,
          };
        });
      }),
    ),
  );

  const token = randomUUID().replace(/-/g, '');
  await db.insert(sessions).values({
    id: randomUUID(),
    token,
    userId: VIEWER,
    // Fresh, so no request during the run slides its expiry (which would write).
    expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
    createdAt: now,
    updatedAt: now,
  });
  await db.execute(sql`analyze`);
  return {
    viewerId: VIEWER,
    cookie: sessionCookie(token, secret),
    seasonId: season.id,
    fixtures: planned.length,
    viewerTeamId: teams[0]!.id,
  };
}
