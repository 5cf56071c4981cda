import { createHash } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { SportName } from '@rally/shared/sports';
import type { Database } from '../../db/client.ts';
import { accounts, users } from '../../db/schema/auth.ts';
import { friendships } from '../../db/schema/friends.ts';
import {
  gameJoinRequests,
  gameParticipants,
  gameRatings,
  games,
  sportsmanshipReviews,
} from '../../db/schema/games.ts';
import { userProfiles } from '../../db/schema/profiles.ts';
import { argon2Options } from '../../plugins/auth.ts';
import {
  BIOS,
  DEMO_CITIES,
  type DemoCity,
  FIRST_NAMES,
  GAME_DESCRIPTIONS,
  GAME_TITLE_PATTERNS,
  LAST_NAMES,
  REVIEW_COMMENTS,
} from './demo-world.ts';
import { seedDemoLeagues } from './seed-demo-leagues.ts';
import { type SeededRandom, seededRandom } from './seeded-random.ts';

/** Every demo player signs in with their username (demo_001 ... demo_NNN) and this password. */
export const DEMO_PASSWORD = 'play-rally-1';
export const DEMO_SIZE = { players: 320, gamesPerCity: 80 };
const DAY_MS = 24 * 60 * 60 * 1000;
const SKILLS = ['beginner', 'casual', 'intermediate', 'advanced'] as const;

type DemoPlayer = { id: string; username: string; name: string; city: DemoCity; sports: SportName[] };

/** A stable id from a name, so a second run writes the same rows (and conflicts, and skips them). */
function stableUuid(name: string): string {
  const hex = createHash('sha256').update(`rally-demo:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The wall-clock date (yyyy-MM-dd), time (HH:MM) and hour of an instant in a time zone. */
function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    hour: Number(parts.hour),
  };
}

/** An instant `dayOffset` days from now, on the half hour, at a playable local hour (7:00 to 20:30) in the zone. */
function playableStart(now: Date, dayOffset: number, random: SeededRandom, timeZone: string): Date {
  const day = new Date(Math.floor((now.getTime() + dayOffset * DAY_MS) / 3_600_000) * 3_600_000);
  const localHour = wallClock(day, timeZone).hour;
  const wantedHour = random.int(7, 20);
  return new Date(
    day.getTime() + (wantedHour - localHour) * 3_600_000 + (random.chance(0.5) ? 1_800_000 : 0),
  );
}

function makePlayers(random: SeededRandom, count: number): DemoPlayer[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(3, '0');
    const city = DEMO_CITIES[index % DEMO_CITIES.length] as DemoCity;
    const citySports = [...new Set(city.venues.flatMap((venue) => venue.sports))];
    return {
      id: `demo${number}${stableUuid(`user-${number}`).replaceAll('-', '').slice(0, 24)}`,
      username: `demo_${number}`,
      name: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
      city,
      sports: random.sample(citySports, random.int(1, 3)),
    };
  });
}

/**
 * Fills the database with a lively demo world: players with profiles in eight cities, friendships among
 * neighbours, games over the last month and the next three weeks at real venues (some private, some
 * paid, some full), pending join requests, and reviews and ratings of past games. Every row has a stable
 * id and is inserted with ON CONFLICT DO NOTHING, so running it again changes nothing.
 */
export async function seedDemoWorld(db: Database, now: Date, size = DEMO_SIZE) {
  const random = seededRandom(2026);
  const players = makePlayers(random, size.players);
  const passwordHash = await hash(DEMO_PASSWORD, argon2Options);

  let leagueCount = 0;
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(
        players.map((player) => ({
          id: player.id,
          name: player.name,
          email: `${player.username}@demo.rally.example`,
          emailVerified: true,
          username: player.username,
          displayUsername: player.username,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(accounts)
      .values(
        players.map((player) => ({
          id: `${player.id}-credential`,
          accountId: player.id,
          providerId: 'credential',
          userId: player.id,
          password: passwordHash,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(userProfiles)
      .values(
        players.map((player) => ({
          userId: player.id,
          username: player.username,
          name: player.name,
          email: `${player.username}@demo.rally.example`,
          location: player.city.name,
          bio: random.pick(BIOS),
          sports: player.sports,
          sportSkills: Object.fromEntries(player.sports.map((sport) => [sport, random.pick(SKILLS)])),
        })),
      )
      .onConflictDoNothing();

    const neighbours = (player: DemoPlayer) =>
      players.filter((other) => other.city === player.city && other !== player);
    const friendshipRows = players.flatMap((player, index) =>
      random.sample(neighbours(player), 4).map((friend) => ({
        id: stableUuid(`friendship-${[player.id, friend.id].sort().join('-')}`),
        userId: player.id,
        friendId: friend.id,
        status: (index % 9 === 0 ? 'pending' : 'accepted') as 'pending' | 'accepted',
      })),
    );
    const seenPairs = new Set<string>();
    const uniqueFriendships = friendshipRows.filter((row) => {
      const pair = [row.userId, row.friendId].sort().join('|');
      if (seenPairs.has(pair)) return false;
      seenPairs.add(pair);
      return true;
    });
    await tx.insert(friendships).values(uniqueFriendships).onConflictDoNothing();

    for (const city of DEMO_CITIES) {
      const cityPlayers = players.filter((player) => player.city === city);
      for (let number = 0; number < size.gamesPerCity; number += 1) {
        const gameId = stableUuid(`game-${city.name}-${number}`);
        const venue = random.pick(city.venues);
        const sport = random.pick(venue.sports);
        const startsAt = playableStart(now, random.int(-30, 21), random, city.timeZone);
        const { date, time } = wallClock(startsAt, city.timeZone);
        const past = startsAt.getTime() < now.getTime();
        const maxPlayers = random.pick([6, 8, 10, 12, 14, 16]);
        const [host, ...others] = random.sample(cityPlayers, maxPlayers);
        if (!host) continue;
        const joined = random.chance(0.15)
          ? others.length
          : random.int(past ? 3 : 0, Math.max(0, others.length - 1));
        const roster = [host, ...others.slice(0, joined)];
        const paid = random.chance(0.25);
        const isPrivate = random.chance(0.12);
        const inserted = await tx
          .insert(games)
          .values({
            id: gameId,
            title: random.pick(GAME_TITLE_PATTERNS)(sport),
            sport,
            date,
            time,
            timeZone: city.timeZone,
            startsAt,
            location: venue.name,
            latitude: venue.latitude,
            longitude: venue.longitude,
            maxPlayers,
            playersJoined: roster.length,
            hostId: host.id,
            skillLevel: random.pick(['any', 'any', ...SKILLS]),
            gender: random.pick(['co-ed', 'co-ed', 'co-ed', 'men', 'women']),
            venueCost: paid ? 'paid' : 'free',
            costAmount: paid ? random.pick([5, 8, 10, 12.5, 15]) : null,
            description: random.pick(GAME_DESCRIPTIONS),
            isPrivate,
            gameFormat: random.chance(0.4) ? 'Two teams, 20-minute halves, rotating keeper.' : null,
            whatToBring: random.chance(0.4) ? 'Water, a light and a dark shirt.' : null,
            createdAt: new Date(Math.min(now.getTime(), startsAt.getTime()) - random.int(1, 10) * DAY_MS),
          })
          .onConflictDoNothing()
          .returning({ id: games.id });
        // Already there from an earlier run: its players, requests and reviews are too.
        if (inserted.length === 0) continue;
        await tx.insert(gameParticipants).values(
          roster.map((player, index) => ({
            id: stableUuid(`participant-${gameId}-${player.id}`),
            gameId,
            userId: player.id,
            joinedAt: new Date(startsAt.getTime() - (roster.length - index) * 3_600_000 - 7 * DAY_MS),
          })),
        );
        const outsiders = cityPlayers.filter((player) => !roster.includes(player));
        if (isPrivate && !past && outsiders.length > 0) {
          await tx.insert(gameJoinRequests).values(
            random.sample(outsiders, random.int(1, 2)).map((requester) => ({
              id: stableUuid(`request-${gameId}-${requester.id}`),
              gameId,
              userId: requester.id,
              message: random.chance(0.5) ? 'Would love to join if there is room!' : null,
            })),
          );
        }
        if (past && roster.length > 1) {
          const reviews = roster.flatMap((reviewer) =>
            random
              .sample(
                roster.filter((other) => other !== reviewer),
                random.int(0, 2),
              )
              .map((reviewed) => ({
                id: stableUuid(`review-${gameId}-${reviewer.id}-${reviewed.id}`),
                reviewerId: reviewer.id,
                reviewedUserId: reviewed.id,
                gameId,
                rating: random.pick([3, 4, 4, 5, 5, 5]),
                comment: random.pick(REVIEW_COMMENTS),
                createdAt: new Date(startsAt.getTime() + random.int(2, 48) * 3_600_000),
              })),
          );
          if (reviews.length > 0) await tx.insert(sportsmanshipReviews).values(reviews);
          await tx.insert(gameRatings).values(
            random.sample(roster, random.int(1, roster.length)).map((player) => ({
              gameId,
              userId: player.id,
              rating: random.pick([3, 4, 5, 5]),
            })),
          );
        }
      }
    }
    leagueCount = await seedDemoLeagues(tx as unknown as Database, players, now);
  });
  return {
    leagues: leagueCount,
    players: players.length,
    games: DEMO_CITIES.length * size.gamesPerCity,
    cities: DEMO_CITIES.length,
  };
}
