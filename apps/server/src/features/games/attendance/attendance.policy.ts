import { attendanceMessages as text } from '@rally/shared/games/attendance.messages';
import type { AttendanceMark, AttendanceOutcome } from '@rally/shared/games/attendance.schemas';
import {
  CHECK_IN_CLOSES_MINUTES_AFTER,
  CHECK_IN_OPENS_MINUTES_BEFORE,
  GAME_DAY_CORRECTION_HOURS,
  LATE_CANCELLATION_DEFAULT_HOURS,
} from '@rally/shared/games/game-day.limits';
import { type GameRuleFields, isLateToLeave } from '../decision/game-rules.ts';

// Check-in, marks and outcomes read at an instant. Pure: "now" is always the caller's (the injected
// clock's). Who runs the game is the games policy's `runsGame`, passed in as `runs`.

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** The check-in window: from 30 minutes before the start (included) to 60 minutes after it (excluded). */
export function checkInWindow(startsAt: Date) {
  return {
    opensAt: new Date(startsAt.getTime() - CHECK_IN_OPENS_MINUTES_BEFORE * MINUTE_MS),
    closesAt: new Date(startsAt.getTime() + CHECK_IN_CLOSES_MINUTES_AFTER * MINUTE_MS),
  };
}

/** Marks and corrections are taken until 48 hours after the start (included). */
export const correctableUntil = (startsAt: Date) =>
  new Date(startsAt.getTime() + GAME_DAY_CORRECTION_HOURS * HOUR_MS);

/** The instant before which a game's check-in window has closed at `now` (the settle job's bound). */
export const windowClosedStartBefore = (now: Date) =>
  new Date(now.getTime() - CHECK_IN_CLOSES_MINUTES_AFTER * MINUTE_MS);

type Game = { startsAt: Date; calledOffAt: Date | null };

/** Why the player may not check in now; null when they may (a repeat is fine: it keeps the first time). */
export function checkInRefusal(game: Game, isPlayer: boolean, now: Date): string | null {
  if (!isPlayer) return text.notAPlayer;
  if (game.calledOffAt) return text.calledOff;
  const { opensAt, closesAt } = checkInWindow(game.startsAt);
  if (now.getTime() < opensAt.getTime()) return text.notYetOpen;
  if (now.getTime() >= closesAt.getTime()) return text.closed;
  return null;
}

/**
 * Why the viewer may not mark (or correct, or excuse) attendance now; null when they may: the host or a
 * co-host, from the window's opening to 48 hours after the start, of a game that was not called off.
 */
export function markRefusal(
  game: Game,
  runs: boolean,
  now: Date,
): { code: 'host_only' | 'game_called_off' | 'attendance_closed'; message: string } | null {
  if (!runs) return { code: 'host_only', message: text.hostOnly };
  if (game.calledOffAt) return { code: 'game_called_off', message: text.calledOff };
  if (now.getTime() < checkInWindow(game.startsAt).opensAt.getTime())
    return { code: 'attendance_closed', message: text.markNotYetOpen };
  if (now.getTime() > correctableUntil(game.startsAt).getTime())
    return { code: 'attendance_closed', message: text.markClosed };
  return null;
}

/** What the game page offers the viewer. */
export function attendanceAbilities(game: Game, viewer: { isPlayer: boolean; runs: boolean }, now: Date) {
  return {
    canCheckIn: checkInRefusal(game, viewer.isPlayer, now) === null,
    canMarkAttendance: markRefusal(game, viewer.runs, now) === null,
  };
}

/**
 * A player's outcome from their row: the host's mark wins over the check-in; without either they did
 * not show. Only called when attendance was taken for the game (see `attendanceTaken`).
 */
export function outcomeOf(row: { checkedInAt: Date | null; mark: AttendanceMark | null } | undefined) {
  if (row?.mark === 'present') return 'attended' as const;
  if (row?.mark === 'absent') return 'no_show' as const;
  return row?.checkedInAt ? ('attended' as const) : ('no_show' as const);
}

/**
 * Whether attendance was taken at all: someone checked in or was marked. A host who never used check-in
 * must not make every player a no-show, so without it the players get no outcome.
 */
export const attendanceTaken = (rows: { checkedInAt: Date | null; mark: AttendanceMark | null }[]) =>
  rows.some((row) => row.checkedInAt !== null || row.mark !== null);

/** Why an outcome is what it is, as the player reads it. */
export function outcomeReason(
  outcome: AttendanceOutcome | null,
  row: { checkedInAt: Date | null; mark: AttendanceMark | null } | undefined,
): string | null {
  if (outcome === 'late_cancellation') return text.reasonLateCancellation;
  if (outcome === 'no_show')
    return row?.mark === 'absent' ? text.reasonMarkedAbsent : text.reasonNotCheckedIn;
  if (outcome === 'attended')
    return row?.mark === 'present' ? text.reasonMarkedPresent : text.reasonCheckedIn;
  return null;
}

/**
 * Whether leaving at `now` is a late cancellation: after the game's leave deadline, or, when it has
 * none, within 2 hours of the start.
 */
export function isLateCancellation(game: GameRuleFields, now: Date): boolean {
  if (game.leaveDeadlineHours) return isLateToLeave(game, now);
  return now.getTime() >= game.startsAt.getTime() - LATE_CANCELLATION_DEFAULT_HOURS * HOUR_MS;
}
