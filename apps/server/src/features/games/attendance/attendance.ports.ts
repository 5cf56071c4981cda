import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { createAttendanceRepository } from './attendance.repository.ts';
import { createAttendanceRecords } from './attendance-records.ts';

/** Players' attendance records, for features built before games (the profile shows a player's). */
export function createAttendanceRecordReads(db: Database, clock: Clock) {
  const records = createAttendanceRecords({ attendanceRepo: createAttendanceRepository(db), clock });
  return { recordOf: records.recordOf };
}
