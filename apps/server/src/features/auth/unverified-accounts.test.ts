import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts';
import { signUpUser } from '../../test/user-factories.ts';
import { createAuthRepository } from './auth.repository.ts';
import { createUnverifiedAccountsSweep } from './unverified-accounts.ts';

let test: TestApp;
beforeEach(async () => {
  test = await buildTestApp();
});
afterEach(async () => {
  await test.close();
});

const account = {
  username: 'ghostly',
  name: 'Ghostly Player',
  email: 'ghostly@example.com',
  password: 'correct-horse-9',
  acceptTerms: true,
  confirmAdult: true,
};

/** Signs up without verifying; returns the new account's id. */
async function signUpUnverified() {
  const response = await createClient(test.app).post('/api/auth/sign-up', account);
  expect(response.statusCode).toBe(201);
  const [row] = await test.database.connection.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, account.email));
  return row!.id;
}

describe('an account whose email is not verified', () => {
  it('cannot be found, seen or befriended', async () => {
    const ghostId = await signUpUnverified();
    const viewer = await signUpUser(test);

    const search = await viewer.client.get('/api/friends/search?q=ghostly');
    expect(search.statusCode).toBe(200);
    expect(JSON.stringify(search.json())).not.toContain(ghostId);
    expect((await viewer.client.get(`/api/profiles/${ghostId}`)).statusCode).toBe(404);
    expect((await viewer.client.post('/api/friends/requests', { userId: ghostId })).statusCode).toBe(404);
  });

  it('becomes visible once verified', async () => {
    const ghostId = await signUpUnverified();
    const code = await test.mail.code(account.email, /verification/);
    const owner = createClient(test.app);
    expect((await owner.post('/api/auth/verify-email', { email: account.email, code })).statusCode).toBe(200);
    const viewer = await signUpUser(test);

    expect((await viewer.client.get(`/api/profiles/${ghostId}`)).statusCode).toBe(200);
    expect(JSON.stringify((await viewer.client.get('/api/friends/search?q=ghostly')).json())).toContain(
      ghostId,
    );
  });

  it('is deleted a week after sign-up, freeing its username and email', async () => {
    await signUpUnverified();
    const authRepo = createAuthRepository(test.database.connection.db);
    const inDays = (days: number) => ({ now: () => new Date(Date.now() + days * 24 * 60 * 60 * 1000) });

    expect(await createUnverifiedAccountsSweep({ authRepo, clock: inDays(6) }).sweep()).toBe(0);
    expect(await createUnverifiedAccountsSweep({ authRepo, clock: inDays(8) }).sweep()).toBe(1);

    const again = await createClient(test.app).post('/api/auth/sign-up', account);
    expect(again.statusCode).toBe(201);
  });

  it('is never deleted once verified, however old', async () => {
    const player = await signUpUser(test);
    const authRepo = createAuthRepository(test.database.connection.db);
    const inAYear = { now: () => new Date(Date.now() + 365 * 24 * 60 * 60 * 1000) };
    expect(await createUnverifiedAccountsSweep({ authRepo, clock: inAYear }).sweep()).toBe(0);
    expect((await player.client.get('/api/profiles/me')).statusCode).toBe(200);
  });
});
