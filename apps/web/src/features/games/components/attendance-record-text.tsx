import { type AttendanceRecord, RELIABILITY_FORMULA_TEXT } from '@rally/shared/games/attendance-record';

/** "92% reliable" (or "New: no record yet"), with the counts and the formula for those who ask. */
export function reliabilityLabel(record: AttendanceRecord): string {
  return record.reliability === null ? 'No attendance record yet' : `${record.reliability}% reliable`;
}

/** "Attended 11 · 1 no-show · 0 late cancellations". */
export function recordCounts(record: AttendanceRecord): string {
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  return [
    `Attended ${record.attended}`,
    plural(record.noShows, 'no-show', 'no-shows'),
    plural(record.lateCancellations, 'late cancellation', 'late cancellations'),
  ].join(' · ');
}

/**
 * A player's record next to their name (nothing for an empty record) on the roster and in the join requests: the reliability figure,
 * and in its title the counts and the formula, so a host can decide.
 */
export function AttendanceRecordText({ record }: { record: AttendanceRecord }) {
  // A player with no settled game in the last 12 months shows nothing: there is nothing to judge by.
  if (record.reliability === null) return null;
  return (
    <span
      className="text-xs text-muted-foreground"
      title={`${recordCounts(record)} (last 12 months). ${RELIABILITY_FORMULA_TEXT}`}
    >
      {reliabilityLabel(record)}
      <span className="sr-only">{`: ${recordCounts(record)} in the last 12 months`}</span>
    </span>
  );
}
