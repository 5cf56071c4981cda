/**
 * What the page-speed viewer finds near them: their profile placed in Springfield (where the benchmark's
 * games are), and 16 upcoming public games nearby hosted by other players, open to join, so `/find`
 * lists a full page and a game's page shows Join. The first has a fixed id, so a config written before
 * the server starts can name its page (LIGHTHOUSE_GAME_ID).
 */
import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/auth.ts';
import { gameParticipants, games } from '../apps/server/src/db/schema/games.ts';
import { userProfiles } from '../apps/server/src/db/schema/profiles.ts';
import { LIGHTHOUSE_GAME_ID } from './lighthouse-session.ts';

const SPRINGFIELD = { latitude: 39.7817, longitude: -89.6501 };
const NEARBY_GAMES = 16;
const SPORTS = ['basketball', 'soccer', 'tennis', 'volleyball', 'running', 'cycling'];

export async function seedGamesNearViewer(db: Database, viewerId: string, now = new Date()): Promise<void> {
  await db
    .update(userProfiles)
    .set({ location: 'Springfield, IL', ...SPRINGFIELD })
    .where(eq(userProfiles.userId, viewerId));
  const hosts = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.id, 'stranger-%'))
    .limit(NEARBY_GAMES);
  const rows = hosts.map((host, i) => {
    // Spread over the next week, within a few miles of the viewer.
    const startsAt = new Date(now.getTime() + (20 + 9 * i) * 3_600_000);
    return {
      id: i === 0 ? LIGHTHOUSE_GAME_ID : randomUUID(),
      title: `Pickup ${SPORTS[i % SPORTS.length]} at ${['Lincoln Park', 'Washington Park', 'Southwind Park', 'Iles Park'][i % 4]}`,
      sport: SPORTS[i % SPORTS.length]!,
      date: startsAt.toISOString().slice(0, 10),
      time: startsAt.toISOString().slice(11, 16),
      timeZone: 'UTC',
      startsAt,
      location: `${['Lincoln Park', 'Washington Park', 'Southwind Park', 'Iles Park'][i % 4]}, Springfield, IL`,
      latitude: SPRINGFIELD.latitude + ((i % 5) - 2) * 0.01,
      longitude: SPRINGFIELD.longitude + ((i % 7) - 3) * 0.01,
      maxPlayers: 10,
      playersJoined: 1,
      hostId: host.id,
      description:
        'A friendly pickup game: bring water and shoes for the surface. All levels welcome; we split into even teams when everyone is there.',
      createdAt: new Date(now.getTime() - (i + 1) * 3_600_000),
      updatedAt: new Date(now.getTime() - (i + 1) * 3_600_000),
    };
  });
  await db.insert(games).values(rows);
  await db
    .insert(gameParticipants)
    .values(rows.map((game) => ({ gameId: game.id, userId: game.hostId, joinedAt: game.createdAt })));
}
