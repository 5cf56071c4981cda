import { authMessages } from '@rally/shared/auth/auth.messages';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userProfiles } from '../../db/schema/profiles.ts';
import { buildTestApp, createClient, TEST_ORIGIN, type TestApp } from '../../test/build-test-app.ts';
import { createTestClock, type TestClock } from '../../test/test-clock.ts';
import { signUpUser } from '../../test/user-factories.ts';

let test: TestApp;
let clock: TestClock;
beforeEach(async () => {
  clock = createTestClock();
  test = await buildTestApp({ clock });
});
afterEach(async () => {
  await test.close();
});

const newAccount = (name: string) => ({
  username: name,
  name: `${name[0]?.toUpperCase()}${name.slice(1)} Example`,
  email: `${name}@example.com`,
  password: 'Sunny-day-42',
  acceptTerms: true,
  confirmAdult: true,
});

describe('sign-up and verification', () => {
  it('creates an unverified account, mails a code and a link, and signs in on verification', async () => {
    const client = createClient(test.app);
    const signUp = await client.post('/api/auth/sign-up', newAccount('alice'));
    expect(signUp.statusCode).toBe(201);
    expect(signUp.json()).toEqual({ message: authMessages.codeSent });

    const mail = await test.mail.latest('alice@example.com', /verification code/);
    const code = await test.mail.code('alice@example.com');
    expect(mail.raw).toContain(code);
    expect(mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(
      `/verify-email?token=${code}&type=signup&email=alice%40example.com`,
    );

    expect((await client.get('/api/auth/session')).json()).toEqual({ session: null });
    const verified = await client.post('/api/auth/verify-email', { email: 'alice@example.com', code });
    expect(verified.statusCode).toBe(200);
    const session = verified.json().session;
    expect(session.user).toMatchObject({
      username: 'alice',
      name: 'Alice Example',
      email: 'alice@example.com',
      emailVerified: true,
      profileComplete: false,
      isAdmin: false,
    });
    expect(verified.headers['set-cookie']).toEqual(
      expect.arrayContaining([expect.stringMatching(/HttpOnly/i)]),
    );
    expect(String(verified.headers['set-cookie'])).toMatch(/SameSite=Lax/i);

    const current = await client.get('/api/auth/session');
    expect(current.json().session.user.id).toBe(session.user.id);
  });

  it('answers every missing or invalid field with the spec texts', async () => {
    const response = await createClient(test.app).post('/api/auth/sign-up', {
      username: '',
      name: ' ',
      email: 'not-an-email',
      password: 'abcdefgh',
    });
    expect(response.statusCode).toBe(400);
    const { fields } = response.json();
    expect(fields.username).toContain(authMessages.fillAllRequired);
    expect(fields.name).toContain(authMessages.fillAllRequired);
    expect(fields.email).toContain(authMessages.invalidEmail);
    expect(fields.password).toContain(
      'Password must include at least 2 of: case sensitive letter, number, or special character',
    );
    expect(fields.acceptTerms).toContain(authMessages.termsRequired);
    expect(fields.confirmAdult).toContain(authMessages.ageRequired);
  });

  it('refuses a password outside 8 to 32 characters', async () => {
    const tooLong = await createClient(test.app).post('/api/auth/sign-up', {
      ...newAccount('bob'),
      password: `${'a1'.repeat(16)}x`,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields.password).toEqual(['Password must be between 8-32 characters long']);
  });

  it('refuses a taken username and a registered email with their texts', async () => {
    await signUpUser(test, { username: 'carol', email: 'carol@example.com' });
    const sameUsername = await createClient(test.app).post('/api/auth/sign-up', {
      ...newAccount('carol'),
      email: 'other@example.com',
    });
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json()).toMatchObject({
      code: 'username_taken',
      message: authMessages.usernameTaken,
    });

    const sameEmail = await createClient(test.app).post('/api/auth/sign-up', {
      ...newAccount('carol2'),
      email: 'CAROL@example.com',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ code: 'email_taken', message: authMessages.emailRegistered });
  });

  it('creates the profile row with username, name and email at sign-up', async () => {
    const user = await signUpUser(test, {
      username: 'dora',
      name: 'Dora Explorer',
      email: 'dora@example.com',
    });
    const rows = await test.database.connection.db
      .select({ username: userProfiles.username, name: userProfiles.name, email: userProfiles.email })
      .from(userProfiles)
      .where(eq(userProfiles.userId, user.id));
    expect(rows).toEqual([{ username: 'dora', name: 'Dora Explorer', email: 'dora@example.com' }]);
  });

  it('refuses a wrong code, a reused code and an expired code', async () => {
    const client = createClient(test.app);
    await client.post('/api/auth/sign-up', newAccount('erin'));
    const code = await test.mail.code('erin@example.com');
    const wrong = code === '000000' ? '111111' : '000000';

    const bad = await client.post('/api/auth/verify-email', { email: 'erin@example.com', code: wrong });
    expect(bad.json()).toMatchObject({ code: 'code_invalid', message: authMessages.codeInvalid });

    expect(
      (await client.post('/api/auth/verify-email', { email: 'erin@example.com', code })).statusCode,
    ).toBe(200);
    const reused = await createClient(test.app).post('/api/auth/verify-email', {
      email: 'erin@example.com',
      code,
    });
    expect(reused.json()).toMatchObject({ code: 'already_verified', message: authMessages.emailVerified });

    const late = createClient(test.app);
    await late.post('/api/auth/sign-up', newAccount('frank'));
    const lateCode = await test.mail.code('frank@example.com');
    // better-auth keeps this code and reads the time itself, not through the app's clock.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60 * 1000 });
    const expired = await late.post('/api/auth/verify-email', { email: 'frank@example.com', code: lateCode });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'code_expired', message: authMessages.codeExpired });
  });

  it('kills a code after five wrong tries, even before the right one', async () => {
    const client = createClient(test.app);
    await client.post('/api/auth/sign-up', newAccount('gina'));
    const code = await test.mail.code('gina@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const response = await client.post('/api/auth/verify-email', {
        email: 'gina@example.com',
        code: wrong,
      });
      expect(response.json().code).toBe('code_invalid');
    }
    const right = await client.post('/api/auth/verify-email', { email: 'gina@example.com', code });
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('code_attempts');
  });

  it('refuses a code that is not six digits with the spec text', async () => {
    const response = await createClient(test.app).post('/api/auth/verify-email', {
      email: 'x@example.com',
      code: '12a45',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter the complete 6-digit code');
  });

  it('resends a new code that replaces the old one', async () => {
    const client = createClient(test.app);
    await client.post('/api/auth/sign-up', newAccount('hank'));
    const first = await test.mail.code('hank@example.com');
    const resent = await client.post('/api/auth/resend-verification', { email: 'hank@example.com' });
    expect(resent.json()).toEqual({ message: authMessages.codeResent });
    await vi.waitFor(() => expect(test.mail.count('hank@example.com')).toBe(2));
    const second = await test.mail.code('hank@example.com');
    if (first !== second) {
      const stale = await client.post('/api/auth/verify-email', { email: 'hank@example.com', code: first });
      expect(stale.json().code).toBe('code_invalid');
    }
    expect(
      (await client.post('/api/auth/verify-email', { email: 'hank@example.com', code: second })).statusCode,
    ).toBe(200);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in by username and by email, case-insensitively', async () => {
    const user = await signUpUser(test, { username: 'ivan', email: 'ivan@example.com' });
    const byUsername = await createClient(test.app).post('/api/auth/sign-in', {
      identifier: 'IVAN',
      password: user.password,
    });
    expect(byUsername.statusCode).toBe(200);
    expect(byUsername.json().session.user.username).toBe('ivan');
    const byEmail = await createClient(test.app).post('/api/auth/sign-in', {
      identifier: 'Ivan@Example.com',
      password: user.password,
    });
    expect(byEmail.json().session.user.id).toBe(user.id);
  });

  it('answers bad credentials and an unknown username with the same text', async () => {
    await signUpUser(test, { username: 'jade' });
    for (const attempt of [
      { identifier: 'jade', password: 'Wrong-pass-1' },
      { identifier: 'nobody', password: 'Wrong-pass-1' },
      { identifier: 'nobody@example.com', password: 'Wrong-pass-1' },
    ]) {
      const response = await createClient(test.app).post('/api/auth/sign-in', attempt);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'invalid_credentials',
        message: authMessages.invalidCredentials,
      });
    }
  });

  it('asks for both fields', async () => {
    const response = await createClient(test.app).post('/api/auth/sign-in', {
      identifier: ' ',
      password: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(authMessages.fillAllFields);
  });

  it('refuses an unverified account and mails it a fresh code', async () => {
    const client = createClient(test.app);
    await client.post('/api/auth/sign-up', newAccount('kim'));
    const before = test.mail.count('kim@example.com');
    const response = await client.post('/api/auth/sign-in', { identifier: 'kim', password: 'Sunny-day-42' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'email_not_verified', message: authMessages.emailNotVerified });
    await vi.waitFor(() => expect(test.mail.count('kim@example.com')).toBe(before + 1));
  });

  it('ends the session on the server at sign-out', async () => {
    const user = await signUpUser(test);
    const stolenCookies = new Map(user.client.cookies);
    const signOut = await user.client.post('/api/auth/sign-out');
    expect(signOut.json()).toEqual({ message: authMessages.signedOut });
    expect((await user.client.get('/api/auth/session')).json()).toEqual({ session: null });

    const replay = createClient(test.app);
    for (const [name, value] of stolenCookies) replay.cookies.set(name, value);
    expect((await replay.get('/api/auth/session')).json()).toEqual({ session: null });
  });

  it('marks the accounts listed in ADMIN_EMAILS as administrators', async () => {
    await test.close();
    test = await buildTestApp({ env: { ADMIN_EMAILS: 'Boss@Example.com, other@example.com' } });
    const boss = await signUpUser(test, { email: 'boss@example.com' });
    expect((await boss.client.get('/api/auth/session')).json().session.user.isAdmin).toBe(true);
  });
});

describe('forgot password', () => {
  it('resets the password with a mailed code and ends the old sessions', async () => {
    const user = await signUpUser(test, { username: 'lena', email: 'lena@example.com' });
    const anon = createClient(test.app);
    const sent = await anon.post('/api/auth/forgot-password', { email: 'lena@example.com' });
    expect(sent.json()).toEqual({ message: authMessages.resetCodeSent });
    const code = await test.mail.code('lena@example.com', /password reset/);

    expect(
      (await anon.post('/api/auth/forgot-password/verify', { email: 'lena@example.com', code })).statusCode,
    ).toBe(200);
    const mismatch = await anon.post('/api/auth/reset-password', {
      email: 'lena@example.com',
      code,
      password: 'New-secret-77',
      confirmPassword: 'New-secret-78',
    });
    expect(mismatch.json().message).toBe(authMessages.passwordsDoNotMatch);

    const reset = await anon.post('/api/auth/reset-password', {
      email: 'lena@example.com',
      code,
      password: 'New-secret-77',
      confirmPassword: 'New-secret-77',
    });
    expect(reset.json()).toEqual({ message: authMessages.passwordReset });

    expect((await user.client.get('/api/auth/session')).json().session).toBeNull();
    const oldPassword = await createClient(test.app).post('/api/auth/sign-in', {
      identifier: 'lena',
      password: user.password,
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await createClient(test.app).post('/api/auth/sign-in', {
      identifier: 'lena',
      password: 'New-secret-77',
    });
    expect(newPassword.statusCode).toBe(200);

    const reused = await anon.post('/api/auth/reset-password', {
      email: 'lena@example.com',
      code,
      password: 'Other-secret-1',
      confirmPassword: 'Other-secret-1',
    });
    expect(reused.json()).toMatchObject({
      code: 'reset_code_invalid',
      message: authMessages.resetCodeInvalid,
    });
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const response = await createClient(test.app).post('/api/auth/forgot-password', {
      email: 'ghost@example.com',
    });
    expect(response.json()).toEqual({ message: authMessages.resetCodeSent });
    expect(test.mail.count('ghost@example.com')).toBe(0);
  });

  it('asks for an email address', async () => {
    const response = await createClient(test.app).post('/api/auth/forgot-password', { email: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(authMessages.emailRequired);
  });
});

describe('forgot username', () => {
  it('reveals the username once for the mailed code', async () => {
    await signUpUser(test, { username: 'milo', email: 'milo@example.com' });
    const anon = createClient(test.app);
    expect((await anon.post('/api/auth/forgot-username', { email: 'milo@example.com' })).json()).toEqual({
      message: authMessages.usernameReminderSent,
    });
    const code = await test.mail.code('milo@example.com', /username/);
    const revealed = await anon.post('/api/auth/forgot-username/verify', { email: 'milo@example.com', code });
    expect(revealed.json()).toEqual({ username: 'milo', message: 'Your username is: milo' });
    const reused = await anon.post('/api/auth/forgot-username/verify', { email: 'milo@example.com', code });
    expect(reused.json()).toMatchObject({
      code: 'reset_code_invalid',
      message: authMessages.resetCodeInvalid,
    });
  });

  it('kills the code after five wrong tries and when it expires', async () => {
    await signUpUser(test, { username: 'nora', email: 'nora@example.com' });
    const anon = createClient(test.app);
    await anon.post('/api/auth/forgot-username', { email: 'nora@example.com' });
    const code = await test.mail.code('nora@example.com', /username/);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      await anon.post('/api/auth/forgot-username/verify', { email: 'nora@example.com', code: wrong });
    }
    const dead = await anon.post('/api/auth/forgot-username/verify', { email: 'nora@example.com', code });
    expect(dead.json().code).toBe('reset_code_invalid');

    await anon.post('/api/auth/forgot-username', { email: 'nora@example.com' });
    await vi.waitFor(() => expect(test.mail.count('nora@example.com')).toBeGreaterThanOrEqual(3));
    const fresh = await test.mail.code('nora@example.com', /username/);
    clock.advance(11 * 60 * 1000);
    const expired = await anon.post('/api/auth/forgot-username/verify', {
      email: 'nora@example.com',
      code: fresh,
    });
    expect(expired.json().code).toBe('reset_code_invalid');
  });
});

describe('abuse protection', () => {
  it('limits code requests per address with a readable message', async () => {
    const client = createClient(test.app);
    let last = await client.post('/api/auth/forgot-username', { email: 'a0@example.com' });
    for (let i = 1; i <= 10; i += 1) {
      last = await client.post('/api/auth/forgot-username', { email: `a${i}@example.com` });
    }
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ code: 'rate_limited', message: authMessages.tooManyRequests });
  });

  it('limits code checks per account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const client = createClient(test.app, { headers: { 'x-forwarded-for': `10.1.0.${i}` } });
      statuses.push(
        (await client.post('/api/auth/forgot-username/verify', { email: 'p@example.com', code: '123456' }))
          .statusCode,
      );
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses a cross-site write and accepts a same-origin one', async () => {
    const user = await signUpUser(test);
    const crossSite = await user.client.request({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().code).toBe('cross_site_request');
    expect((await user.client.get('/api/auth/session')).json().session).not.toBeNull();

    const fetchMetadataOnly = await user.client.request({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchMetadataOnly.statusCode).toBe(403);

    const sameOrigin = await user.client.request({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: TEST_ORIGIN },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });
});
