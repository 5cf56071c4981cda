import { CONTROL_CHARACTERS_MESSAGE } from '@rally/shared/plain-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { befriend } from '../test/social-factories.ts';
import { createUser, type TestUser } from '../test/user-factories.ts';

let test: TestApp;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  test = await buildTestApp();
  alice = await createUser(test, { name: 'Alice' });
  // An administrator, so the administrators' own routes reach the guard too (others are refused first).
  await test.app.services.roles.grantByEmail(alice.email);
  bob = await createUser(test, { name: 'Bob' });
  await befriend(alice, bob);
});
afterAll(() => test.close());

const refusal = (field: string) => ({
  code: 'invalid_text',
  message: `${CONTROL_CHARACTERS_MESSAGE} (field: ${field})`,
  fields: { [field]: [CONTROL_CHARACTERS_MESSAGE] },
});

describe('the control-character guard', () => {
  it('refuses a NUL in the sign-in identifier with a 400 naming the field', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { identifier: 'a\u0000b', password: 'correct-horse-9' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('identifier'));
  });

  it('refuses a NUL in a profile name, and keeps the saved profile as it was', async () => {
    const response = await alice.client.put('/api/profiles/me', { name: 'Ali\u0000ce' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('name'));
    expect((await alice.client.get('/api/profiles/me')).json().profile.name).toBe('Alice');
  });

  it('refuses a NUL in an object key, where a record of sport levels would store it', async () => {
    const response = await alice.client.put('/api/profiles/me', {
      name: 'Alice',
      sports: ['soccer'],
      sportSkills: { 'soc\u0000cer': 'beginner' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_text');
  });

  it('refuses a percent-encoded NUL in the search query', async () => {
    const response = await alice.client.get('/api/friends/search?q=a%00b');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('q'));
  });

  it('refuses a NUL in a message, and sends nothing', async () => {
    const response = await alice.client.post(`/api/messages/${bob.id}`, { message: 'see you\u0000' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('message'));
    expect((await bob.client.get(`/api/messages/${alice.id}`)).json().messages).toEqual([]);
  });

  it('refuses a percent-encoded NUL in a path id', async () => {
    const response = await alice.client.get('/api/profiles/a%00b');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('userId'));
  });

  it('refuses other control characters and lone surrogates, and keeps tabs, line breaks and emoji', async () => {
    for (const message of ['\u001b[2J', 'bell\u0007', 'del\u007f', 'half \ud83d', 'tail \udc00']) {
      const response = await alice.client.post(`/api/messages/${bob.id}`, { message });
      expect(response.statusCode, JSON.stringify(message)).toBe(400);
    }
    const fine = await alice.client.post(`/api/messages/${bob.id}`, { message: 'Line one\n\tLine two 🏀' });
    expect(fine.statusCode).toBe(201);
  });

  it('guards every route in the API document, present and future: a NUL in any parameter answers 400', async () => {
    const document = (await test.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    let tried = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) {
        const url = path.replace(/\{[^}]+\}/g, 'x%00y');
        const response = await alice.client.request({
          method: method.toUpperCase() as 'GET',
          url: `${url}?q=a%00b`,
          ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
        });
        expect(response.statusCode, `${method} ${path}`).toBe(400);
        expect(response.json().code, `${method} ${path}`).toBe('invalid_text');
        tried += 1;
      }
    }
    expect(tried).toBeGreaterThan(20);
  });
});
