/**
 * A player's attendance record and its reliability figure, as plain values (no validation library), so
 * the profile, the roster and the server compute and explain it the same way.
 */

/** Games attended, no-shows and late cancellations over the last 12 months, and the reliability figure. */
export type AttendanceRecord = {
  attended: number;
  noShows: number;
  lateCancellations: number;
  /** 0-100; null when the record is empty (nothing to judge by). */
  reliability: number | null;
};

/** The formula in words, shown where the figure is (profile, roster) and in the README. */
export const RELIABILITY_FORMULA_TEXT =
  'Reliability = attended ÷ (attended + no-shows + ½ × late cancellations), as a percentage, over the last 12 months.';

/**
 * round(100 × attended ÷ (attended + no-shows + ½ × late cancellations)); null when all three are 0.
 * A late cancellation weighs half a no-show: the player warned the host, if late.
 */
export function reliabilityOf(counts: { attended: number; noShows: number; lateCancellations: number }) {
  const { attended, noShows, lateCancellations } = counts;
  if (attended + noShows + lateCancellations === 0) return null;
  return Math.round((100 * attended) / (attended + noShows + 0.5 * lateCancellations));
}

/** The record from its three counts. */
export function attendanceRecordOf(counts: {
  attended: number;
  noShows: number;
  lateCancellations: number;
}): AttendanceRecord {
  return { ...counts, reliability: reliabilityOf(counts) };
}

/** The record of a player with no settled game in the period. */
export const EMPTY_ATTENDANCE_RECORD: AttendanceRecord = attendanceRecordOf({
  attended: 0,
  noShows: 0,
  lateCancellations: 0,
});
