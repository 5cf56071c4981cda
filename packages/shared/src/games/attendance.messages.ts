import {
  CHECK_IN_CLOSES_MINUTES_AFTER,
  CHECK_IN_OPENS_MINUTES_BEFORE,
  GAME_DAY_CORRECTION_HOURS,
} from './game-day.limits.ts';

/** What check-in and the attendance list read (issue 27 §2). */
export const attendanceMessages = {
  checkInLabel: "I'm here",
  checkedIn: "You're checked in",
  notYetOpen: `Check-in opens ${CHECK_IN_OPENS_MINUTES_BEFORE} minutes before the start.`,
  closed: `Check-in closed ${CHECK_IN_CLOSES_MINUTES_AFTER} minutes after the start.`,
  notAPlayer: 'Only players of this game can check in.',
  calledOff: 'This game was called off: there is nothing to check in to.',
  hostOnly: 'Only the host or a co-host can mark attendance.',
  markNotYetOpen: `Attendance can be marked from ${CHECK_IN_OPENS_MINUTES_BEFORE} minutes before the start.`,
  markClosed: `Attendance can be corrected until ${GAME_DAY_CORRECTION_HOURS} hours after the start.`,
  markNotAPlayer: 'That player is not playing in this game.',
  markedPresent: 'Marked present',
  markedAbsent: 'Marked absent',
  excused: 'Late cancellation excused',
  notALateCancellation: 'That player did not cancel late.',
  /** Why a settled outcome is what it is: the player reads it on the game page and in the notice. */
  reasonNotCheckedIn: "You didn't check in and weren't marked present.",
  reasonMarkedAbsent: 'The host marked you absent.',
  reasonCheckedIn: 'You checked in.',
  reasonMarkedPresent: 'The host marked you present.',
  reasonLateCancellation: 'You left the game late: after its leave deadline, or within 2 hours of the start.',
} as const;
