import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/auth.ts';
import { userProfiles } from '../db/schema/profiles.ts';
import { TEST_ORIGIN, type TestApp } from './build-test-app.ts';
import { connectSocket } from './realtime-client.ts';
import type { TestUser } from './user-factories.ts';

// Factories for the social features (profiles, friends, presence). They write profile rows directly,
// to set a scene in one step; nothing outside tests may do this.

/** Sets profile fields of a user (sports, skills, activity status, name). */
export async function setProfile(
  test: TestApp,
  userId: string,
  values: Partial<{
    name: string;
    sports: string[];
    sportSkills: Record<string, string>;
    showActivityStatus: boolean;
    avatarUrl: string;
  }>,
) {
  await test.database.connection.db.update(userProfiles).set(values).where(eq(userProfiles.userId, userId));
}

/**
 * A person who exists with a profile but never signs in: cheap, for lists that need many people.
 * Returns their id.
 */
export async function createProfile(
  test: TestApp,
  values: { name: string; username?: string; sports?: string[]; sportSkills?: Record<string, string> },
): Promise<string> {
  const id = randomUUID();
  const username = values.username ?? `p${id.slice(0, 8)}`;
  const email = `${username}@example.com`;
  const db = test.database.connection.db;
  await db.insert(users).values({ id, name: values.name, email, username, emailVerified: true });
  await db.insert(userProfiles).values({
    userId: id,
    username,
    name: values.name,
    email,
    sports: values.sports ?? [],
    sportSkills: values.sportSkills ?? {},
  });
  return id;
}

/** Makes two users friends the way people do: one asks, the other accepts. */
export async function befriend(a: TestUser, b: TestUser) {
  const sent = await a.client.post('/api/friends/requests', { userId: b.id });
  if (sent.statusCode !== 201) throw new Error(`request failed: ${sent.body}`);
  const accepted = await b.client.post(`/api/friends/requests/${sent.json().requestId}/accept`);
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
}

/** Starts listening and opens a realtime socket as the user, subscribed to their own topic. */
export async function openUserSocket(test: TestApp, user: TestUser) {
  if (!test.app.server.listening) await test.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `ws://127.0.0.1:${(test.app.server.address() as AddressInfo).port}/api/realtime`;
  const cookie = [...user.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const socket = await connectSocket(url, { cookie, origin: TEST_ORIGIN });
  const answer = await socket.subscribe(`user:${user.id}`);
  if (answer.type !== 'subscribed') throw new Error(`subscription refused: ${JSON.stringify(answer)}`);
  return socket;
}
