import { randomUUID } from 'node:crypto';
import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import {
  type LeagueMedia,
  leagueTopic,
  NEWS_IMAGES_MAX,
  type NewsPost,
  type newsPostInput,
} from '@rally/shared/leagues/leagues.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { AppError, badRequest } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { RealtimeBus } from '../../../plugins/realtime/realtime-bus.ts';
import type { Storage } from '../../../plugins/storage.ts';
import { isUuid, type LeagueGate } from '../league-viewer.ts';
import type { LeagueNewsRepository, NewsImageRow, NewsPostWithAuthorRow } from './league-news.repository.ts';
import { toNewsImageWebp } from './league-news-image.ts';

type Deps = {
  newsRepo: LeagueNewsRepository;
  gate: LeagueGate;
  storage: Pick<Storage, 'put' | 'delete' | 'url'>;
  bus: Pick<RealtimeBus, 'publish'>;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

export type NewsPostValues = z.output<typeof newsPostInput>;
/** One uploaded file: its bytes and the name the browser gave it (only to say which file was wrong). */
export type NewsUpload = { filename: string; data: Buffer };

const postNotFound = () => new AppError('not_found', leagueMessages.postNotFound);

function toNewsPost(row: NewsPostWithAuthorRow, images: NewsImageRow[]): NewsPost {
  // A moderator's removal keeps the row as evidence; nobody reads its words or sees its images again.
  const removed = row.removedAt !== null;
  return {
    id: row.id,
    title: removed ? '' : row.title,
    content: removed ? null : row.content,
    author: {
      id: row.authorId,
      name: row.authorName,
      username: row.authorUsername,
      avatarUrl: row.authorAvatarUrl,
    },
    images: (removed ? [] : images).map((image) => ({
      id: image.id,
      url: image.url,
      createdAt: image.createdAt.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    removed,
  };
}

/**
 * League news and its images (the News and Media tabs): the creator writes, whoever may see the
 * league's content reads. Images are decoded and re-encoded before anything is stored, stored before
 * their rows are written, and deleted after the rows that named them are gone.
 */
export function createLeagueNewsService({ newsRepo, gate, storage, bus, clock, log }: Deps) {
  const announce = (leagueId: string, tx: Database) =>
    bus.publish(leagueTopic(leagueId), { type: 'league.changed', leagueId, change: 'content' }, tx);

  async function deleteQuietly(keys: string[]) {
    for (const key of keys) {
      try {
        await storage.delete(key);
      } catch (error) {
        // The rows are already gone; an orphaned file only costs space.
        log.warn({ err: error, key }, 'league news: could not delete a stored image');
      }
    }
  }

  async function postView(leagueId: string, postId: string): Promise<NewsPost> {
    const row = await newsRepo.findPost(leagueId, postId);
    if (!row) throw postNotFound();
    return toNewsPost(row, await newsRepo.imagesOf([row.id]));
  }

  async function lockedPost(leagueId: string, postId: string, tx: Database) {
    const post = isUuid(postId) ? await newsRepo.lockPost(leagueId, postId, tx) : undefined;
    if (!post) throw postNotFound();
    return post;
  }

  /** Decodes and re-encodes every file first: one bad file refuses the whole upload, naming it. */
  async function encodeAll(files: NewsUpload[]): Promise<Buffer[]> {
    const encoded: Buffer[] = [];
    const refused: string[] = [];
    // One at a time: decoding is the costly part, and a batch of photos should not take every core.
    for (const file of files) {
      const image = await toNewsImageWebp(file.data);
      if (image) encoded.push(image);
      else refused.push(`${file.filename || 'A file'} is not a JPEG, PNG, WebP or GIF image.`);
    }
    if (refused.length > 0)
      throw badRequest('not_an_image', leagueMessages.uploadFailed, { images: refused });
    return encoded;
  }

  return {
    /** The league's posts, newest first, each with its images. */
    async list(viewerId: string, leagueId: string): Promise<{ posts: NewsPost[] }> {
      await gate.forReader(leagueId, viewerId);
      const rows = await newsRepo.listPosts(leagueId);
      const images = await newsRepo.imagesOf(rows.map((row) => row.id));
      return {
        posts: rows.map((row) =>
          toNewsPost(
            row,
            images.filter((image) => image.postId === row.id),
          ),
        ),
      };
    },

    /** The creator publishes a post (its texts already checked by the input schema). */
    async create(viewerId: string, leagueId: string, input: NewsPostValues): Promise<NewsPost> {
      const now = clock.now();
      const post = await newsRepo.transaction(async (tx) => {
        await gate.forCreator(leagueId, viewerId, tx);
        const row = await newsRepo.insertPost(
          {
            leagueId,
            authorId: viewerId,
            title: input.title,
            content: input.content,
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
        await announce(leagueId, tx);
        return row;
      });
      return postView(leagueId, post.id);
    },

    /** The creator edits a post's title and content. */
    async update(
      viewerId: string,
      leagueId: string,
      postId: string,
      input: NewsPostValues,
    ): Promise<NewsPost> {
      await newsRepo.transaction(async (tx) => {
        await gate.forCreator(leagueId, viewerId, tx);
        await lockedPost(leagueId, postId, tx);
        await newsRepo.updatePost(
          postId,
          { title: input.title, content: input.content, updatedAt: clock.now() },
          tx,
        );
        await announce(leagueId, tx);
      });
      return postView(leagueId, postId);
    },

    /** The creator deletes a post; its stored images are deleted once the rows are gone. */
    async remove(viewerId: string, leagueId: string, postId: string): Promise<{ message: string }> {
      const keys = await newsRepo.transaction(async (tx) => {
        await gate.forCreator(leagueId, viewerId, tx);
        await lockedPost(leagueId, postId, tx);
        const stored = await newsRepo.deletePost(postId, tx);
        await announce(leagueId, tx);
        return stored;
      });
      await deleteQuietly(keys);
      return { message: leagueMessages.postDeleted };
    },

    /**
     * Whether the viewer may add images to this post: the league's creator, to a post that exists.
     * Asked before an upload's body is read, so a refused upload costs no more than its headers.
     */
    async checkImageUpload(viewerId: string, leagueId: string, postId: string): Promise<void> {
      await gate.forCreator(leagueId, viewerId);
      if (!isUuid(postId) || !(await newsRepo.findPost(leagueId, postId))) throw postNotFound();
    },

    /**
     * The creator adds images to a post (`checkImageUpload` has let the upload in): all of them or
     * none. Every file must decode as an accepted image, and the post may hold at most NEWS_IMAGES_MAX;
     * the files are stored under random keys, then their rows written in one transaction that checks
     * the creator and the post again under the post's lock, and the stored files removed if that fails.
     */
    async addImages(
      viewerId: string,
      leagueId: string,
      postId: string,
      files: NewsUpload[],
    ): Promise<NewsPost> {
      if (files.length === 0) {
        throw badRequest('invalid_upload', leagueMessages.uploadFailed, {
          images: ['Choose at least one image.'],
        });
      }
      const tooMany = () =>
        badRequest('invalid_upload', leagueMessages.uploadFailed, {
          images: [leagueMessages.tooManyImages(NEWS_IMAGES_MAX)],
        });
      if (files.length > NEWS_IMAGES_MAX) throw tooMany();
      const images = await encodeAll(files);
      const keys: string[] = [];
      try {
        for (const image of images) {
          const key = `league-news/${randomUUID()}.webp`;
          await storage.put(key, image, 'image/webp');
          keys.push(key);
        }
        await newsRepo.transaction(async (tx) => {
          await gate.forCreator(leagueId, viewerId, tx);
          await lockedPost(leagueId, postId, tx);
          if ((await newsRepo.countImages(postId, tx)) + keys.length > NEWS_IMAGES_MAX) throw tooMany();
          const now = clock.now().getTime();
          await newsRepo.insertImages(
            keys.map((storageKey, index) => ({
              postId,
              leagueId,
              storageKey,
              url: storage.url(storageKey),
              uploadedBy: viewerId,
              // A millisecond apart, so the post shows them in the order they were chosen.
              createdAt: new Date(now + index),
            })),
            tx,
          );
          await announce(leagueId, tx);
        });
      } catch (error) {
        await deleteQuietly(keys);
        throw error;
      }
      return postView(leagueId, postId);
    },

    /** The creator removes one image: its row first, then the stored file. */
    async removeImage(
      viewerId: string,
      leagueId: string,
      postId: string,
      imageId: string,
    ): Promise<NewsPost> {
      const key = await newsRepo.transaction(async (tx) => {
        await gate.forCreator(leagueId, viewerId, tx);
        await lockedPost(leagueId, postId, tx);
        const stored = isUuid(imageId) ? await newsRepo.deleteImage(postId, imageId, tx) : undefined;
        if (!stored) throw new AppError('not_found', leagueMessages.imageNotFound);
        await announce(leagueId, tx);
        return stored;
      });
      await deleteQuietly([key]);
      return postView(leagueId, postId);
    },

    /** The Media tab: every image of the league's news, newest first. */
    async media(viewerId: string, leagueId: string): Promise<LeagueMedia> {
      await gate.forReader(leagueId, viewerId);
      const rows = await newsRepo.listMedia(leagueId);
      return {
        images: rows.map((row) => ({
          id: row.id,
          url: row.url,
          createdAt: row.createdAt.toISOString(),
          postId: row.postId,
          postTitle: row.postTitle,
        })),
      };
    },
  };
}

export type LeagueNewsService = ReturnType<typeof createLeagueNewsService>;
