/**
 * Game day's windows and bounds as plain values (no validation library), so the game page and the
 * server read the same numbers.
 */

/** A participant checks in from this many minutes before the start… */
export const CHECK_IN_OPENS_MINUTES_BEFORE = 30;
/** …to this many minutes after it, when each player's attendance is settled. */
export const CHECK_IN_CLOSES_MINUTES_AFTER = 60;
/** The host and co-hosts mark or correct attendance, and record or edit the result, this long after the start. */
export const GAME_DAY_CORRECTION_HOURS = 48;
/** With no leave deadline, leaving this close to the start is a late cancellation. */
export const LATE_CANCELLATION_DEFAULT_HOURS = 2;
/** A player's attendance record covers this many months back. */
export const ATTENDANCE_RECORD_MONTHS = 12;

/** The host's or a co-host's mark on a player, and the settled outcome. */
export const ATTENDANCE_MARKS = ['present', 'absent'] as const;
export const ATTENDANCE_OUTCOMES = ['attended', 'no_show', 'late_cancellation'] as const;

/** Announcements: at most this many per game in any 24 hours. */
export const ANNOUNCEMENTS_PER_DAY = 3;
/** A game's chat takes new messages until this long after the start, then stays readable. */
export const GAME_CHAT_OPEN_HOURS_AFTER_START = GAME_DAY_CORRECTION_HOURS;
/** The inbox lists the chats of games that start at most this many days ago, or later. */
export const GAME_CHAT_INBOX_DAYS = 14;
/** A game's chat shows at most this many pinned announcements, newest first. */
export const GAME_CHAT_PINNED_MAX = 3;

/** Teams: from 2 up to this many; a team's name is at most this long. */
export const TEAMS_MIN = 2;
export const TEAMS_MAX = 8;
export const TEAM_NAME_MAX_LENGTH = 40;
export const TEAM_SCORE_MAX = 9_999;
/** A player's past results count towards their strength in a sport from this many recorded games. */
export const TEAM_RATING_MIN_RESULTS = 3;
