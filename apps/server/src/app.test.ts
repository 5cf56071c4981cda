import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

describe('the app', () => {
  it('answers liveness, and readiness while the database answers', async () => {
    test = await buildTestApp();
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    const ready = await test.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    test = await buildTestApp();
    const response = await test.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(
      document.paths['/api/auth/sign-in'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('identifier');
    expect((await test.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('sends security headers', async () => {
    test = await buildTestApp();
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers an unknown API path with a JSON 404', async () => {
    test = await buildTestApp();
    const response = await test.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });

  it('answers a malformed JSON body with a readable 400', async () => {
    test = await buildTestApp();
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"identifier":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });

  it('serves the built app: files, client routes, and 404 for missing files', async () => {
    const staticDir = await mkdtemp(join(tmpdir(), 'rally-static-'));
    await mkdir(join(staticDir, 'assets'));
    await writeFile(
      join(staticDir, 'index.html'),
      '<!doctype html><html><head><script>document.documentElement.dataset.theme="light"</script></head><body>Rally</body></html>',
    );
    await writeFile(join(staticDir, 'assets', 'app-abc123.js'), 'console.log("app")');
    test = await buildTestApp({ env: { STATIC_DIR: staticDir } });

    const asset = await test.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');

    const route = await test.app.inject({ method: 'GET', url: '/profile/settings?tab=1' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('Rally');
    // The inline theme script is allowed by its hash, and nothing else inline is.
    expect(route.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);

    expect((await test.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: '/api/unknown' })).statusCode).toBe(404);
  });

  it('lists mail at /dev/mailbox only when it is enabled', async () => {
    test = await buildTestApp();
    expect((await test.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).not.toBe(200);
    await test.close();
    test = await buildTestApp({ env: { DEV_MAILBOX: 'true' } });
    const page = await test.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Development mailbox');
  });
});
