import { authMessages } from '@rally/shared/auth/auth.messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts';
import { signUpUser } from '../../test/user-factories.ts';

// "User not found" (spec document 1 §8, reset flows) is said only to someone holding the right code, so
// it never tells a stranger whether an email has an account.

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

const userNotFound = { code: 'user_not_found', message: authMessages.userNotFound };
const invalidCode = { code: 'reset_code_invalid', message: authMessages.resetCodeInvalid };
const deleteAccount = (email: string) =>
  test.database.connection.db.delete(users).where(eq(users.email, email));

describe('"User not found" in the password reset flow', () => {
  it('answers it for the right code of an account deleted after the code was mailed, at both steps', async () => {
    await signUpUser(test, { username: 'gone', email: 'gone@example.com' });
    const anon = createClient(test.app);
    await anon.post('/api/auth/forgot-password', { email: 'gone@example.com' });
    const code = await test.mail.code('gone@example.com', /password reset/);
    await deleteAccount('gone@example.com');

    const checked = await anon.post('/api/auth/forgot-password/verify', { email: 'gone@example.com', code });
    expect(checked.statusCode).toBe(404);
    expect(checked.json()).toEqual(userNotFound);
    const reset = await anon.post('/api/auth/reset-password', {
      email: 'gone@example.com',
      code,
      password: 'New-secret-77',
      confirmPassword: 'New-secret-77',
    });
    expect(reset.statusCode).toBe(404);
    expect(reset.json()).toEqual(userNotFound);
  });

  it('answers a wrong code the same whether or not the email has an account', async () => {
    await signUpUser(test, { username: 'here', email: 'here@example.com' });
    const anon = createClient(test.app);
    await anon.post('/api/auth/forgot-password', { email: 'here@example.com' });
    const code = await test.mail.code('here@example.com', /password reset/);
    const wrong = code === '000000' ? '111111' : '000000';

    for (const email of ['here@example.com', 'nobody@example.com']) {
      const checked = await anon.post('/api/auth/forgot-password/verify', { email, code: wrong });
      expect(checked.statusCode, email).toBe(400);
      expect(checked.json(), email).toEqual(invalidCode);
      const reset = await anon.post('/api/auth/reset-password', {
        email,
        code: wrong,
        password: 'New-secret-77',
        confirmPassword: 'New-secret-77',
      });
      expect(reset.json(), email).toEqual(invalidCode);
    }
  });
});

describe('"User not found" in the username reminder flow', () => {
  it('answers it for the right code of an account with no username to remind of', async () => {
    const user = await signUpUser(test, { username: 'nameless', email: 'nameless@example.com' });
    const anon = createClient(test.app);
    await anon.post('/api/auth/forgot-username', { email: 'nameless@example.com' });
    const code = await test.mail.code('nameless@example.com', /username/);
    await test.database.connection.db.update(users).set({ username: null }).where(eq(users.id, user.id));

    const revealed = await anon.post('/api/auth/forgot-username/verify', {
      email: 'nameless@example.com',
      code,
    });
    expect(revealed.statusCode).toBe(404);
    expect(revealed.json()).toEqual(userNotFound);
  });

  it('answers an unknown email with the invalid-code text, as a wrong code', async () => {
    const revealed = await createClient(test.app).post('/api/auth/forgot-username/verify', {
      email: 'stranger@example.com',
      code: '123456',
    });
    expect(revealed.json()).toEqual(invalidCode);
  });
});
