/**
 * The API overhead benchmark's games, so the statements the profile and Friends Activity send about
 * games return real rows: the viewer hosts two upcoming games and has joined two of friends', played
 * three past games (rated by the viewer, reviewed by friends), belongs to two leagues, and friends
 * created and joined games within the activity window.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../apps/server/src/db/client.ts';
import { gameParticipants, gameRatings, games } from '../apps/server/src/db/schema/games.ts';
import { leagueMemberships, leagues } from '../apps/server/src/db/schema/leagues.ts';
import { sportsmanshipReviews } from '../apps/server/src/db/schema/reviews.ts';

type GameSeed = {
  title: string;
  sport: string;
  hostId: string;
  /** Hours from now; negative for a game already played. */
  startsInHours: number;
  /** Hours from now that the game was created. */
  createdHoursAgo: number;
  players: { userId: string; joinedHoursAgo: number }[];
};

/** Inserts the viewer's and friends' games, ratings, reviews and leagues. */
export async function seedViewerGames(
  db: Database,
  { viewerId, friendIds, now }: { viewerId: string; friendIds: string[]; now: Date },
): Promise<void> {
  const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
  const friend = (i: number) => friendIds[i]!;
  const seeds: GameSeed[] = [
    // Hosted by the viewer, upcoming, a few friends in.
    {
      title: 'Tuesday pickup basketball',
      sport: 'basketball',
      hostId: viewerId,
      startsInHours: 48,
      createdHoursAgo: 30,
      players: [viewerId, friend(1), friend(2), friend(3)].map((userId, k) => ({
        userId,
        joinedHoursAgo: 30 - k * 5,
      })),
    },
    {
      title: 'Weekend soccer in the park',
      sport: 'soccer',
      hostId: viewerId,
      startsInHours: 96,
      createdHoursAgo: 20,
      players: [viewerId, friend(4)].map((userId, k) => ({ userId, joinedHoursAgo: 20 - k * 4 })),
    },
    // Hosted by friends, upcoming, the viewer and other friends joined recently.
    ...[0, 1, 2, 3, 4, 5].map((k) => ({
      title: `Friends' ${['tennis', 'volleyball', 'running'][k % 3]} meetup ${k + 1}`,
      sport: ['tennis', 'volleyball', 'running'][k % 3]!,
      hostId: friend(10 + k),
      startsInHours: 24 + 12 * k,
      createdHoursAgo: 10 + 15 * k,
      players: [friend(10 + k), ...(k < 2 ? [viewerId] : []), friend(30 + k), friend(40 + k)].map(
        (userId, j) => ({ userId, joinedHoursAgo: Math.max(1, 10 + 15 * k - 3 * j) }),
      ),
    })),
    // Played: hosted by friends, the viewer among the players.
    ...[0, 1, 2].map((k) => ({
      title: `Past ${['basketball', 'soccer', 'tennis'][k]} game ${k + 1}`,
      sport: ['basketball', 'soccer', 'tennis'][k]!,
      hostId: friend(20 + k),
      startsInHours: -24 * (3 + 5 * k),
      createdHoursAgo: 24 * (10 + 5 * k),
      players: [friend(20 + k), viewerId, friend(50 + k)].map((userId, j) => ({
        userId,
        joinedHoursAgo: 24 * (10 + 5 * k) - j,
      })),
    })),
  ];

  const rows = seeds.map((seed) => {
    const startsAt = at(seed.startsInHours);
    return {
      id: randomUUID(),
      seed,
      game: {
        title: seed.title,
        sport: seed.sport,
        date: startsAt.toISOString().slice(0, 10),
        time: startsAt.toISOString().slice(11, 16),
        timeZone: 'UTC',
        startsAt,
        location: 'Springfield Community Courts',
        latitude: 39.78,
        longitude: -89.65,
        maxPlayers: 10,
        playersJoined: seed.players.length,
        hostId: seed.hostId,
        description: 'A friendly game; all levels welcome.',
        // Played games are already counted in sport activity, so no job rewrites it during the run.
        activityRecordedAt: seed.startsInHours < 0 ? now : null,
        createdAt: at(-seed.createdHoursAgo),
        updatedAt: at(-seed.createdHoursAgo),
      },
    };
  });
  await db.insert(games).values(rows.map(({ id, game }) => ({ id, ...game })));
  await db
    .insert(gameParticipants)
    .values(
      rows.flatMap(({ id, seed }) =>
        seed.players.map((p) => ({ gameId: id, userId: p.userId, joinedAt: at(-p.joinedHoursAgo) })),
      ),
    );

  const played = rows.filter(({ seed }) => seed.startsInHours < 0);
  await db
    .insert(gameRatings)
    .values(played.map(({ id }, k) => ({ gameId: id, userId: viewerId, rating: 3 + (k % 3) })));
  await db.insert(sportsmanshipReviews).values(
    played.flatMap(({ id, seed }, k) =>
      seed.players
        .filter((p) => p.userId !== viewerId)
        .map((p, j) => ({
          reviewerId: p.userId,
          reviewedUserId: viewerId,
          gameId: id,
          rating: 4 + ((k + j) % 2),
          comment: j === 0 ? 'Great teammate, passes well.' : null,
          createdAt: at(seed.startsInHours + 2 + j),
        })),
    ),
  );

  const leagueRows = [
    { id: randomUUID(), name: 'Springfield Basketball League', sport: 'basketball', createdBy: friend(5) },
    { id: randomUUID(), name: 'Sunday Soccer Club', sport: 'soccer', createdBy: viewerId },
    // Leagues to discover, near and far, as Discover lists them.
    ...Array.from({ length: 40 }, (_, k) => ({
      id: randomUUID(),
      name: `Springfield League ${k + 1}`,
      sport: k % 2 === 0 ? 'basketball' : 'soccer',
      createdBy: friend(10 + k),
      place: `Court ${k + 1}`,
      latitude: Number((37.21533 + (k % 20) * 0.06).toFixed(5)),
      longitude: -93.29824,
    })),
  ].map((league, k) => ({
    ...league,
    skillLevel: 'casual' as const,
    memberCount: 2,
    createdAt: at(-24 * (40 + k)),
    updatedAt: at(-24 * (40 + k)),
  }));
  await db.insert(leagues).values(leagueRows);
  await db.insert(leagueMemberships).values(
    leagueRows.flatMap((league, k) => [
      { leagueId: league.id, userId: league.createdBy, isCreator: true, joinedAt: at(-24 * (40 + k)) },
      // The viewer is in the first two (creating one); the leagues to discover have a friend instead.
      {
        leagueId: league.id,
        userId: league.createdBy === viewerId || k >= 2 ? friend(6) : viewerId,
        joinedAt: at(-24 * (30 + k)),
      },
    ]),
  );
}
