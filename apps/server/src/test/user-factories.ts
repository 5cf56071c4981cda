import { createHmac, randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { SESSION_TTL_SECONDS } from '@rally/shared/limits';
import type { FastifyInstance } from 'fastify';
import { accounts, sessions, users } from '../db/schema/auth.ts';
import { argon2Options } from '../plugins/auth.ts';
import { createClient, TEST_AUTH_SECRET, type TestApp } from './build-test-app.ts';
import type { SmtpSink } from './smtp-sink.ts';

// Users for tests whose subject is not signing up. The real flow (argon2 at sign-up and sign-in, a
// mailed code) costs about a second a user; these insert the same rows better-auth would write and
// sign the session cookie the way it does, so every later request goes through the real session check.

type Account = { username: string; name: string; email: string; password: string };

let sequence = 0;

/** A new account's fields, unique across the workers running at once. */
function newAccount(overrides: Partial<Account>): Account {
  sequence += 1;
  const suffix = `${process.pid}${sequence}`;
  return {
    username: `player${suffix}`,
    name: `Player ${suffix}`,
    email: `player${suffix}@example.com`,
    password: 'correct-horse-9',
    ...overrides,
  };
}

// argon2id at the app's cost takes tens of milliseconds: each password is hashed once per worker.
const passwordHashes = new Map<string, Promise<string>>();
const hashPassword = (password: string) => {
  let hashed = passwordHashes.get(password);
  if (!hashed) {
    hashed = hash(password, argon2Options);
    passwordHashes.set(password, hashed);
  }
  return hashed;
};

/** An id in better-auth's shape: 32 letters and digits. */
function betterAuthId() {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(32)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/**
 * The session cookie better-auth sets: `<token>.<base64 HMAC-SHA256 of the token>`, URI-encoded
 * (better-call's serializeSignedCookie).
 */
export function signedSessionCookie(token: string, secret: string = TEST_AUTH_SECRET) {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return { name: 'rally.session_token', value: encodeURIComponent(`${token}.${signature}`) };
}

/**
 * A new verified, signed-in user: the rows a finished sign-up and verification leave (account,
 * password, profile, session) inserted directly, and a client holding the signed session cookie.
 */
export async function createUser(test: Pick<TestApp, 'app' | 'database'>, overrides: Partial<Account> = {}) {
  const account = newAccount(overrides);
  const db = test.database.connection.db;
  const id = betterAuthId();
  // As better-auth's sign-up stores them: the username and email lower-cased, the name trimmed.
  const username = account.username.toLowerCase();
  const email = account.email.toLowerCase();
  const name = account.name.trim();
  await db.insert(users).values({
    id,
    name,
    email,
    emailVerified: true,
    username,
    displayUsername: account.username,
  });
  await db.insert(accounts).values({
    id: betterAuthId(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await hashPassword(account.password),
  });
  await test.app.services.profiles.createForAccount({ id, email, name, username });
  const token = betterAuthId();
  await db.insert(sessions).values({
    id: betterAuthId(),
    token,
    userId: id,
    expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
  });
  const client = createClient(test.app);
  const cookie = signedSessionCookie(token);
  client.cookies.set(cookie.name, cookie.value);
  return { ...account, id, client };
}

/** A new verified, signed-in user made through the real sign-up, mailed code and verification. */
export async function signUpUser(
  test: { app: FastifyInstance; mail: SmtpSink },
  overrides: Partial<Account> = {},
) {
  const account = newAccount(overrides);
  const client = createClient(test.app);
  const signUp = await client.post('/api/auth/sign-up', {
    ...account,
    acceptTerms: true,
    confirmAdult: true,
  });
  if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.body}`);
  const code = await test.mail.code(account.email, /verification/);
  const verified = await client.post('/api/auth/verify-email', { email: account.email, code });
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
  const { session } = verified.json() as { session: { user: { id: string } } };
  return { ...account, id: session.user.id, client };
}

export type TestUser = Awaited<ReturnType<typeof createUser>>;
