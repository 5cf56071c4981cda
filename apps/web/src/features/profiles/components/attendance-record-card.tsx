import { type AttendanceRecord, RELIABILITY_FORMULA_TEXT } from '@rally/shared/games/attendance-record';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

/**
 * The player's attendance over the last 12 months (issue 27 §2): games attended, no-shows and late
 * cancellations, and the reliability figure with its formula. Shown on every profile, the limited view
 * other players get included, so hosts can decide.
 */
export function AttendanceRecordCard({ record }: { record: AttendanceRecord }) {
  const figures = [
    { label: 'Attended', value: record.attended },
    { label: 'No-shows', value: record.noShows },
    { label: 'Late cancellations', value: record.lateCancellations },
  ];
  return (
    <Card role="region" aria-labelledby="attendance-record-title">
      <CardHeader>
        <CardTitle id="attendance-record-title" className="text-lg">
          Attendance
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-2xl font-semibold">
          {record.reliability === null ? 'No record yet' : `${record.reliability}% reliable`}
        </p>
        <dl className="grid grid-cols-3 gap-2 text-center">
          {figures.map((figure) => (
            <div key={figure.label} className="rounded-md border p-2">
              <dt className="text-xs text-muted-foreground">{figure.label}</dt>
              <dd className="text-lg font-semibold">{figure.value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-muted-foreground">{RELIABILITY_FORMULA_TEXT}</p>
      </CardContent>
    </Card>
  );
}
