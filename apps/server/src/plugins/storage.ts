import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Where uploaded files live: local disk (served by this process at /media/) by default, or an
 * S3-compatible bucket. Keys are paths of our own making (`avatars/<random>.webp`), never a client's name.
 */
export type Storage = {
  kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes a file; a file already gone is not an error. */
  delete(key: string): Promise<void>;
  /** The address a browser loads the file from. */
  url(key: string): string;
  /** The key behind one of our own URLs, or null for any other URL. */
  keyFromUrl(url: string): string | null;
  /** The origin images are loaded from when it is not this server's (for the CSP). */
  externalOrigin?: string;
  /** The folder this process serves at /media/ (local disk only). */
  localRoot?: string;
};

export const MEDIA_PREFIX = '/media/';
/** Names are random and never reused, so a file may be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key "${key}"`);
  return key;
}

export async function createStorage(config: Config['storage']): Promise<Storage> {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.mediaDir);
}

function createLocalStorage(mediaDir: string): Storage {
  const root = resolve(mediaDir);
  const pathOf = (key: string) => {
    const path = resolve(root, checkKey(key));
    if (!path.startsWith(root + sep)) throw new Error(`storage key escapes the media folder: "${key}"`);
    return path;
  };
  return {
    kind: 'local',
    localRoot: root,
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body, { flag: 'wx' });
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    url: (key) => `${MEDIA_PREFIX}${checkKey(key)}`,
    keyFromUrl(url) {
      if (!url.startsWith(MEDIA_PREFIX)) return null;
      const key = url.slice(MEDIA_PREFIX.length);
      return KEY_PATTERN.test(key) ? key : null;
    },
  };
}

type S3Settings = NonNullable<Config['storage']['s3']>;

/**
 * An S3-compatible bucket (AWS, R2, MinIO...). The SDK loads only when configured. Checksums are sent
 * only where S3 requires them: several S3-compatible services refuse the SDK's newer default ones.
 */
async function createS3Storage(settings: S3Settings): Promise<Storage> {
  const { S3Client: Client, PutObjectCommand, DeleteObjectCommand } = await import('@aws-sdk/client-s3');
  const client: S3Client = new Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const base = `${settings.publicUrl}/`;
  return {
    kind: 's3',
    externalOrigin: new URL(settings.publicUrl).origin,
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: checkKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE,
        }),
      );
    },
    async delete(key) {
      // S3 answers a delete of a missing object with success too.
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: checkKey(key) }));
    },
    url: (key) => `${base}${checkKey(key)}`,
    keyFromUrl(url) {
      if (!url.startsWith(base)) return null;
      const key = url.slice(base.length);
      return KEY_PATTERN.test(key) ? key : null;
    },
  };
}

/**
 * Serves local media at /media/ (with S3 the bucket serves it). The files are our own re-encoded
 * images, yet each answer still forbids sniffing and any active content, in case one is opened directly.
 */
export async function registerMedia(app: FastifyInstance, storage: Storage) {
  if (!storage.localRoot) return;
  await mkdir(storage.localRoot, { recursive: true });
  await app.register(fastifyStatic, {
    root: storage.localRoot,
    prefix: MEDIA_PREFIX,
    // The SPA's registration decorates the reply; a second one must not.
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders(reply) {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', "default-src 'none'");
      reply.header('cache-control', IMMUTABLE);
    },
  });
}
