import { leagueTopic } from '@rally/shared/leagues/leagues.schemas';
import { moderationTexts } from '@rally/shared/moderation/moderation.constants';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { leagueMemberships, leagueNewsPosts } from '../../db/schema/leagues.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RealtimeBus } from '../../plugins/realtime/realtime-bus.ts';
import type { Storage } from '../../plugins/storage.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { canSeeLeagueContent } from './league-access.ts';
import { createLeagueViewerRepository } from './league-viewer.repository.ts';
import { isUuid } from './league-viewer.ts';
import { createLeaguesRepository } from './leagues.repository.ts';

type Deps = {
  db: Database;
  bus: Pick<RealtimeBus, 'publish'>;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  storage: Pick<Storage, 'delete'>;
  log: { warn(details: object, message: string): void };
  clock: Clock;
};

/**
 * Leagues and their news posts as moderation sees them. A reporter must be able to see what they report
 * (a private league's news only its members); a moderator's removal deletes a league as its creator's
 * delete does (its members told a moderator removed it), and marks a post removed (kept as evidence, a
 * tombstone where it stood, its images no longer shown).
 */
export function createLeagueModeration({ db, bus, notifications, storage, log, clock }: Deps) {
  const leaguesRepo = createLeaguesRepository(db);
  const viewerRepo = createLeagueViewerRepository(db);

  const league = {
    async find(leagueId: string, _viewerId: string | null) {
      const row = isUuid(leagueId) ? await leaguesRepo.findLeague(leagueId) : undefined;
      if (!row) return null;
      // A private league's page shows its name to anyone with the link; the report is of what they saw.
      return {
        subjectUserId: row.createdBy,
        title: row.name,
        link: `/leagues/${row.id}`,
        removed: false,
        snapshot: { title: row.name, text: row.description, details: { sport: row.sport, place: row.place } },
      };
    },

    async remove(leagueId: string, tx: Database) {
      const row = await leaguesRepo.lockLeague(leagueId, tx);
      if (!row) return { removed: false };
      const members = await tx
        .select({ userId: leagueMemberships.userId })
        .from(leagueMemberships)
        .where(eq(leagueMemberships.leagueId, leagueId));
      await notifications.notifyMany(
        [...new Set([row.createdBy, ...members.map((member) => member.userId)])]
          .filter((userId): userId is string => userId !== null)
          .map((userId) => ({
            userId,
            type: 'league_removed' as const,
            title: moderationTexts.leagueRemovedTitle,
            message: moderationTexts.leagueRemoved(row.name),
            relatedId: null,
            relatedUserId: null,
          })),
        tx,
      );
      const keys = await leaguesRepo.imageStorageKeys(leagueId, tx);
      await leaguesRepo.deleteLeague(leagueId, tx);
      await bus.publish(leagueTopic(leagueId), { type: 'league.changed', leagueId, change: 'deleted' }, tx);
      return {
        removed: true,
        // The stored news images go once the rows naming them are gone for good.
        afterCommit: async () => {
          for (const key of keys) {
            await storage.delete(key).catch((error: unknown) => {
              log.warn({ err: error, key }, 'leagues: could not delete a removed league news image');
            });
          }
        },
      };
    },
  };

  const newsPost = {
    async find(postId: string, viewerId: string | null) {
      if (!isUuid(postId)) return null;
      const [post] = await db.select().from(leagueNewsPosts).where(eq(leagueNewsPosts.id, postId));
      if (!post) return null;
      if (viewerId !== null) {
        const viewed = await viewerRepo.findForViewer(post.leagueId, viewerId);
        if (!viewed || !canSeeLeagueContent(viewed) || post.removedAt) return null;
      }
      return {
        subjectUserId: post.authorId,
        title: post.title,
        link: `/leagues/${post.leagueId}`,
        removed: post.removedAt !== null,
        snapshot: { title: post.title, text: post.content },
      };
    },

    async remove(postId: string, tx: Database) {
      const [post] = await tx
        .update(leagueNewsPosts)
        .set({ removedAt: clock.now() })
        .where(and(eq(leagueNewsPosts.id, postId), isNull(leagueNewsPosts.removedAt)))
        .returning({ leagueId: leagueNewsPosts.leagueId });
      if (post)
        await bus.publish(
          leagueTopic(post.leagueId),
          { type: 'league.changed', leagueId: post.leagueId, change: 'content' },
          tx,
        );
      return { removed: post !== undefined };
    },
  };

  return { league, newsPost };
}
