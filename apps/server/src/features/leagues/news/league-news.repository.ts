import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { leagueNewsImages, leagueNewsPosts } from '../../../db/schema/leagues.ts';
import { transactionRunner } from '../../../db/transaction.ts';
import { profileColumns } from '../../profiles/profiles.read-model.ts';

export type NewsPostRow = typeof leagueNewsPosts.$inferSelect;
export type NewsImageRow = typeof leagueNewsImages.$inferSelect;
/** A post with its author's card (null columns when the author has no profile). */
export type NewsPostWithAuthorRow = NewsPostRow & {
  authorName: string | null;
  authorUsername: string | null;
  authorAvatarUrl: string | null;
};
export type MediaRow = Pick<NewsImageRow, 'id' | 'url' | 'createdAt' | 'postId'> & { postTitle: string };

const postWithAuthor = {
  id: leagueNewsPosts.id,
  leagueId: leagueNewsPosts.leagueId,
  authorId: leagueNewsPosts.authorId,
  title: leagueNewsPosts.title,
  content: leagueNewsPosts.content,
  createdAt: leagueNewsPosts.createdAt,
  updatedAt: leagueNewsPosts.updatedAt,
  removedAt: leagueNewsPosts.removedAt,
  authorName: profileColumns.name,
  authorUsername: profileColumns.username,
  authorAvatarUrl: profileColumns.avatarUrl,
};

/** The News and Media tabs' rows: posts, their images, and the league's images for the gallery. */
export function createLeagueNewsRepository(db: Database) {
  return {
    transaction: transactionRunner(db),

    /** A league's posts with their authors, newest first. */
    async listPosts(leagueId: string): Promise<NewsPostWithAuthorRow[]> {
      return db
        .select(postWithAuthor)
        .from(leagueNewsPosts)
        .leftJoin(profileColumns.source, eq(profileColumns.userId, leagueNewsPosts.authorId))
        .where(eq(leagueNewsPosts.leagueId, leagueId))
        .orderBy(desc(leagueNewsPosts.createdAt), desc(leagueNewsPosts.id));
    },

    /** One post of the league with its author, or undefined. */
    async findPost(
      leagueId: string,
      postId: string,
      executor: Database = db,
    ): Promise<NewsPostWithAuthorRow | undefined> {
      const [row] = await executor
        .select(postWithAuthor)
        .from(leagueNewsPosts)
        .leftJoin(profileColumns.source, eq(profileColumns.userId, leagueNewsPosts.authorId))
        .where(and(eq(leagueNewsPosts.id, postId), eq(leagueNewsPosts.leagueId, leagueId)));
      return row;
    },

    /** The post's row, locked until the transaction ends: image uploads to one post queue behind it. */
    async lockPost(leagueId: string, postId: string, tx: Database): Promise<NewsPostRow | undefined> {
      const [row] = await tx
        .select()
        .from(leagueNewsPosts)
        .where(and(eq(leagueNewsPosts.id, postId), eq(leagueNewsPosts.leagueId, leagueId)))
        .for('update');
      return row;
    },

    /** The images of these posts, oldest first (the order they were added in). */
    async imagesOf(postIds: string[], executor: Database = db): Promise<NewsImageRow[]> {
      if (postIds.length === 0) return [];
      return executor
        .select()
        .from(leagueNewsImages)
        .where(inArray(leagueNewsImages.postId, postIds))
        .orderBy(asc(leagueNewsImages.createdAt), asc(leagueNewsImages.id));
    },

    async countImages(postId: string, tx: Database): Promise<number> {
      const [row] = await tx
        .select({ total: count() })
        .from(leagueNewsImages)
        .where(eq(leagueNewsImages.postId, postId));
      return row?.total ?? 0;
    },

    async insertPost(values: typeof leagueNewsPosts.$inferInsert, tx: Database): Promise<NewsPostRow> {
      const [row] = await tx.insert(leagueNewsPosts).values(values).returning();
      if (!row) throw new Error('league news: insert returned no row');
      return row;
    },

    async updatePost(
      postId: string,
      values: Pick<NewsPostRow, 'title' | 'content' | 'updatedAt'>,
      tx: Database,
    ): Promise<void> {
      await tx.update(leagueNewsPosts).set(values).where(eq(leagueNewsPosts.id, postId));
    },

    /** Deletes the post (its image rows go with it) and answers the stored files' keys, to delete after commit. */
    async deletePost(postId: string, tx: Database): Promise<string[]> {
      const images = await tx
        .select({ storageKey: leagueNewsImages.storageKey })
        .from(leagueNewsImages)
        .where(eq(leagueNewsImages.postId, postId));
      await tx.delete(leagueNewsPosts).where(eq(leagueNewsPosts.id, postId));
      return images.map((image) => image.storageKey);
    },

    async insertImages(values: (typeof leagueNewsImages.$inferInsert)[], tx: Database): Promise<void> {
      await tx.insert(leagueNewsImages).values(values);
    },

    /** Deletes one image row of the post and answers its stored file's key, or undefined when it is not there. */
    async deleteImage(postId: string, imageId: string, tx: Database): Promise<string | undefined> {
      const [row] = await tx
        .delete(leagueNewsImages)
        .where(and(eq(leagueNewsImages.id, imageId), eq(leagueNewsImages.postId, postId)))
        .returning({ storageKey: leagueNewsImages.storageKey });
      return row?.storageKey;
    },

    /** Every image of the league's news with its post's title, newest first (the Media tab). */
    async listMedia(leagueId: string): Promise<MediaRow[]> {
      return (
        db
          .select({
            id: leagueNewsImages.id,
            url: leagueNewsImages.url,
            createdAt: leagueNewsImages.createdAt,
            postId: leagueNewsImages.postId,
            postTitle: leagueNewsPosts.title,
          })
          .from(leagueNewsImages)
          .innerJoin(leagueNewsPosts, eq(leagueNewsPosts.id, leagueNewsImages.postId))
          // A removed post's images leave the gallery with it.
          .where(and(eq(leagueNewsImages.leagueId, leagueId), isNull(leagueNewsPosts.removedAt)))
          .orderBy(desc(leagueNewsImages.createdAt), desc(leagueNewsImages.id))
      );
    },
  };
}

export type LeagueNewsRepository = ReturnType<typeof createLeagueNewsRepository>;
