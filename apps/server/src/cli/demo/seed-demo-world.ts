import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, users } from '../../db/schema/auth.ts';
import { friendships } from '../../db/schema/friends.ts';
import { userProfiles } from '../../db/schema/profiles.ts';
import { argon2Options } from '../../plugins/auth.ts';
import { DAY_MS, HOUR_MS } from './demo-clock.ts';
import { type DemoPlayer, makeDemoPlayers } from './demo-players.ts';
import { BIOS, DEMO_CITIES } from './demo-world.ts';
import { seedDemoConversations } from './seed-demo-conversations.ts';
import { seedDemoGames } from './seed-demo-games.ts';
import { seedDemoLeagues } from './seed-demo-leagues.ts';
import { seedDemoNotifications } from './seed-demo-notifications.ts';
import { seededRandom } from './seeded-random.ts';
import { stableUuid } from './stable-uuid.ts';

/** Every demo player signs in with their username (demo_001 ... demo_NNN) and this password. */
export const DEMO_PASSWORD = 'play-rally-1';
export const DEMO_SIZE = { players: 320, gamesPerCity: 80 };
const SKILLS = ['beginner', 'casual', 'intermediate', 'advanced'] as const;

/** Four friends each among neighbours, once per pair: most accepted weeks ago, a few waiting since this week. */
function makeFriendships(players: readonly DemoPlayer[], now: Date, random: ReturnType<typeof seededRandom>) {
  const seenPairs = new Set<string>();
  return players.flatMap((player, index) => {
    const neighbours = players.filter((other) => other.city === player.city && other !== player);
    return random.sample(neighbours, 4).flatMap((friend) => {
      const pair = [player.id, friend.id].sort().join('|');
      if (seenPairs.has(pair)) return [];
      seenPairs.add(pair);
      const pending = index % 9 === 4;
      const createdAt = new Date(
        now.getTime() - random.int(pending ? 6 : 72, pending ? 6 * 24 : 110 * 24) * HOUR_MS,
      );
      const answeredAt = pending ? createdAt : new Date(createdAt.getTime() + random.int(1, 60) * HOUR_MS);
      return [
        {
          id: stableUuid(`friendship-${[player.id, friend.id].sort().join('-')}`),
          userId: player.id,
          friendId: friend.id,
          status: (pending ? 'pending' : 'accepted') as 'pending' | 'accepted',
          createdAt,
          updatedAt: answeredAt,
        },
      ];
    });
  });
}

/**
 * Fills the database with a lively demo world: players with profiles (a place with its position, most
 * with a gender) in eight cities, friendships among neighbours, games over the last month and the next
 * three weeks at real venues (some private, some paid, some full, some for men or women), pending join
 * requests, reviews and ratings of past games, leagues with news and results, conversations between
 * friends and each player's notification history, all dated between their causes and now. Every row
 * has a stable id and is inserted with ON CONFLICT DO NOTHING, in one transaction, so running it again
 * changes nothing.
 */
export async function seedDemoWorld(db: Database, now: Date, size = DEMO_SIZE) {
  const random = seededRandom(2026);
  const players = makeDemoPlayers(random, size.players);
  const passwordHash = await hash(DEMO_PASSWORD, argon2Options);
  const joinedRally = new Map(
    players.map((player) => [player.id, new Date(now.getTime() - random.int(120, 240) * DAY_MS)]),
  );

  let leagueCount = 0;
  let gameCount = 0;
  let messageCount = 0;
  let notificationCount = 0;
  await db.transaction(async (tx) => {
    const seed = tx as unknown as Database;
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
          createdAt: joinedRally.get(player.id),
          updatedAt: joinedRally.get(player.id),
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
          latitude: player.city.latitude,
          longitude: player.city.longitude,
          bio: random.pick(BIOS),
          sports: player.sports,
          sportSkills: Object.fromEntries(player.sports.map((sport) => [sport, random.pick(SKILLS)])),
          gender: player.gender,
          createdAt: joinedRally.get(player.id),
          updatedAt: joinedRally.get(player.id),
        })),
      )
      // A world seeded before profiles held positions gets them: nearby lists measure from there.
      .onConflictDoUpdate({
        target: userProfiles.userId,
        set: { latitude: sql`excluded.latitude`, longitude: sql`excluded.longitude` },
        setWhere: sql`${userProfiles.latitude} is null and ${userProfiles.location} = excluded.location`,
      });
    await tx
      .insert(friendships)
      .values(makeFriendships(players, now, random))
      .onConflictDoNothing();

    gameCount = await seedDemoGames(seed, players, now, size.gamesPerCity, random);
    leagueCount = await seedDemoLeagues(seed, players, now);
    const demoIds = players.map((player) => player.id);
    messageCount = await seedDemoConversations(seed, demoIds, now);
    notificationCount = await seedDemoNotifications(seed, demoIds, now);
  });
  return {
    leagues: leagueCount,
    players: players.length,
    games: gameCount,
    cities: DEMO_CITIES.length,
    messages: messageCount,
    notifications: notificationCount,
  };
}
