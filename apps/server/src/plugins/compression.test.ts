import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { friendships } from '../db/schema/friends.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createProfile } from '../test/social-factories.ts';
import { createUser } from '../test/user-factories.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

let test: TestApp;
beforeEach(async () => {
  test = await buildTestApp();
});
afterEach(async () => {
  await test.close();
});

/** A signed-in user whose friends list is well over the threshold. */
async function userWithLongFriendsList() {
  const viewer = await createUser(test);
  for (let i = 0; i < 20; i += 1) {
    const id = await createProfile(test, { name: `Friend number ${i}`, sports: ['tennis', 'soccer'] });
    await test.database.connection.db
      .insert(friendships)
      .values({ userId: id, friendId: viewer.id, status: 'accepted' });
  }
  return viewer;
}

describe('response compression', () => {
  it('sends a large JSON answer as brotli or gzip, which decode to the same JSON as the plain answer', async () => {
    const viewer = await userWithLongFriendsList();
    const plain = await viewer.client.get('/api/friends');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const brotli = await viewer.client.request({
      method: 'GET',
      url: '/api/friends',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    const gzip = await viewer.client.request({
      method: 'GET',
      url: '/api/friends',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends a small answer as it is, whatever the client accepts', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual(expect.objectContaining({ status: expect.any(String) }));
  });
});
