import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { UPLOADS_AT_ONCE_PER_ACCOUNT } from '@rally/shared/limits';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { leagueNewsImages } from '../../../db/schema/leagues.ts';
import { tooManyUploadsMessage } from '../../../plugins/upload-slots.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { heldUpload } from '../../../test/held-upload.ts';
import { insertLeague, uploadImages } from '../../../test/league-content-scene.ts';
import { createUser, type TestUser } from '../../../test/user-factories.ts';

// The probe's upload: ten photos of 9.5 MB each, refused only once all of it had been read.
const PROBE_BYTES = 10 * 9.5 * 1024 * 1024;

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
  await test.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => test.close());

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

async function scene() {
  const creator = await createUser(test, { name: 'Cora Creator' });
  const member = await createUser(test, { name: 'Max Member' });
  const other = await createUser(test, { name: 'Otto Other' });
  const leagueId = await insertLeague(test, creator.id, { members: [member.id] });
  const post = await creator.client.post(`/api/leagues/${leagueId}/news`, { title: 'Season opens' });
  const url = `/api/leagues/${leagueId}/news/${post.json().id}/images`;
  return { creator, member, other, leagueId, postId: post.json().id as string, url };
}

async function imagesOf(postId: string) {
  const db = test.database.connection.db;
  return db.select().from(leagueNewsImages).where(eq(leagueNewsImages.postId, postId));
}

/** A probe-sized upload held back after its first 64 KB: only an answer that never read the body comes. */
async function refusedBeforeTheBody(url: string, client: TestUser['client'] | undefined) {
  const upload = heldUpload(test.app, {
    url,
    ...(client ? { client } : {}),
    data: await png(),
    declaredFileBytes: PROBE_BYTES,
  });
  const answer = await upload.answer;
  // The rest of the 95 MB is never asked for: the server closes the connection instead.
  await upload.closed;
  expect(answer.sentBeforeAnswer).toBeLessThan(PROBE_BYTES / 100);
  expect(answer.headers.connection).toBe('close');
  return { status: answer.status, body: JSON.parse(answer.body) as { code: string; message: string } };
}

describe('news image uploads are refused before their body is read', () => {
  it("refuses a member's and an outsider's 95 MB upload with 403 while it is still being sent", async () => {
    const { member, other, postId, url } = await scene();
    for (const uploader of [member, other]) {
      const refused = await refusedBeforeTheBody(url, uploader.client);
      expect(refused).toEqual({
        status: 403,
        body: { code: 'forbidden', message: leagueMessages.creatorOnly },
      });
    }
    expect(await imagesOf(postId)).toEqual([]);
  });

  it("answers 404 for a missing post or league, before the creator's body is read", async () => {
    const { creator, leagueId } = await scene();
    const missing = '00000000-0000-4000-8000-000000000000';
    const noPost = await refusedBeforeTheBody(
      `/api/leagues/${leagueId}/news/${missing}/images`,
      creator.client,
    );
    expect([noPost.status, noPost.body.message]).toEqual([404, leagueMessages.postNotFound]);
    const noLeague = await refusedBeforeTheBody(
      `/api/leagues/${missing}/news/${missing}/images`,
      creator.client,
    );
    expect(noLeague.status).toBe(404);
  });

  it('answers 401 without a session, before the body is read', async () => {
    const { url } = await scene();
    const refused = await refusedBeforeTheBody(url, undefined);
    expect(refused.status).toBe(401);
  });

  it("reads the creator's upload once it is all sent", async () => {
    const { creator, postId, url } = await scene();
    const upload = heldUpload(test.app, { url, client: creator.client, data: await png(), sendFirst: 10 });
    await upload.sendRest();
    const answer = await upload.answer;
    expect(answer.status).toBe(200);
    expect(await imagesOf(postId)).toHaveLength(1);
  });
});

describe('uploads in progress per account', () => {
  it(`holds an account to ${UPLOADS_AT_ONCE_PER_ACCOUNT} uploads at once: one more answers 429 at once, on any upload route`, async () => {
    const { creator, member, postId, url } = await scene();
    const image = await png();
    const held = Array.from({ length: UPLOADS_AT_ONCE_PER_ACCOUNT }, () =>
      heldUpload(test.app, { url, client: creator.client, data: image, sendFirst: 10 }),
    );
    await vi.waitFor(
      () => expect(test.app.uploads.inProgress(creator.id)).toBe(UPLOADS_AT_ONCE_PER_ACCOUNT),
      {
        timeout: 15_000,
      },
    );

    const oneMore = await uploadImages(creator.client, url, [{ data: image }]);
    expect(oneMore.statusCode).toBe(429);
    expect(oneMore.json()).toEqual({
      code: 'too_many_uploads',
      message: tooManyUploadsMessage(UPLOADS_AT_ONCE_PER_ACCOUNT),
    });
    const avatar = await uploadImages(creator.client, '/api/profiles/me/avatar', [
      { data: image, field: 'file' },
    ]);
    expect(avatar.statusCode).toBe(429);
    // Another account is not held back by the first one's uploads.
    const othersAvatar = await uploadImages(member.client, '/api/profiles/me/avatar', [
      { data: image, field: 'file' },
    ]);
    expect(othersAvatar.statusCode).toBe(200);

    // One finishes: its slot is free again.
    await held[0]?.sendRest();
    expect((await held[0]?.answer)?.status).toBe(200);
    const next = await uploadImages(creator.client, url, [{ data: image }]);
    expect(next.statusCode).toBe(200);

    // One dropped half-way frees its slot too.
    held[1]?.abort();
    await vi.waitFor(() => expect(test.app.uploads.inProgress(creator.id)).toBe(0), { timeout: 15_000 });
    expect(await imagesOf(postId)).toHaveLength(2);
  });
});
