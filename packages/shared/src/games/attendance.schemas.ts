import { z } from 'zod';
import { fairPlayLevelSchema } from '../fair-play/fair-play.schemas.ts';
import { textPathParam, uuidPathParam } from '../ids.ts';
import { joinRequestSchema, personSchema } from '../join-requests/join-requests.schemas.ts';
import { attendanceMessages } from './attendance.messages.ts';
import type { AttendanceRecord } from './attendance-record.ts';
import { ATTENDANCE_MARKS, ATTENDANCE_OUTCOMES } from './game-day.limits.ts';
import { gameMessages } from './games.messages.ts';

// Check-in, the host's attendance marks and each player's attendance record (issue 27 §2).

export const attendanceMarkSchema = z.enum(ATTENDANCE_MARKS);
export const attendanceOutcomeSchema = z.enum(ATTENDANCE_OUTCOMES);
export type AttendanceMark = z.infer<typeof attendanceMarkSchema>;
export type AttendanceOutcome = z.infer<typeof attendanceOutcomeSchema>;

/** See `reliabilityOf` in attendance-record.ts for the formula. */
export const attendanceRecordSchema = z.object({
  attended: z.number().int().min(0),
  noShows: z.number().int().min(0),
  lateCancellations: z.number().int().min(0),
  /** round(100 × attended ÷ (attended + no-shows + ½ × late cancellations)); null when all are 0. */
  reliability: z.number().int().min(0).max(100).nullable(),
}) satisfies z.ZodType<AttendanceRecord>;
export type { AttendanceRecord } from './attendance-record.ts';

/** The viewer's own check-in on the game page; null when they are not playing. */
export const viewerCheckInSchema = z.object({
  opensAt: z.string(),
  closesAt: z.string(),
  checkedInAt: z.string().nullable(),
  /** Settled (or corrected) outcome; null until the check-in window closes, or when none was taken. */
  outcome: attendanceOutcomeSchema.nullable(),
  /** Why the outcome is what it is ("The host marked you absent."); null without an outcome. */
  outcomeReason: z.string().nullable(),
});
export type ViewerCheckIn = z.infer<typeof viewerCheckInSchema>;

/** GET /api/games/{id}/attendance: the host's list (the host and co-hosts only). */
export const gameAttendanceSchema = z.object({
  opensAt: z.string(),
  closesAt: z.string(),
  /** Marks and corrections are taken until then. */
  editableUntil: z.string(),
  /** Whether the window has closed and outcomes were written. */
  settled: z.boolean(),
  players: z.array(
    personSchema.extend({
      isHost: z.boolean(),
      checkedInAt: z.string().nullable(),
      mark: attendanceMarkSchema.nullable(),
      outcome: attendanceOutcomeSchema.nullable(),
    }),
  ),
  /** Players who left late (not playing any more); the host may excuse them within the 48 hours. */
  lateCancellations: z.array(personSchema.extend({ leftAt: z.string() })),
});
export type GameAttendance = z.infer<typeof gameAttendanceSchema>;

/** A game's join request with the requester's attendance record, so the host can decide. */
export const gameJoinRequestSchema = joinRequestSchema.extend({
  attendance: attendanceRecordSchema,
  /** The requester's fair-play level, as last worked out ('new' without a record). */
  fairPlayLevel: fairPlayLevelSchema,
});
export type GameJoinRequest = z.infer<typeof gameJoinRequestSchema>;
/** GET /api/games/{id}/requests. */
export const gameJoinRequestListSchema = z.object({ requests: z.array(gameJoinRequestSchema) });

/** PUT /api/games/{id}/attendance/{userId}. */
export const markAttendanceInput = z.object({ mark: attendanceMarkSchema });
export type MarkAttendanceInput = z.infer<typeof markAttendanceInput>;

const gameIdParam = uuidPathParam('The game id', { code: 'game_not_found', message: gameMessages.notFound });

export const attendancePlayerParams = z.object({
  id: gameIdParam,
  userId: textPathParam("The player's user id", 100, {
    code: 'player_not_found',
    message: attendanceMessages.markNotAPlayer,
  }),
});
