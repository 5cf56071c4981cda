import { authMessages } from '@rally/shared/auth/auth.messages';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts';
import { signUpUser } from '../../test/user-factories.ts';

// Each simulated machine sends its own address in x-forwarded-for, trusted as the client's address here.
const env = { TRUST_PROXY: 'true' };

let test: TestApp;
beforeEach(async () => {
  test = await buildTestApp({ env });
});
afterEach(async () => {
  await test.close();
});

const OWNER_ADDRESS = '198.51.100.7';
const WRONG = 'Wrong-pass-1';
const rateLimited = { code: 'rate_limited', message: authMessages.tooManyRequests };

/** A browser at `address`. */
const at = (app: FastifyInstance, address: string) =>
  createClient(app, { headers: { 'x-forwarded-for': address } });

const signIn = (app: FastifyInstance, address: string, identifier: string, password: string) =>
  at(app, address).post('/api/auth/sign-in', { identifier, password });

const signInStatuses = async (app: FastifyInstance, address: string, identifier: string, times: number) => {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1)
    statuses.push((await signIn(app, address, identifier, WRONG)).statusCode);
  return statuses;
};

describe('sign-in limits', () => {
  it('lets the owner sign in from their own address after ten wrong passwords for their email from ten others', async () => {
    const owner = await signUpUser(test, { username: 'victor', email: 'victor@example.com' });
    for (let i = 0; i < 10; i += 1) {
      const attempt = await signIn(test.app, `203.0.113.${i}`, 'victor@example.com', WRONG);
      expect(attempt.statusCode).toBe(401);
    }
    const byEmail = await signIn(test.app, OWNER_ADDRESS, 'victor@example.com', owner.password);
    expect(byEmail.statusCode).toBe(200);
    const byUsername = await signIn(test.app, OWNER_ADDRESS, 'victor', owner.password);
    expect(byUsername.statusCode).toBe(200);
  });

  it('refuses an address its sixth wrong password for an account in a row, with the readable text', async () => {
    const owner = await signUpUser(test, { username: 'wanda' });
    expect(await signInStatuses(test.app, '203.0.113.50', 'wanda', 5)).toEqual([401, 401, 401, 401, 401]);
    const sixth = await signIn(test.app, '203.0.113.50', 'wanda', WRONG);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual(rateLimited);
    // Even the right password: the address has used its guesses.
    expect((await signIn(test.app, '203.0.113.50', 'wanda', owner.password)).statusCode).toBe(429);
    expect((await signIn(test.app, OWNER_ADDRESS, 'wanda', owner.password)).statusCode).toBe(200);
  });

  it('counts the email and the username of one account as one budget', async () => {
    await signUpUser(test, { username: 'xena', email: 'xena@example.com' });
    const address = '203.0.113.60';
    expect(await signInStatuses(test.app, address, 'xena@example.com', 3)).toEqual([401, 401, 401]);
    expect(await signInStatuses(test.app, address, 'XENA', 2)).toEqual([401, 401]);
    expect((await signIn(test.app, address, 'Xena@Example.com', WRONG)).statusCode).toBe(429);
    expect((await signIn(test.app, address, 'xena', WRONG)).statusCode).toBe(429);
  });

  it('does not spend the budget on a right password, and forgets the address’s mistakes once it signs in', async () => {
    const owner = await signUpUser(test, { username: 'yuri' });
    expect(await signInStatuses(test.app, OWNER_ADDRESS, 'yuri', 4)).toEqual([401, 401, 401, 401]);
    for (let i = 0; i < 3; i += 1) {
      expect((await signIn(test.app, OWNER_ADDRESS, 'yuri', owner.password)).statusCode).toBe(200);
    }
    expect(await signInStatuses(test.app, OWNER_ADDRESS, 'yuri', 6)).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('limits guesses at an unknown account exactly like those at a known one', async () => {
    await signUpUser(test, { username: 'zoltan' });
    const known = await signInStatuses(test.app, '203.0.113.70', 'zoltan', 6);
    const unknown = await signInStatuses(test.app, '203.0.113.70', 'zelda', 6);
    expect(unknown).toEqual(known);
    expect(unknown).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('past the account’s hundred failures an hour, lets through only addresses that have not failed on it', async () => {
    const owner = await signUpUser(test, { username: 'abigail' });
    // 99 failures from twenty addresses, one more from the owner's neighbour: the account's ceiling.
    for (let round = 0; round < 5; round += 1) {
      const batch = Array.from({ length: 20 }, (_, i) => i)
        .filter((i) => round < 4 || i < 19)
        .map((i) => signIn(test.app, `203.0.113.${100 + i}`, 'abigail', WRONG));
      for (const response of await Promise.all(batch)) expect(response.statusCode).toBe(401);
    }
    expect((await signIn(test.app, '198.51.100.8', 'abigail', WRONG)).statusCode).toBe(401);

    // The neighbour failed once: well within its own five, but the account is under attack.
    expect((await signIn(test.app, '198.51.100.8', 'abigail', owner.password)).statusCode).toBe(429);
    // The owner, from an address that never failed, gets in.
    expect((await signIn(test.app, OWNER_ADDRESS, 'abigail', owner.password)).statusCode).toBe(200);
    // A new attacking address gets one guess, not five.
    expect(await signInStatuses(test.app, '203.0.113.200', 'abigail', 2)).toEqual([401, 429]);
  });
});

describe('code limits', () => {
  it('lets the owner reset their password after others asked for codes for their email from many addresses', async () => {
    const owner = await signUpUser(test, { username: 'bruno', email: 'bruno@example.com' });
    const before = test.mail.count('bruno@example.com');
    const ask = (address: string) =>
      at(test.app, address).post('/api/auth/forgot-password', { email: 'bruno@example.com' });
    // Five requests from each of four addresses: every address's share, and the email's twenty an hour.
    for (let i = 0; i < 4; i += 1) {
      for (let j = 0; j < 5; j += 1) expect((await ask(`203.0.113.${i}`)).statusCode).toBe(200);
    }
    expect((await ask('203.0.113.0')).json()).toEqual(rateLimited);
    // Past the twenty, a new address gets one request, not five.
    expect((await ask('203.0.113.4')).statusCode).toBe(200);
    expect((await ask('203.0.113.4')).json()).toEqual(rateLimited);
    await vi.waitFor(() => expect(test.mail.count('bruno@example.com')).toBe(before + 21), {
      timeout: 10_000,
    });

    const home = at(test.app, OWNER_ADDRESS);
    const asked = await home.post('/api/auth/forgot-password', { email: 'bruno@example.com' });
    expect(asked.json()).toEqual({ message: authMessages.resetCodeSent });
    await vi.waitFor(() => expect(test.mail.count('bruno@example.com')).toBe(before + 22));
    const code = await test.mail.code('bruno@example.com', /password reset/);
    const reset = await home.post('/api/auth/reset-password', {
      email: 'bruno@example.com',
      code,
      password: 'New-secret-77',
      confirmPassword: 'New-secret-77',
    });
    expect(reset.json()).toEqual({ message: authMessages.passwordReset });
    expect((await signIn(test.app, OWNER_ADDRESS, 'bruno', 'New-secret-77')).statusCode).toBe(200);
    expect((await signIn(test.app, OWNER_ADDRESS, 'bruno', owner.password)).statusCode).toBe(401);
  });

  it('lets the owner use their code after fifty wrong guesses for their email from five addresses', async () => {
    await signUpUser(test, { username: 'celia', email: 'celia@example.com' });
    for (let i = 0; i < 5; i += 1) {
      const guesses = Array.from({ length: 10 }, (_, j) =>
        at(test.app, `203.0.113.${i}`).post('/api/auth/forgot-password/verify', {
          email: 'celia@example.com',
          code: String(100_000 + i * 10 + j),
        }),
      );
      for (const response of await Promise.all(guesses)) expect(response.statusCode).toBe(400);
    }
    const guess = (address: string) =>
      at(test.app, address).post('/api/auth/forgot-password/verify', {
        email: 'celia@example.com',
        code: '999999',
      });
    expect((await guess('203.0.113.0')).json()).toEqual(rateLimited);
    // Past the fifty, a new address gets one guess, not ten.
    expect((await guess('203.0.113.5')).statusCode).toBe(400);
    expect((await guess('203.0.113.5')).json()).toEqual(rateLimited);

    const home = at(test.app, OWNER_ADDRESS);
    await home.post('/api/auth/forgot-password', { email: 'celia@example.com' });
    const code = await test.mail.code('celia@example.com', /password reset/);
    const checked = await home.post('/api/auth/forgot-password/verify', { email: 'celia@example.com', code });
    expect(checked.statusCode).toBe(200);
  });
});

describe('sign-up limits', () => {
  const account = (name: string) => ({
    username: name,
    name: 'Harvest Test',
    email: `${name}@example.com`,
    password: 'Sunny-day-42',
    acceptTerms: true,
    confirmAdult: true,
  });

  it('answers an address at most five “taken” replies an hour, then refuses its sign-ups', async () => {
    await signUpUser(test, { username: 'taken', email: 'taken@example.com' });
    const harvester = at(test.app, '203.0.113.80');
    for (const probe of ['taken', 'taken', 'taken']) {
      const reply = await harvester.post('/api/auth/sign-up', { ...account('fresh1'), username: probe });
      expect(reply.json().message).toBe(authMessages.usernameTaken);
    }
    for (let i = 0; i < 2; i += 1) {
      const reply = await harvester.post('/api/auth/sign-up', {
        ...account(`fresh${i}`),
        email: 'taken@example.com',
      });
      expect(reply.json().message).toBe(authMessages.emailRegistered);
    }
    const sixth = await harvester.post('/api/auth/sign-up', { ...account('fresh9'), username: 'taken' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual(rateLimited);
    // Nor does the address get to create accounts meanwhile; another address does.
    expect((await harvester.post('/api/auth/sign-up', account('newcomer1'))).statusCode).toBe(429);
    expect(
      (await at(test.app, OWNER_ADDRESS).post('/api/auth/sign-up', account('newcomer2'))).statusCode,
    ).toBe(201);
  });

  it('does not count an accepted sign-up as a “taken” reply', async () => {
    const address = at(test.app, '203.0.113.81');
    for (let i = 0; i < 6; i += 1) {
      expect((await address.post('/api/auth/sign-up', account(`ok${i}`))).statusCode).toBe(201);
    }
  });

  it('refuses an address its eleventh sign-up in an hour', async () => {
    const address = at(test.app, '203.0.113.82');
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await address.post('/api/auth/sign-up', { ...account(`many${i}`), password: 'x' })).statusCode,
      ).toBe(400);
    }
    expect((await address.post('/api/auth/sign-up', account('many10'))).json()).toEqual(rateLimited);
  });
});

describe('counters shared by every server process', () => {
  it('keeps counting across a restart on the same database', async () => {
    await signUpUser(test, { username: 'dmitri' });
    expect(await signInStatuses(test.app, '203.0.113.90', 'dmitri', 5)).toEqual([401, 401, 401, 401, 401]);
    await test.app.close();
    const restarted = await buildTestApp({ env, database: test.database });
    try {
      expect((await signIn(restarted.app, '203.0.113.90', 'dmitri', WRONG)).json()).toEqual(rateLimited);
    } finally {
      await restarted.close();
    }
  });

  it('counts attempts on two processes against one budget', async () => {
    await signUpUser(test, { username: 'elena' });
    const second = await buildTestApp({ env, database: test.database });
    try {
      expect(await signInStatuses(test.app, '203.0.113.91', 'elena', 3)).toEqual([401, 401, 401]);
      expect(await signInStatuses(second.app, '203.0.113.91', 'elena', 3)).toEqual([401, 401, 429]);

      // A route's limit per address (ten code requests in 15 minutes) is shared as well.
      const ask = (app: FastifyInstance, i: number) =>
        at(app, '203.0.113.92').post('/api/auth/forgot-username', { email: `someone${i}@example.com` });
      for (let i = 0; i < 10; i += 1)
        expect((await ask(i % 2 ? second.app : test.app, i)).statusCode).toBe(200);
      expect((await ask(test.app, 10)).statusCode).toBe(429);
      expect((await ask(second.app, 11)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
