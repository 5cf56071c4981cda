import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { insertGame } from '../test/game-factories.ts';
import { createLeague } from '../test/league-scene.ts';
import { createUser, type TestUser } from '../test/user-factories.ts';

// The head of the built index.html as far as link previews go.
const GENERIC_DESCRIPTION = 'Rally helps adults find, host and join local pickup sports games.';
const indexHtml = `<!doctype html><html><head><title>Rally</title>
<meta name="description" content="${GENERIC_DESCRIPTION}" />
<meta property="og:title" content="Rally" />
<meta property="og:description" content="${GENERIC_DESCRIPTION}" />
<meta property="og:image" content="/social-card.png" />
<meta name="twitter:title" content="Rally" />
<meta name="twitter:description" content="${GENERIC_DESCRIPTION}" />
<meta name="twitter:image" content="/social-card.png" />
</head><body><div id="root"></div></body></html>`;

let test: TestApp;
let host: TestUser;
beforeAll(async () => {
  const staticDir = await mkdtemp(join(tmpdir(), 'rally-static-'));
  await writeFile(join(staticDir, 'index.html'), indexHtml);
  test = await buildTestApp({ env: { STATIC_DIR: staticDir, PUBLIC_URL: 'http://rally.example' } });
  host = await createUser(test);
});
afterAll(async () => {
  await test.close();
});

/** The page a link preview service would read, as it reads it: no cookie, no compression. */
async function page(path: string) {
  const response = await test.app.inject({
    method: 'GET',
    url: path,
    headers: { 'accept-encoding': 'identity' },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  const html = response.body;
  const meta = (key: string) =>
    html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
  return { html, title: html.match(/<title>([^<]*)<\/title>/)?.[1], meta };
}

function expectGeneric(view: Awaited<ReturnType<typeof page>>) {
  expect(view.title).toBe('Rally');
  expect(view.meta('og:title')).toBe('Rally');
  expect(view.meta('description')).toBe(GENERIC_DESCRIPTION);
  expect(view.meta('og:description')).toBe(GENERIC_DESCRIPTION);
}

describe('link previews of shared pages', () => {
  it("give the landing page Rally's title, description and an absolute social image", async () => {
    const view = await page('/');
    expectGeneric(view);
    expect(view.meta('og:image')).toBe('http://rally.example/social-card.png');
    expect(view.meta('twitter:image')).toBe('http://rally.example/social-card.png');
  });

  it("give a public game's link its title, sport, time and head count, but not its venue or description", async () => {
    const id = await insertGame(test, host.id, {
      title: 'Saturday Hoops',
      sport: 'basketball',
      location: 'Secret Gym 42',
      description: 'Door code 1234',
      startsAt: new Date('2030-06-01T17:00:00Z'),
      timeZone: 'UTC',
      maxPlayers: 10,
    });
    const view = await page(`/game/${id}`);
    expect(view.title).toBe('Saturday Hoops · Rally');
    expect(view.meta('og:title')).toBe('Saturday Hoops · Rally');
    expect(view.meta('twitter:title')).toBe('Saturday Hoops · Rally');
    expect(view.meta('og:description')).toBe(
      'Basketball, Sat, Jun 1, 5:00 PM: 1 of 10 players so far. Join the game on Rally.',
    );
    expect(view.meta('description')).toBe(view.meta('og:description'));
    expect(view.html).not.toContain('Secret Gym');
    expect(view.html).not.toContain('Door code');
  });

  it('give a private game, an unknown game and a malformed id only the generic tags', async () => {
    const id = await insertGame(test, host.id, { title: 'Invite Only Run', isPrivate: true });
    for (const path of [`/game/${id}`, '/game/00000000-0000-4000-8000-000000000000', '/game/not-an-id']) {
      const view = await page(path);
      expectGeneric(view);
      expect(view.html).not.toContain('Invite Only');
    }
  });

  it("give a public league's link its name and member count, and a private league only the generic tags", async () => {
    const publicId = await createLeague(host, { name: 'Sunday Strikers', sport: 'soccer' });
    const publicView = await page(`/leagues/${publicId}`);
    expect(publicView.title).toBe('Sunday Strikers · Rally');
    expect(publicView.meta('og:description')).toBe(
      'A soccer league on Rally with 1 member. Join it on Rally.',
    );

    const privateId = await createLeague(host, { name: 'Hidden Club', isPrivate: true });
    const privateView = await page(`/leagues/${privateId}`);
    expectGeneric(privateView);
    expect(privateView.html).not.toContain('Hidden Club');
  });

  it('escape what players typed, so a name cannot add tags to the page', async () => {
    const id = await insertGame(test, host.id, { title: '"><script>alert(1)</script> & Co' });
    const view = await page(`/game/${id}`);
    expect(view.html).not.toContain('<script>alert(1)</script>');
    expect(view.title).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co · Rally');
  });

  it('compress the page for a browser that accepts brotli', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
