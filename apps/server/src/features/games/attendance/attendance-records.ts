import { type AttendanceRecord, attendanceRecordOf } from '@rally/shared/games/attendance-record';
import { ATTENDANCE_RECORD_MONTHS } from '@rally/shared/games/game-day.limits';
import type { Clock } from '../../../lib/clock.ts';
import type { AttendanceRepository } from './attendance.repository.ts';

/** The start of a player's record period: 12 months before `now` (by when each game settled). */
export function recordSince(now: Date): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - ATTENDANCE_RECORD_MONTHS);
  return since;
}

/**
 * Players' attendance records: attended, no-shows and late cancellations over the last 12 months
 * (outcomes settled from then up to now, an hour after each game's start), with the reliability figure.
 */
export function createAttendanceRecords({
  attendanceRepo,
  clock,
}: {
  attendanceRepo: Pick<AttendanceRepository, 'outcomeCounts'>;
  clock: Clock;
}) {
  const records = {
    /** The record of every player named, in one grouped statement (a page's names); empty for the rest. */
    async recordsOf(userIds: string[]): Promise<Map<string, AttendanceRecord>> {
      const now = clock.now();
      const counts = await attendanceRepo.outcomeCounts(userIds, recordSince(now), now);
      return new Map(
        userIds.map((id) => [
          id,
          attendanceRecordOf(counts.get(id) ?? { attended: 0, noShows: 0, lateCancellations: 0 }),
        ]),
      );
    },

    /** One player's record (their profile). */
    async recordOf(userId: string): Promise<AttendanceRecord> {
      return (await records.recordsOf([userId])).get(userId) as AttendanceRecord;
    },
  };
  return records;
}

export type AttendanceRecords = ReturnType<typeof createAttendanceRecords>;
