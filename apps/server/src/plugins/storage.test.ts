import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createStorage } from './storage.ts';

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

const localConfig = async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'rally-storage-'));
  return { dataDir, storage: parseConfig({ DATA_DIR: dataDir }).storage };
};

describe('local storage', () => {
  it('writes under DATA_DIR/media, addresses files at /media/, and deletes them', async () => {
    const { dataDir, storage: settings } = await localConfig();
    const storage = await createStorage(settings);
    await storage.put('avatars/abc-123.webp', Buffer.from('bytes'), 'image/webp');
    const path = join(dataDir, 'media', 'avatars', 'abc-123.webp');
    expect(await readFile(path, 'utf8')).toBe('bytes');
    expect(storage.url('avatars/abc-123.webp')).toBe('/media/avatars/abc-123.webp');
    expect(storage.keyFromUrl('/media/avatars/abc-123.webp')).toBe('avatars/abc-123.webp');
    expect(storage.keyFromUrl('https://elsewhere.example/avatars/abc-123.webp')).toBeNull();
    await storage.delete('avatars/abc-123.webp');
    expect(existsSync(path)).toBe(false);
    await expect(storage.delete('avatars/abc-123.webp')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave the media folder or overwrite a file', async () => {
    const storage = await createStorage((await localConfig()).storage);
    await expect(storage.put('../secrets.json', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    await expect(storage.put('/etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    expect(storage.keyFromUrl('/media/../secrets.json')).toBeNull();
    await storage.put('avatars/once.webp', Buffer.from('first'), 'image/webp');
    await expect(storage.put('avatars/once.webp', Buffer.from('second'), 'image/webp')).rejects.toThrow();
  });

  it('serves stored files with headers that stop sniffing and active content, cached for good', async () => {
    const { dataDir, storage: settings } = await localConfig();
    test = await buildTestApp({ env: { DATA_DIR: dataDir } });
    const storage = await createStorage(settings);
    await storage.put('avatars/served.webp', Buffer.from('RIFF....WEBP'), 'image/webp');

    const response = await test.app.inject({ method: 'GET', url: '/media/avatars/served.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'");
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    expect((await test.app.inject({ method: 'GET', url: '/media/avatars/missing.webp' })).statusCode).toBe(
      404,
    );
    expect((await test.app.inject({ method: 'GET', url: '/media/../pglite/PG_VERSION' })).statusCode).toBe(
      404,
    );
  });
});

/** A stand-in for an S3-compatible service: records each request and answers as S3 does. */
async function startFakeS3() {
  const requests: { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.statusCode = request.method === 'DELETE' ? 204 : 200;
      if (request.method === 'PUT') response.setHeader('etag', '"d41d8cd98f00b204e9800998ecf8427e"');
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('S3-compatible storage', () => {
  it('puts and deletes objects in the bucket and links to them through the public URL', async () => {
    const s3 = await startFakeS3();
    try {
      const { storage: settings } = parseConfig({
        S3_BUCKET: 'rally-media',
        S3_ENDPOINT: s3.url,
        S3_REGION: 'auto',
        S3_ACCESS_KEY_ID: 'key-id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://media.rally.example/',
      });
      const storage = await createStorage(settings);
      expect(storage.externalOrigin).toBe('https://media.rally.example');

      await storage.put('avatars/abc.webp', Buffer.from('image bytes'), 'image/webp');
      const put = s3.requests[0]!;
      expect(put.method).toBe('PUT');
      expect(new URL(put.url, s3.url).pathname).toBe('/rally-media/avatars/abc.webp');
      expect(put.headers['content-type']).toBe('image/webp');
      expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(put.headers.authorization).toContain('Credential=key-id/');
      expect(put.body.toString()).toBe('image bytes');

      expect(storage.url('avatars/abc.webp')).toBe('https://media.rally.example/avatars/abc.webp');
      expect(storage.keyFromUrl('https://media.rally.example/avatars/abc.webp')).toBe('avatars/abc.webp');
      expect(storage.keyFromUrl('/media/avatars/abc.webp')).toBeNull();

      await storage.delete('avatars/abc.webp');
      const removed = s3.requests[1]!;
      expect(removed.method).toBe('DELETE');
      expect(new URL(removed.url, s3.url).pathname).toBe('/rally-media/avatars/abc.webp');
    } finally {
      await s3.close();
    }
  });
});
