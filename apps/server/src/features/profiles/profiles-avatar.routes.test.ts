import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type Client, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/user-factories.ts';

let test: TestApp;
beforeEach(async () => {
  test = await buildTestApp();
});
afterEach(async () => {
  await test.close();
});

/** Sends one file the way a browser's form does. */
function upload(client: Client, file: Buffer, filename = 'photo.png', type = 'image/png') {
  const boundary = `----rally${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return client.request({
    method: 'POST',
    url: '/api/profiles/me/avatar',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

describe('avatar upload', () => {
  it('accepts a PNG, re-encodes it as a 512 px WebP without metadata, and serves it safely', async () => {
    const alice = await createUser(test);
    const png = await solid(900, 600, '#3366cc')
      .png()
      .withExif({ IFD0: { Copyright: 'Alice', ImageDescription: 'secret place' } })
      .toBuffer();
    expect((await sharp(png).metadata()).exif).toBeDefined();

    const response = await upload(alice.client, png);
    expect(response.statusCode).toBe(200);
    const avatarUrl: string = response.json().avatarUrl;
    expect(avatarUrl).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.webp$/);
    expect((await alice.client.get('/api/profiles/me')).json().profile.avatarUrl).toBe(avatarUrl);

    const served = await alice.client.get(avatarUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(served.rawPayload.includes('secret place')).toBe(false);
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    const alice = await createUser(test);
    // Stored sideways: red on the left, blue on the right, with "rotate 90° clockwise to view".
    const sideways = await sharp({
      create: { width: 400, height: 200, channels: 3, background: '#ff0000' },
    })
      .composite([{ input: await solid(200, 200, '#0000ff').png().toBuffer(), left: 200, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();

    const response = await upload(alice.client, sideways, 'photo.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(200);
    const served = await alice.client.get(response.json().avatarUrl);
    const { data, info } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    // Upright, red is on top and blue at the bottom.
    expect(pixel(256, 40)[0]).toBeGreaterThan(200);
    expect(pixel(256, 470)[2]).toBeGreaterThan(200);
  });

  it('refuses a text file named .png, whatever type it claims', async () => {
    const alice = await createUser(test);
    const response = await upload(alice.client, Buffer.from('just some text, not a picture\n'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please choose an image file (JPEG, PNG, WebP or GIF)');
    expect((await alice.client.get('/api/profiles/me')).json().profile.avatarUrl).toBeNull();
  });

  it('refuses an SVG even though it is a picture', async () => {
    const alice = await createUser(test);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    const response = await upload(alice.client, svg, 'avatar.svg', 'image/svg+xml');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please choose an image file (JPEG, PNG, WebP or GIF)');
  });

  it('refuses a file over 5 MB', async () => {
    const alice = await createUser(test);
    const response = await upload(alice.client, randomBytes(6 * 1024 * 1024));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Image must be 5 MB or smaller');
  });

  it('refuses a request without a file', async () => {
    const alice = await createUser(test);
    const response = await alice.client.post('/api/profiles/me/avatar', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please choose an image file (JPEG, PNG, WebP or GIF)');
  });

  it('deletes the previous avatar when it is replaced', async () => {
    const alice = await createUser(test);
    const first = (await upload(alice.client, await solid(64, 64, '#ff0000').png().toBuffer())).json()
      .avatarUrl;
    const second = (
      await upload(alice.client, await solid(64, 64, '#00ff00').gif().toBuffer(), 'a.gif')
    ).json().avatarUrl;
    expect(second).not.toBe(first);
    expect((await alice.client.get(first)).statusCode).toBe(404);
    expect((await alice.client.get(second)).statusCode).toBe(200);
  });

  it('shows the new avatar to other players', async () => {
    const alice = await createUser(test);
    const bob = await createUser(test);
    const { avatarUrl } = (
      await upload(alice.client, await solid(64, 64, '#ff0000').webp().toBuffer())
    ).json();
    expect((await bob.client.get(`/api/profiles/${alice.id}`)).json().profile.avatarUrl).toBe(avatarUrl);
  });
});
