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
