import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { NEWS_IMAGES_MAX } from '@rally/shared/leagues/leagues.schemas';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leagueNewsImages } from '../../../db/schema/leagues.ts';
import { buildTestApp, createClient, type TestApp } from '../../../test/build-test-app.ts';
import { insertLeague, uploadImages } from '../../../test/league-content-scene.ts';
import { createUser, type TestUser } from '../../../test/user-factories.ts';

let test: TestApp;
let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rally-league-news-'));
  test = await buildTestApp({ env: { DATA_DIR: dataDir } });
});
afterEach(async () => {
  await test.close();
});

const png = (width: number, height: number, background = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** The news image files on disk. */
async function storedFiles(): Promise<string[]> {
  try {
    return await readdir(join(dataDir, 'media', 'league-news'));
  } catch {
    return [];
  }
}

async function scene(options: { isPrivate?: boolean } = {}) {
  const creator = await createUser(test, { name: 'Cora Creator' });
  const member = await createUser(test, { name: 'Max Member' });
  const rival = await createUser(test, { name: 'Rita Rival' });
  const other = await createUser(test, { name: 'Otto Other' });
  const leagueId = await insertLeague(test, creator.id, { members: [member.id], ...options });
  await insertLeague(test, rival.id, { name: 'Rival Rovers' });
  return { creator, member, rival, other, leagueId };
}

const post = (user: TestUser, leagueId: string, body: object) =>
  user.client.post(`/api/leagues/${leagueId}/news`, body);

describe('league news posts', () => {
  it('lets the creator publish, edit and delete posts that everyone reads newest first', async () => {
    const { creator, member, other, leagueId } = await scene();
    const first = await post(creator, leagueId, { title: 'Season opens', content: 'Kick-off on Sunday.' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      title: 'Season opens',
      content: 'Kick-off on Sunday.',
      author: { id: creator.id, name: 'Cora Creator' },
      images: [],
    });
    await post(creator, leagueId, { title: 'New kit', content: '  ' });

    for (const reader of [creator, member, other]) {
      const list = await reader.client.get(`/api/leagues/${leagueId}/news`);
      expect(list.statusCode).toBe(200);
      expect(list.json().posts.map((p: { title: string }) => p.title)).toEqual(['New kit', 'Season opens']);
    }
    const postId = first.json().id;
    const edited = await creator.client.patch(`/api/leagues/${leagueId}/news/${postId}`, {
      title: 'Season opens at 10',
      content: 'Bring water.',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Season opens at 10', content: 'Bring water.' });

    const deleted = await creator.client.delete(`/api/leagues/${leagueId}/news/${postId}`);
    expect(deleted.json()).toEqual({ message: leagueMessages.postDeleted });
    const after = (await member.client.get(`/api/leagues/${leagueId}/news`)).json();
    expect(after.posts.map((p: { title: string }) => p.title)).toEqual(['New kit']);
  });

  it('refuses a post without a title, and profanity, with the spec texts', async () => {
    const { creator, leagueId } = await scene();
    const cases: [object, string][] = [
      [{ content: 'No title' }, leagueMessages.requiredFields],
      [{ title: '   ' }, leagueMessages.requiredFields],
      [{ title: 'fuck this league' }, 'Your post contains profanity. Please keep posts appropriate.'],
      [
        { title: 'Fine', content: 'a shitty pitch' },
        'Your post contains profanity. Please keep posts appropriate.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await post(creator, leagueId, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await creator.client.get(`/api/leagues/${leagueId}/news`)).json().posts).toEqual([]);
  });

  it('answers League not found and Post not found for missing or malformed ids', async () => {
    const { creator, leagueId } = await scene();
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const url of [
      `/api/leagues/${missing}/news`,
      '/api/leagues/not-a-league/news',
      `/api/leagues/${missing}/media`,
    ]) {
      const response = await creator.client.get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(leagueMessages.notFoundTitle);
    }
    for (const postId of [missing, 'nope']) {
      const response = await creator.client.patch(`/api/leagues/${leagueId}/news/${postId}`, { title: 'x' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(leagueMessages.postNotFound);
    }
  });
});

describe('league news authorization', () => {
  it('lets only the creator write, anyone signed in read a public league, and nobody signed out', async () => {
    const { creator, member, rival, other, leagueId } = await scene();
    const postId = (await post(creator, leagueId, { title: 'Hello' })).json().id;
    const image = (
      await uploadImages(creator.client, `/api/leagues/${leagueId}/news/${postId}/images`, [
        { data: await png(40, 30) },
      ])
    ).json().images[0].id;
    const anonymous = createClient(test.app);
    const base = `/api/leagues/${leagueId}`;
    const attempts = [
      { call: (c: TestUser['client']) => c.get(`${base}/news`), read: true },
      { call: (c: TestUser['client']) => c.get(`${base}/media`), read: true },
      { call: (c: TestUser['client']) => c.post(`${base}/news`, { title: 'Mine' }), read: false },
      { call: (c: TestUser['client']) => c.patch(`${base}/news/${postId}`, { title: 'Mine' }), read: false },
      {
        call: async (c: TestUser['client']) =>
          uploadImages(c, `${base}/news/${postId}/images`, [{ data: await png(10, 10) }]),
        read: false,
      },
      { call: (c: TestUser['client']) => c.delete(`${base}/news/${postId}/images/${image}`), read: false },
      { call: (c: TestUser['client']) => c.delete(`${base}/news/${postId}`), read: false },
    ];
    for (const { call, read } of attempts) {
      expect((await call(anonymous)).statusCode).toBe(401);
      for (const outsider of [member, rival, other]) {
        const response = await call(outsider.client);
        if (read) expect(response.statusCode).toBe(200);
        else {
          expect(response.statusCode).toBe(403);
          expect(response.json().message).toBe(leagueMessages.creatorOnly);
        }
      }
    }
    // Nothing the others tried changed the post.
    const posts = (await creator.client.get(`${base}/news`)).json().posts;
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ title: 'Hello', images: [{ id: image }] });
    for (const { call } of attempts) expect((await call(creator.client)).statusCode).toBeLessThan(300);
  });

  it("hides a private league's news and media from everyone but its members", async () => {
    const { creator, member, rival, other, leagueId } = await scene({ isPrivate: true });
    const postId = (await post(creator, leagueId, { title: 'Members only' })).json().id;
    await uploadImages(creator.client, `/api/leagues/${leagueId}/news/${postId}/images`, [
      { data: await png(40, 30) },
    ]);
    for (const outsider of [rival, other]) {
      for (const tab of ['news', 'media']) {
        const response = await outsider.client.get(`/api/leagues/${leagueId}/${tab}`);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(leagueMessages.membersOnly);
        expect(response.body).not.toContain('Members only');
      }
    }
    expect((await member.client.get(`/api/leagues/${leagueId}/news`)).json().posts[0].title).toBe(
      'Members only',
    );
    expect((await member.client.get(`/api/leagues/${leagueId}/media`)).json().images).toHaveLength(1);
  });
});

describe('league news images', () => {
  it('stores two uploaded images re-encoded with their aspect kept, on the post and in Media', async () => {
    const { creator, member, leagueId } = await scene();
    const postId = (await post(creator, leagueId, { title: 'Match day' })).json().id;
    const response = await uploadImages(creator.client, `/api/leagues/${leagueId}/news/${postId}/images`, [
      { data: await png(3200, 1000), filename: 'wide.png' },
      {
        data: await sharp({ create: { width: 300, height: 600, channels: 3, background: '#cc3333' } })
          .jpeg()
          .toBuffer(),
        filename: 'tall.jpg',
        type: 'image/jpeg',
      },
    ]);
    expect(response.statusCode).toBe(200);
    const images: { id: string; url: string }[] = response.json().images;
    expect(images).toHaveLength(2);
    const sizes = [];
    for (const image of images) {
      expect(image.url).toMatch(/^\/media\/league-news\/[0-9a-f-]{36}\.webp$/);
      const served = await member.client.get(image.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const { width, height, format } = await sharp(served.rawPayload).metadata();
      sizes.push({ width, height, format });
    }
    // The wide one bounded to 1600 px on its longest side, the small one never enlarged.
    expect(sizes).toEqual([
      { width: 1600, height: 500, format: 'webp' },
      { width: 300, height: 600, format: 'webp' },
    ]);
    expect(await storedFiles()).toHaveLength(2);

    const media = (await member.client.get(`/api/leagues/${leagueId}/media`)).json().images;
    // Newest first: the second image was added a moment after the first.
    expect(media.map((image: { id: string }) => image.id)).toEqual([images[1]?.id, images[0]?.id]);
    expect(media[0]).toMatchObject({ postId, postTitle: 'Match day' });
  });

  it('refuses an upload holding a file that is not an image, naming it, and stores nothing', async () => {
    const { creator, leagueId } = await scene();
    const postId = (await post(creator, leagueId, { title: 'Match day' })).json().id;
    const response = await uploadImages(creator.client, `/api/leagues/${leagueId}/news/${postId}/images`, [
      { data: await png(100, 100), filename: 'good.png' },
      { data: Buffer.from('<svg onload="alert(1)"></svg>'), filename: 'evil.png' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: leagueMessages.uploadFailed,
      fields: { images: ['evil.png is not a JPEG, PNG, WebP or GIF image.'] },
    });
    const rows = await test.database.connection.db
      .select()
      .from(leagueNewsImages)
      .where(eq(leagueNewsImages.postId, postId));
    expect(rows).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it(`refuses more than ${NEWS_IMAGES_MAX} images on one post, and an upload without files`, async () => {
    const { creator, leagueId } = await scene();
    const postId = (await post(creator, leagueId, { title: 'Gallery' })).json().id;
    const url = `/api/leagues/${leagueId}/news/${postId}/images`;
    const image = await png(20, 20);
    const first = await uploadImages(
      creator.client,
      url,
      Array.from({ length: 8 }, () => ({ data: image })),
    );
    expect(first.statusCode).toBe(200);
    const over = await uploadImages(
      creator.client,
      url,
      Array.from({ length: 3 }, () => ({ data: image })),
    );
    expect(over.statusCode).toBe(400);
    expect(over.json().fields.images).toEqual([leagueMessages.tooManyImages(NEWS_IMAGES_MAX)]);
    const many = await uploadImages(
      creator.client,
      url,
      Array.from({ length: 11 }, () => ({ data: image })),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(leagueMessages.uploadFailed);
    const none = await uploadImages(creator.client, url, []);
    expect(none.statusCode).toBe(400);
    const json = await creator.client.post(url, { images: [] });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(leagueMessages.uploadFailed);
    expect(await storedFiles()).toHaveLength(8);
  });

  it('removes an image row and its stored file, and deletes every file with its post', async () => {
    const { creator, member, leagueId } = await scene();
    const postId = (await post(creator, leagueId, { title: 'Match day' })).json().id;
    const url = `/api/leagues/${leagueId}/news/${postId}/images`;
    const uploaded = await uploadImages(creator.client, url, [
      { data: await png(50, 50) },
      { data: await png(60, 40) },
    ]);
    const [kept, removed] = uploaded.json().images as { id: string; url: string }[];

    const response = await creator.client.delete(`${url}/${removed?.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().images.map((image: { id: string }) => image.id)).toEqual([kept?.id]);
    expect((await member.client.get(removed?.url ?? '')).statusCode).toBe(404);
    expect((await member.client.get(kept?.url ?? '')).statusCode).toBe(200);
    expect(await storedFiles()).toHaveLength(1);
    const again = await creator.client.delete(`${url}/${removed?.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(leagueMessages.imageNotFound);

    await creator.client.delete(`/api/leagues/${leagueId}/news/${postId}`);
    expect(await storedFiles()).toEqual([]);
    expect((await member.client.get(`/api/leagues/${leagueId}/media`)).json().images).toEqual([]);
  });
});
