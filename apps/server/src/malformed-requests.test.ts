import type { AddressInfo } from 'node:net';
import { messagesMessages } from '@rally/shared/messages/messages.schemas';
import { profileMessages } from '@rally/shared/profiles/profiles.messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN, type TestApp } from './test/build-test-app.ts';
import { connectSocket } from './test/realtime-client.ts';
import { befriend } from './test/social-factories.ts';
import { createUser, type TestUser } from './test/user-factories.ts';

// Requests no honest client sends, which once reached code that could not cope and answered 500.

let test: TestApp;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  test = await buildTestApp();
  alice = await createUser(test, { name: 'Alice' });
  bob = await createUser(test, { name: 'Bob' });
  await befriend(alice, bob);
});
afterAll(() => test.close());

describe('dates out of range', () => {
  it('refuses a history cursor before 2000 or after 2100 with a 400 naming the field', async () => {
    for (const before of ['0000-01-01T00:00:00Z', '1900-01-01T00:00:00Z', '9999-12-31T23:59:59-14:00']) {
      const response = await alice.client.get(`/api/messages/${bob.id}?before=${encodeURIComponent(before)}`);
      expect(response.statusCode, before).toBe(400);
      expect(response.json().fields).toEqual({ before: [messagesMessages.invalidBefore] });
    }
  });

  it('still pages history by a cursor inside the range', async () => {
    const response = await alice.client.get(`/api/messages/${bob.id}?before=2099-12-31T23:59:59Z`);
    expect(response.statusCode).toBe(200);
  });
});

describe('ids in the path', () => {
  const uuid = '0b1e4c3a-5d6f-4a7b-8c9d-0e1f2a3b4c5d';
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string) =>
    alice.client.request({
      method,
      url,
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });

  it('answers a malformed league id beside a request id 404 League not found, never reaching the database', async () => {
    const response = await call('POST', `/api/leagues/not-a-uuid/join-requests/${uuid}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'league_not_found', message: 'League not found' });
  });

  it("answers each malformed id 404 with its feature's not-found text, where it once answered 400", async () => {
    const cases = [
      ['POST', '/api/notifications/not-a-uuid/read', 'notification_not_found', 'Notification not found'],
      ['DELETE', '/api/push-subscriptions/not-a-uuid', 'push_device_not_found', 'Device not found'],
      [
        'POST',
        '/api/friends/requests/not-a-uuid/accept',
        'friend_request_not_found',
        'Friend request not found',
      ],
      [
        'POST',
        '/api/friends/requests/not-a-uuid/decline',
        'friend_request_not_found',
        'Friend request not found',
      ],
      ['GET', '/api/games/not-a-uuid/review-page', 'game_not_found', 'Game Not Found'],
      ['POST', '/api/games/not-a-uuid/reviews', 'game_not_found', 'Game Not Found'],
      ['GET', '/api/games/not-a-uuid/calendar.ics', 'game_not_found', 'Game Not Found'],
      ['PUT', `/api/leagues/${uuid}/sections/not-a-tab`, 'not_found', 'Section not found'],
    ] as const;
    for (const [method, url, code, message] of cases) {
      const response = await call(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json(), `${method} ${url}`).toEqual({ code, message });
    }
  });

  it('answers an id longer than any, or not readable as text, 404 in the same shape', async () => {
    for (const url of [
      `/api/games/${'a'.repeat(300)}`,
      '/api/games/%ED%BF%BF',
      `/api/profiles/${'x'.repeat(101)}`,
    ]) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ code: 'not_found', message: 'Not found' });
    }
  });

  it('looks up an id that is not a uuid by design, answering 404 when it names no one', async () => {
    const profile = await call('GET', '/api/profiles/no-such-player');
    expect(profile.statusCode).toBe(404);
    expect(profile.json().code).toBe('profile_not_found');
    expect((await call('GET', '/api/calendar/no-such-feed.ics')).statusCode).toBe(404);
    expect((await call('GET', `/api/profiles/${bob.id}`)).statusCode).toBe(200);
  });
});

describe('malformed avatar uploads', () => {
  const upload = (contentType: string, payload: string) =>
    alice.client.request({
      method: 'POST',
      url: '/api/profiles/me/avatar',
      headers: { 'content-type': contentType },
      payload,
    });
  const filePart =
    '--X\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n';

  it('answers a multipart body without a boundary with a readable 400', async () => {
    for (const contentType of [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary="',
    ]) {
      const response = await upload(contentType, 'abc');
      expect(response.statusCode, contentType).toBe(400);
      expect(response.json()).toEqual({ code: 'invalid_upload', message: profileMessages.avatarUnreadable });
    }
  });

  it('answers a truncated or garbled multipart body with a readable 400', async () => {
    for (const payload of [`${filePart}\r\nabc`, filePart, 'garbage without parts']) {
      const response = await upload('multipart/form-data; boundary=X', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(profileMessages.avatarUnreadable);
    }
  });

  it('answers an extra part beside the file with a readable 400', async () => {
    const payload = `--X\r\nContent-Disposition: form-data; name="a"\r\n\r\nv\r\n${filePart}\r\nabc\r\n--X--\r\n`;
    const response = await upload('multipart/form-data; boundary=X', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(profileMessages.avatarUnreadable);
  });
});

describe('malformed Origin on the socket upgrade', () => {
  it('refuses Origin null, an empty host and text that is not a URL with a 403, and still opens our own', async () => {
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(test.app.server.address() as AddressInfo).port}/api/realtime`;
    const cookie = [...alice.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    for (const origin of ['null', 'http://', 'not a url', 'http://[::1']) {
      await expect(connectSocket(url, { cookie, origin }), origin).rejects.toThrow('socket refused: 403');
    }
    const socket = await connectSocket(url, { cookie, origin: TEST_ORIGIN });
    expect((await socket.next((message) => message.type === 'ready')).type).toBe('ready');
    socket.close();
  });
});
