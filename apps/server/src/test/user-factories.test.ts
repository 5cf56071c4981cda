import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createClient, type TestApp } from './build-test-app.ts';
import { createUser, signUpUser } from './user-factories.ts';

// The direct factory stands in for the real sign-up in most tests: what it leaves must be what the
// real flow leaves, as far as any request can tell.

let test: TestApp;
beforeEach(async () => {
  test = await buildTestApp();
});
afterEach(async () => {
  await test.close();
});

/** A response body with the user's own id, names, email and the timestamps blanked, to compare two users. */
function withoutIdentity(body: string, user: { id: string; username: string; name: string; email: string }) {
  const blanked = [user.id, user.username.toLowerCase(), user.name, user.email]
    .reduce((text, value) => text.replaceAll(value, '(identity)'), body)
    .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, '(time)');
  return JSON.parse(blanked);
}

describe('user factories', () => {
  it('hands back a client signed in as the new user, seen exactly as a signed-up one', async () => {
    const made = await createUser(test, { username: 'Quinn', name: 'Quinn Example' });
    const signedUp = await signUpUser(test, { username: 'Rosa', name: 'Rosa Example' });
    const session = (await made.client.get('/api/auth/session')).json().session;
    const reference = (await signedUp.client.get('/api/auth/session')).json().session;
    expect(session.user).toEqual({
      ...reference.user,
      id: made.id,
      email: made.email,
      username: 'quinn',
      name: 'Quinn Example',
    });
    expect(new Date(session.expiresAt).getTime()).toBeCloseTo(new Date(reference.expiresAt).getTime(), -4);
    const profile = await made.client.get('/api/profiles/me');
    const referenceProfile = await signedUp.client.get('/api/profiles/me');
    expect(withoutIdentity(profile.body, made)).toEqual(withoutIdentity(referenceProfile.body, signedUp));
  });

  it('lets the new user sign in with their password and sign out', async () => {
    const user = await createUser(test);
    const client = createClient(test.app);
    const signIn = await client.post('/api/auth/sign-in', {
      identifier: user.username,
      password: user.password,
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().session.user.id).toBe(user.id);
    expect((await user.client.post('/api/auth/sign-out')).statusCode).toBe(200);
    expect((await user.client.get('/api/auth/session')).json().session).toBeNull();
  });

  it('refuses a session cookie whose signature is not the app’s', async () => {
    const user = await createUser(test);
    const [token] = decodeURIComponent(user.client.cookies.get('rally.session_token') ?? '').split('.');
    const forged = createClient(test.app);
    forged.cookies.set('rally.session_token', encodeURIComponent(`${token}.AAAA`));
    expect((await forged.get('/api/auth/session')).json().session).toBeNull();
  });
});
