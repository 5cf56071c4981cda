/**
 * The data the API overhead benchmark reads: one viewer with 200 accepted friends (half of them
 * online, some hiding their status), pending requests both ways, 300 strangers sharing a sport (for
 * suggestions), 50 notifications, a 60-message conversation, games (bench/api-overhead-seed-games.ts:
 * hosted, joined, played and reviewed, and friends' recent creations and joins), and a signed-in session. Written
 * straight into the tables (no sign-up flow), so seeding takes a second rather than minutes.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { SESSION_TTL_SECONDS } from '@rally/shared/limits';
import type { Database } from '../apps/server/src/db/client.ts';
import { sessions, users } from '../apps/server/src/db/schema/auth.ts';
import { friendships } from '../apps/server/src/db/schema/friends.ts';
import { directMessages } from '../apps/server/src/db/schema/messages.ts';
import { notifications } from '../apps/server/src/db/schema/notifications.ts';
import { userPresence } from '../apps/server/src/db/schema/presence.ts';
import { userProfiles, userSportActivities } from '../apps/server/src/db/schema/profiles.ts';
import { seedViewerGames } from './api-overhead-seed-games.ts';

export type Seeded = { viewerId: string; friendId: string; cookie: string };

const SPORTS = ['basketball', 'soccer', 'tennis', 'volleyball', 'running', 'cycling'];
const LEVELS = ['beginner', 'intermediate', 'advanced'];
// Mixed case and accents, so the name sort does real collation work.
const FIRST = ['Ana', 'ángel', 'Émile', 'zoë', 'Bob', 'chloé', 'Dmitri', 'eva', 'Łukasz', 'Noor'];

function person(prefix: string, i: number) {
  const id = `${prefix}-${String(i).padStart(4, '0')}-${randomUUID().slice(0, 8)}`;
  const sports = [
    SPORTS[i % SPORTS.length]!,
    SPORTS[(i + 1) % SPORTS.length]!,
    SPORTS[(i + 3) % SPORTS.length]!,
  ];
  return {
    user: {
      id,
      name: `${FIRST[i % FIRST.length]} ${prefix}${i}`,
      email: `${id}@bench.test`,
      emailVerified: true,
      username: id.replace(/-/g, '_').slice(0, 30),
    },
    profile: {
      userId: id,
      username: id.replace(/-/g, '_').slice(0, 30),
      name: `${FIRST[(i * 7) % FIRST.length]} ${prefix} ${i}`,
      email: `${id}@bench.test`,
      location: 'Springfield',
      // Picked from suggestions, as a profile's place is: spread north of Springfield, MO, up to ~70 miles.
      latitude: Number((37.21533 + (i % 20) * 0.05).toFixed(5)),
      longitude: -93.29824,
      sports,
      sportSkills: Object.fromEntries(sports.map((sport, k) => [sport, LEVELS[(i + k) % LEVELS.length]!])),
      showActivityStatus: i % 10 !== 0,
    },
  };
}

/** The cookie better-auth sets for a session token: `token.signature`, HMAC-SHA256 in base64, URI-encoded. */
export function sessionCookie(token: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `rally.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

async function insertPeople(db: Database, people: ReturnType<typeof person>[]) {
  await db.insert(users).values(people.map((p) => p.user));
  await db.insert(userProfiles).values(people.map((p) => p.profile));
}

/** Seeds the benchmark's data and a session for the viewer; answers its ids and cookie. */
export async function seedBenchmarkData(db: Database, secret: string, now = new Date()): Promise<Seeded> {
  const viewer = person('viewer', 0);
  viewer.profile.showActivityStatus = true;
  const friends = Array.from({ length: 200 }, (_, i) => person('friend', i + 1));
  const requesters = Array.from({ length: 20 }, (_, i) => person('asker', i + 1));
  const asked = Array.from({ length: 5 }, (_, i) => person('asked', i + 1));
  const strangers = Array.from({ length: 300 }, (_, i) => person('stranger', i + 1));
  await insertPeople(db, [viewer, ...friends, ...requesters, ...asked, ...strangers]);

  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
  await db.insert(friendships).values([
    // Half the friendships the viewer asked for, half the friends did.
    ...friends.map((f, i) => ({
      userId: i % 2 ? viewer.user.id : f.user.id,
      friendId: i % 2 ? f.user.id : viewer.user.id,
      status: 'accepted' as const,
      createdAt: minutesAgo(10_000 + i),
      updatedAt: minutesAgo(5_000 + i),
    })),
    ...requesters.map((r, i) => ({
      userId: r.user.id,
      friendId: viewer.user.id,
      status: 'pending' as const,
      createdAt: minutesAgo(100 + i),
      updatedAt: minutesAgo(100 + i),
    })),
    ...asked.map((a, i) => ({
      userId: viewer.user.id,
      friendId: a.user.id,
      status: 'pending' as const,
      createdAt: minutesAgo(200 + i),
      updatedAt: minutesAgo(200 + i),
    })),
  ]);
  // Seen an hour ahead, so they still count as online however long the run takes.
  const seenLater = new Date(now.getTime() + 60 * 60_000);
  await db
    .insert(userPresence)
    .values(
      friends
        .filter((_, i) => i % 2 === 0)
        .map((f) => ({ userId: f.user.id, isOnline: true, lastSeen: seenLater })),
    );
  await db.insert(userSportActivities).values(
    viewer.profile.sports.map((sport, k) => ({
      userId: viewer.user.id,
      sport,
      timesPlayed: 3 + k,
      lastPlayed: minutesAgo(60 * 24 * (k + 1)),
    })),
  );
  await db.insert(notifications).values(
    Array.from({ length: 60 }, (_, i) => ({
      userId: viewer.user.id,
      type: 'friend_request' as const,
      title: 'New friend request',
      message: `${requesters[i % requesters.length]!.profile.name} sent you a friend request`,
      relatedUserId: requesters[i % requesters.length]!.user.id,
      read: i % 3 === 0,
      createdAt: minutesAgo(i),
    })),
  );
  const friendId = friends[0]!.user.id;
  await db.insert(directMessages).values(
    Array.from({ length: 60 }, (_, i) => ({
      senderId: i % 2 ? viewer.user.id : friendId,
      receiverId: i % 2 ? friendId : viewer.user.id,
      message: `Message number ${i}: see you at the court at six?`,
      sentAt: minutesAgo(120 - i),
    })),
  );

  await seedViewerGames(db, {
    viewerId: viewer.user.id,
    friendIds: friends.map((f) => f.user.id),
    now,
  });

  const token = randomUUID().replace(/-/g, '');
  await db.insert(sessions).values({
    id: randomUUID(),
    token,
    userId: viewer.user.id,
    // Fresh, so no request during the run slides its expiry (which would write).
    expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
    createdAt: now,
    updatedAt: now,
  });
  return { viewerId: viewer.user.id, friendId, cookie: sessionCookie(token, secret) };
}
