import { genderEligibility } from '@rally/shared/games/game-gender-rule';
import type { GameGender } from '@rally/shared/games/games.schemas';
import type { Database } from '../../db/client.ts';
import { gameJoinRequests, gameParticipants, gameRatings, games } from '../../db/schema/games.ts';
import { sportsmanshipReviews } from '../../db/schema/reviews.ts';
import { between, earlier, HOUR_MS, MINUTE_MS, playableStart, wallClock } from './demo-clock.ts';
import { demoGameTitle } from './demo-game-title.ts';
import type { DemoPlayer } from './demo-players.ts';
import { DEMO_CITIES, GAME_DESCRIPTIONS, REVIEW_COMMENTS } from './demo-world.ts';
import { inChunks } from './in-chunks.ts';
import type { SeededRandom } from './seeded-random.ts';
import { stableUuid } from './stable-uuid.ts';

const SKILLS = ['beginner', 'casual', 'intermediate', 'advanced'] as const;
const GENDERS: GameGender[] = ['co-ed', 'co-ed', 'co-ed', 'men', 'women'];

type GameRow = typeof games.$inferInsert & { id: string; createdAt: Date; startsAt: Date };
type Children = {
  participants: (typeof gameParticipants.$inferInsert)[];
  requests: (typeof gameJoinRequests.$inferInsert)[];
  reviews: (typeof sportsmanshipReviews.$inferInsert)[];
  ratings: (typeof gameRatings.$inferInsert)[];
};

/**
 * The games of each city over the last month and the next three weeks, at its venues: titles that
 * agree with their local day and hour, gendered games played by players their rule allows, created
 * and joined at moments spread between their creation and now (never later), pending requests to
 * private games, and reviews and ratings of games that are over. A game already there from an earlier
 * run keeps its players, requests and reviews: only new games get theirs.
 */
export async function seedDemoGames(
  tx: Database,
  players: readonly DemoPlayer[],
  now: Date,
  gamesPerCity: number,
  random: SeededRandom,
) {
  const rows: GameRow[] = [];
  const children = new Map<string, Children>();
  for (const city of DEMO_CITIES) {
    const cityPlayers = players.filter((player) => player.city === city);
    for (let number = 0; number < gamesPerCity; number += 1) {
      const gameId = stableUuid(`game-${city.name}-${number}`);
      const venue = random.pick(city.venues);
      const sport = random.pick(venue.sports);
      const startsAt = playableStart(now, random.int(-30, 21), random, city.timeZone);
      const local = wallClock(startsAt, city.timeZone);
      const past = startsAt.getTime() < now.getTime();
      const maxPlayers = random.pick([6, 8, 10, 12, 14, 16]);
      const wantedGender = random.pick(GENDERS);
      const allowed = cityPlayers.filter(
        (player) => genderEligibility(wantedGender, player.gender) === 'allowed',
      );
      // Too few players of the rule in a small world: the game is open to all.
      const gender = allowed.length >= 2 ? wantedGender : 'co-ed';
      const pool = gender === wantedGender ? allowed : cityPlayers;
      const [host, ...others] = random.sample(pool, maxPlayers);
      if (!host) continue;
      const joined = random.chance(0.15)
        ? others.length
        : random.int(past ? Math.min(3, others.length) : 0, Math.max(0, others.length - 1));
      const roster = [host, ...others.slice(0, joined)];
      const paid = random.chance(0.25);
      const isPrivate = random.chance(0.12);
      // Upcoming games were posted in the last two weeks; past ones a day to ten before they started.
      const createdAt = past
        ? new Date(startsAt.getTime() - random.int(24, 240) * HOUR_MS)
        : new Date(now.getTime() - random.int(2, 14 * 24) * HOUR_MS);
      rows.push({
        id: gameId,
        title: demoGameTitle(sport, local, random),
        sport,
        date: local.date,
        time: local.time,
        timeZone: city.timeZone,
        startsAt,
        location: venue.name,
        latitude: venue.latitude,
        longitude: venue.longitude,
        maxPlayers,
        playersJoined: roster.length,
        hostId: host.id,
        skillLevel: random.pick(['any', 'any', ...SKILLS]),
        gender,
        venueCost: paid ? 'paid' : 'free',
        costAmount: paid ? random.pick([5, 8, 10, 12.5, 15]) : null,
        description: random.pick(GAME_DESCRIPTIONS),
        isPrivate,
        gameFormat: random.chance(0.4) ? 'Two teams, 20-minute halves, rotating keeper.' : null,
        whatToBring: random.chance(0.4) ? 'Water, a light and a dark shirt.' : null,
        createdAt,
        updatedAt: createdAt,
      });

      // The host is in from the start; the others joined one by one before the start, and by now.
      const joinsClose = new Date(earlier(now, startsAt).getTime() - 10 * MINUTE_MS);
      const joinTimes = roster
        .slice(1)
        .map(() => between(createdAt, joinsClose, random.next()))
        .sort((a, b) => a.getTime() - b.getTime());
      const participants = roster.map((player, index) => ({
        id: stableUuid(`participant-${gameId}-${player.id}`),
        gameId,
        userId: player.id,
        joinedAt: index === 0 ? createdAt : (joinTimes[index - 1] as Date),
      }));
      const outsiders = pool.filter((player) => !roster.includes(player));
      const requests =
        isPrivate && !past && outsiders.length > 0
          ? random.sample(outsiders, random.int(1, 2)).map((requester) => {
              const askedAt = between(createdAt, now, random.next());
              return {
                id: stableUuid(`request-${gameId}-${requester.id}`),
                gameId,
                userId: requester.id,
                message: random.chance(0.5) ? 'Would love to join if there is room!' : null,
                createdAt: askedAt,
                updatedAt: askedAt,
              };
            })
          : [];
      // Reviews come in over the two days after a game, as far as now has reached.
      const over = startsAt.getTime() + 2 * HOUR_MS < now.getTime();
      const reviewedBy = (offsetHours: number) =>
        earlier(new Date(startsAt.getTime() + offsetHours * HOUR_MS), new Date(now.getTime() - MINUTE_MS));
      const reviews =
        over && roster.length > 1
          ? roster.flatMap((reviewer) =>
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
                  createdAt: reviewedBy(random.int(2, 48)),
                })),
            )
          : [];
      const ratings = over
        ? random.sample(roster, random.int(1, roster.length)).map((player) => ({
            gameId,
            userId: player.id,
            rating: random.pick([3, 4, 5, 5]),
            updatedAt: reviewedBy(random.int(2, 30)),
          }))
        : [];
      children.set(gameId, { participants, requests, reviews, ratings });
    }
  }

  const inserted = await inChunks<GameRow, { id: string }>(rows, (chunk) =>
    tx.insert(games).values(chunk).onConflictDoNothing().returning({ id: games.id }),
  );
  // Games already there from an earlier run have their players, requests and reviews too.
  const fresh = inserted.map((row) => children.get(row.id)).filter((child) => child !== undefined);
  await inChunks(
    fresh.flatMap((child) => child.participants),
    (chunk) => tx.insert(gameParticipants).values(chunk).onConflictDoNothing(),
  );
  await inChunks(
    fresh.flatMap((child) => child.requests),
    (chunk) => tx.insert(gameJoinRequests).values(chunk).onConflictDoNothing(),
  );
  await inChunks(
    fresh.flatMap((child) => child.reviews),
    (chunk) => tx.insert(sportsmanshipReviews).values(chunk).onConflictDoNothing(),
  );
  await inChunks(
    fresh.flatMap((child) => child.ratings),
    (chunk) => tx.insert(gameRatings).values(chunk).onConflictDoNothing(),
  );
  return rows.length;
}
