import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createUser } from '../test/user-factories.ts';

const script = `console.log(${JSON.stringify('Rally '.repeat(400))});`;
const indexHtml = `<!doctype html><html><head><title>Rally</title></head><body>${'<p>Rally</p>'.repeat(200)}</body></html>`;
const landingScript = "navigator.serviceWorker.register('/sw.js')";
const signInScript = "document.documentElement.dataset.theme = 'light'";
const signInHtml = `<!doctype html><html><head><title>Sign In · Rally</title><script>${signInScript}</script></head><body><div id="root" data-prerendered-for-visitor><h1>Sign In</h1></div></body></html>`;
const signUpHtml = `<!doctype html><html><head><title>Sign Up · Rally</title><script>${signInScript}</script></head><body><div id="root" data-prerendered-for-visitor><h1>Create your account</h1></div></body></html>`;
const playerPageScript = "document.documentElement.dataset.page = 'player'";
const playerPageTemplate = `<!doctype html><html><head><title>Rally</title><script>${playerPageScript}</script></head><body><div id="root"></div></body></html>`;
// The web build's renderer, as the server calls it: the template filled for the session and address.
const gamePageScript = "document.documentElement.dataset.page = 'game'";
const gamePageTemplate = `<!doctype html><html><head><title>Rally</title><script>${gamePageScript}</script></head><body><div id="root"></div></body></html>`;
// The web build's renderer, as the server calls it: the template filled for the session and address; a
// game's page asks the API for what it shows, as the player (here, their session).
const renderPageModule = `exports.renderPlayerPage = async function renderPlayerPage(template, url, session, load) {
  if (url.includes('fail')) throw new Error('the render failed');
  const asked = url.startsWith('/game/') ? ' for ' + (await load('/api/auth/session')).session.user.id : '';
  return template.replace('<div id="root"></div>', '<div id="root" data-prerendered-for-player><p>Hi, ' + session.user.name + ' at ' + url + asked + '</p></div>');
}`;
const landingHtml = `<!doctype html><html><head><title>Rally · Find Sports Games Near You</title><script>${landingScript}</script></head><body><h1>Find Sports Games Near You</h1></body></html>`;

let test: TestApp;
beforeAll(async () => {
  // A build as `vite build` leaves it: hashed files under assets/, each text file beside its .br and .gz.
  const staticDir = await mkdtemp(join(tmpdir(), 'rally-static-'));
  await mkdir(join(staticDir, 'assets'));
  for (const [name, content] of [
    ['index.html', indexHtml],
    ['assets/app-abc123.js', script],
  ] as const) {
    await writeFile(join(staticDir, name), content);
    await writeFile(join(staticDir, `${name}.br`), brotliCompressSync(content));
    await writeFile(join(staticDir, `${name}.gz`), gzipSync(content));
  }
  await writeFile(join(staticDir, 'landing.html'), landingHtml);
  await writeFile(join(staticDir, 'sign-in.html'), signInHtml);
  await writeFile(join(staticDir, 'sign-up.html'), signUpHtml);
  await writeFile(
    join(staticDir, 'route-preloads.json'),
    JSON.stringify([
      { pattern: '/profile', files: ['/assets/profile-abc123.js'] },
      { pattern: '/auth', files: ['/assets/auth-abc123.js'] },
    ]),
  );
  await mkdir(join(staticDir, 'server'));
  await writeFile(join(staticDir, 'server', 'render-page.cjs'), renderPageModule);
  await writeFile(join(staticDir, 'server', 'player-page.html'), playerPageTemplate);
  await writeFile(join(staticDir, 'server', 'player-page-game.html'), gamePageTemplate);
  await writeFile(
    join(staticDir, 'server', 'player-pages.json'),
    JSON.stringify({ '/dashboard': 'player-page.html', '/game/:id': 'player-page-game.html' }),
  );
  await writeFile(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  test = await buildTestApp({ env: { STATIC_DIR: staticDir } });
});
afterAll(async () => {
  await test.close();
});

describe('the built app', () => {
  it('sends the brotli file to a browser that accepts brotli, decoding to the original', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    expect(response.rawPayload.length).toBeLessThan(script.length / 5);
  });

  it('sends the gzip file to a client that accepts only gzip, and the plain file to one that accepts neither', async () => {
    const gzip = await test.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await test.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('lets browsers keep hashed assets for a year without asking again', async () => {
    for (const encoding of ['br', 'identity']) {
      const response = await test.app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('has browsers revalidate index.html and other unhashed files, so a new release shows at once', async () => {
    const favicon = await test.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');

    const route = await test.app.inject({
      method: 'GET',
      url: '/profile',
      headers: { 'accept-encoding': 'br' },
    });
    expect(route.statusCode).toBe(200);
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(route.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(route.rawPayload).toString()).toBe(
      indexHtml.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/profile-abc123.js"></head>',
      ),
    );
  });

  it('sends visitors the prerendered landing page at /, and anyone with a session cookie the app', async () => {
    const visitor = await test.app.inject({ method: 'GET', url: '/' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(visitor.body).toBe(landingHtml);
    // A shared cache must not hand one to the other.
    expect(visitor.headers.vary).toMatch(/cookie/i);
    // Its inline script is allowed by the CSP like index.html's.
    const hash = createHash('sha256').update(landingScript).digest('base64');
    expect(visitor.headers['content-security-policy']).toContain(`'sha256-${hash}'`);

    for (const cookie of ['rally.session_token=abc.def', '__Secure-rally.session_token=abc.def']) {
      const player = await test.app.inject({ method: 'GET', url: '/', headers: { cookie } });
      expect(player.body).toBe(indexHtml);
      expect(player.headers.vary).toMatch(/cookie/i);
    }
    const elsewhere = await test.app.inject({ method: 'GET', url: '/profile' });
    expect(elsewhere.body).toBe(
      indexHtml.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/profile-abc123.js"></head>',
      ),
    );
  });

  it('sends visitors the sign-in form already drawn at /auth, naming its own scripts', async () => {
    const visitor = await test.app.inject({ method: 'GET', url: '/auth' });
    expect(visitor.body).toBe(signInHtml);
    expect(visitor.headers.vary).toMatch(/cookie/i);
    const hash = createHash('sha256').update(signInScript).digest('base64');
    expect(visitor.headers['content-security-policy']).toContain(`'sha256-${hash}'`);

    expect((await test.app.inject({ method: 'GET', url: '/auth?mode=signin' })).body).toBe(signInHtml);
    expect((await test.app.inject({ method: 'GET', url: '/auth?mode=signup' })).body).toBe(signUpHtml);

    // Another view of the page, or anyone who may be signed in, gets the app, which draws it.
    const forgot = await test.app.inject({ method: 'GET', url: '/auth?mode=forgot-password' });
    expect(forgot.body).not.toContain('data-prerendered-for-visitor');
    expect(forgot.body).toContain('/assets/auth-abc123.js');
    const player = await test.app.inject({
      method: 'GET',
      url: '/auth',
      headers: { cookie: 'rally.session_token=abc.def' },
    });
    expect(player.body).not.toContain('data-prerendered-for-visitor');
    expect(player.headers.vary).toMatch(/cookie/i);
  });

  it('sends a signed-in player their dashboard drawn with their session, kept by no shared cache', async () => {
    const player = await createUser(test, { name: 'Ana Lima' });
    const page = await player.client.get('/dashboard?from=push');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<p>Hi, Ana Lima at /dashboard?from=push</p>');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers.vary).toMatch(/cookie/i);
    const hash = createHash('sha256').update(playerPageScript).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`'sha256-${hash}'`);

    // Only the pages the server draws: any other gets the app.
    expect((await player.client.get('/profile')).body).not.toContain('data-prerendered-for-player');
  });

  it("sends a game's page drawn in its own template, with what it shows asked of the API as the player", async () => {
    const player = await createUser(test, { name: 'Noor Haddad' });
    const page = await player.client.get('/game/42');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<p>Hi, Noor Haddad at /game/42 for ${player.id}</p>`);
    expect(page.body).toContain(gamePageScript);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    const hash = createHash('sha256').update(gamePageScript).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    // A page the build wrote no template for (an older build's /find) gets the app.
    expect((await player.client.get('/find')).body).not.toContain('data-prerendered-for-player');
  });

  it('sends the app instead when the cookie names no session, there is no cookie, or the render fails', async () => {
    const stale = await test.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { cookie: 'rally.session_token=abc.def' },
    });
    const visitor = await test.app.inject({ method: 'GET', url: '/dashboard' });
    const player = await createUser(test);
    const failed = await player.client.get('/dashboard?fail');
    for (const response of [stale, visitor, failed]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('data-prerendered-for-player');
      expect(response.body).toContain('<p>Rally</p>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/cookie/i);
    }
  });

  it("never sends the build's server module or its template", async () => {
    for (const url of ['/server/render-page.cjs', '/server/player-page.html']) {
      expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
