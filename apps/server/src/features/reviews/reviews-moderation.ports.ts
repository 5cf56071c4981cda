import { profileChangeTopics } from '@rally/shared/realtime/realtime.schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sportsmanshipReviews } from '../../db/schema/reviews.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RealtimeBus } from '../../plugins/realtime/realtime-bus.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Sportsmanship reviews as moderation sees them: anyone who may see the reviewed player's profile may
 * report one shown there (its author is the subject, who may not report their own); anyone else is told
 * it does not exist. A moderator's removal keeps the row as evidence, the profile lists it removed with
 * its comment emptied, and it leaves the reviewed player's average and count.
 */
export function createReviewModeration({
  db,
  bus,
  clock,
  maySeeProfile,
  onRemoved,
}: {
  db: Database;
  bus: Pick<RealtimeBus, 'publishToMany'>;
  clock: Clock;
  /** The profiles feature's rule: the profile exists and its owner has not blocked the viewer. */
  maySeeProfile: (viewerId: string, userId: string) => Promise<boolean>;
  /** Runs in the removal's transaction for the reviewed player (their fair-play record is recounted). */
  onRemoved?: (reviewedUserId: string, tx: Database) => Promise<void>;
}) {
  return {
    async find(reviewId: string, viewerId: string | null) {
      if (!UUID.test(reviewId)) return null;
      const [row] = await db.select().from(sportsmanshipReviews).where(eq(sportsmanshipReviews.id, reviewId));
      if (!row) return null;
      if (viewerId !== null && (row.removedAt || !(await maySeeProfile(viewerId, row.reviewedUserId))))
        return null;
      return {
        subjectUserId: row.reviewerId,
        title: null,
        link: `/profile/${row.reviewedUserId}`,
        removed: row.removedAt !== null,
        snapshot: {
          text: row.comment,
          details: { rating: row.rating, reviewedUserId: row.reviewedUserId, gameId: row.gameId },
        },
      };
    },

    async remove(reviewId: string, tx: Database) {
      const [row] = await tx
        .update(sportsmanshipReviews)
        .set({ removedAt: clock.now() })
        .where(and(eq(sportsmanshipReviews.id, reviewId), isNull(sportsmanshipReviews.removedAt)))
        .returning({ reviewedUserId: sportsmanshipReviews.reviewedUserId });
      if (!row) return { removed: false };
      await onRemoved?.(row.reviewedUserId, tx);
      // Every open view of the reviewed player's profile (theirs, and anyone's following it) shows the
      // tombstone and the new average.
      await bus.publishToMany(
        profileChangeTopics(row.reviewedUserId),
        { type: 'profile.changed', userId: row.reviewedUserId },
        tx,
      );
      return { removed: true };
    },
  };
}
