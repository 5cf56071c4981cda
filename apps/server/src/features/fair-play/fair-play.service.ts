import { fairPlayLevel, settledGamesOf } from '@rally/shared/fair-play/fair-play';
import type { FairPlayLevel } from '@rally/shared/fair-play/fair-play.constants';
import { type FairPlay, NEW_PLAYER_FAIR_PLAY } from '@rally/shared/fair-play/fair-play.schemas';
import { reliabilityOf } from '@rally/shared/games/attendance-record';
import { ATTENDANCE_RECORD_MONTHS } from '@rally/shared/games/game-day.limits';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FairPlayRecordRow, FairPlayRepository } from './fair-play.repository.ts';

/** The daily job works through stale and missing records in batches of this many players. */
const REFRESH_BATCH = 200;

/** The start of the record's period: 12 months before `now` (the attendance record's own period). */
export function fairPlaySince(now: Date): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - ATTENDANCE_RECORD_MONTHS);
  return since;
}

/** A stored row as the profile shows it. */
export function toFairPlay(row: FairPlayRecordRow | undefined): FairPlay {
  if (!row) return NEW_PLAYER_FAIR_PLAY;
  return {
    level: row.level,
    settledGames: settledGamesOf(row),
    reliability: reliabilityOf(row),
    sportsmanship: {
      average: row.reviewAverage === null ? null : Math.round(row.reviewAverage * 10) / 10,
      count: row.reviewCount,
    },
  };
}

/**
 * Players' fair-play records (issue 28 §4). A record is rewritten for the players concerned whenever
 * what it counts changes (a review of them written or removed, an outcome of theirs settled or
 * corrected) and by a daily job when an outcome leaves the 12 months; pages read the stored rows, so
 * showing a level never recounts. A player without a row is 'new'.
 */
export function createFairPlayService({
  fairPlayRepo: repo,
  clock,
}: {
  fairPlayRepo: FairPlayRepository;
  clock: Clock;
}) {
  const service = {
    /**
     * Recounts the players' last 12 months of outcomes and their non-removed reviews, applies the
     * formula and stores the result: inside the caller's transaction when given its handle, so the
     * record changes with what it counts (and reads the caller's own writes).
     */
    async refresh(userIds: string | readonly string[], tx?: Database): Promise<void> {
      const ids = typeof userIds === 'string' ? [userIds] : userIds;
      if (ids.length === 0) return;
      const now = clock.now();
      const counts = await repo.countsOf(ids, fairPlaySince(now), now, tx);
      const records = [...counts].map(([userId, count]) => ({
        userId,
        ...count,
        level: fairPlayLevel({
          ...count,
          sportsmanship: { average: count.reviewAverage, count: count.reviewCount },
        }),
      }));
      await repo.save(records, now, tx);
    },

    /** The daily job: records an outcome has left the period of, then players with no record yet. */
    async refreshDue(): Promise<number> {
      const startedAt = clock.now();
      const since = fairPlaySince(startedAt);
      let refreshed = 0;
      for (const find of [
        () => repo.agedOutUserIds(since, startedAt, REFRESH_BATCH),
        () => repo.unrecordedUserIds(REFRESH_BATCH),
      ]) {
        for (;;) {
          const ids = await find();
          if (ids.length === 0) break;
          await repo.transaction((tx) => service.refresh(ids, tx));
          refreshed += ids.length;
          if (ids.length < REFRESH_BATCH) break;
        }
      }
      return refreshed;
    },

    /** Stored levels of the players named, 'new' for those without a record: one statement. */
    async levelsOf(userIds: readonly string[], executor?: Database): Promise<Map<string, FairPlayLevel>> {
      const rows = await repo.recordsOf(userIds, executor);
      const byPlayer = new Map(rows.map((row) => [row.userId, row.level]));
      return new Map(userIds.map((id) => [id, byPlayer.get(id) ?? 'new']));
    },

    /** One player's stored level. */
    async levelOf(userId: string, executor?: Database): Promise<FairPlayLevel> {
      return (await service.levelsOf([userId], executor)).get(userId) ?? 'new';
    },

    /** One player's record as the profile shows it. */
    async recordOf(userId: string): Promise<FairPlay> {
      return toFairPlay((await repo.recordsOf([userId]))[0]);
    },
  };
  return service;
}

export type FairPlayService = ReturnType<typeof createFairPlayService>;
