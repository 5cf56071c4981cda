import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../test/build-test-app.ts';
import { createUser } from '../test/user-factories.ts';

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

describe('the cross-site write guard', () => {
  it('refuses a write from another site whatever spelling of the path reaches the route', async () => {
    test = await buildTestApp();
    const alice = await createUser(test);
    const bob = await createUser(test);
    const { requestId } = (await bob.client.post('/api/friends/requests', { userId: alice.id })).json();
    const paths = [
      `/api/friends/requests/${requestId}/accept`,
      `/%61pi/friends/requests/${requestId}/accept`,
      `/api/friends/requests/${requestId}/%61ccept`,
      `//api/friends/requests/${requestId}/accept`,
      `/API/friends/requests/${requestId}/accept`,
      `/api/friends/requests/${requestId}/accept.`,
      `/api/./friends/requests/${requestId}/accept`,
    ];
    for (const url of paths) {
      const response = await alice.client.request({
        method: 'POST',
        url,
        headers: { origin: 'http://evil.test' },
      });
      expect(response.statusCode, url).toBe(403);
    }
    // An origin that only looks like ours (a trailing dot names another host to the browser) fares no better.
    const dotted = await alice.client.request({
      method: 'POST',
      url: `/api/friends/requests/${requestId}/accept`,
      headers: { origin: `${TEST_ORIGIN}.` },
    });
    expect(dotted.statusCode).toBe(403);
    const { incoming } = (await alice.client.get('/api/friends/requests')).json();
    expect(incoming).toHaveLength(1);

    const fromUs = await alice.client.request({
      method: 'POST',
      url: `/api/friends/requests/${requestId}/accept`,
      headers: { origin: TEST_ORIGIN },
    });
    expect(fromUs.statusCode).toBe(200);
  });

  it('refuses a cross-site avatar upload, percent-encoded path and all', async () => {
    test = await buildTestApp();
    const alice = await createUser(test);
    const boundary = 'rallyboundary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot really a png\r\n--${boundary}--\r\n`;
    for (const url of ['/api/profiles/me/avatar', '/%61pi/profiles/me/avatar']) {
      const response = await alice.client.request({
        method: 'POST',
        url,
        payload,
        headers: { origin: 'http://evil.test', 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(response.statusCode, url).toBe(403);
    }
  });
});

describe('security headers', () => {
  it('lets pages connect only to our own origin, its socket included', async () => {
    test = await buildTestApp();
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    const connectSrc = /connect-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(connectSrc?.split(' ')).toEqual(["'self'", 'ws://rally.test']);
  });

  it('sends HSTS only when Rally is served over https', async () => {
    test = await buildTestApp();
    const plain = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    await test.close();
    test = await buildTestApp({ env: { PUBLIC_URL: 'https://rally.example.com' } });
    const secure = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(secure.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(secure.headers['content-security-policy']).toContain('wss://rally.example.com');
  });

  it('trusts the development server origin only when told to', async () => {
    test = await buildTestApp();
    const refused = await test.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(refused.statusCode).toBe(403);
    await test.close();
    test = await buildTestApp({ env: { TRUSTED_ORIGINS: 'http://localhost:5173' } });
    const allowed = await test.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(allowed.statusCode).toBe(200);
  });
});
