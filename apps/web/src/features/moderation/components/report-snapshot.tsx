import type { ReportSnapshotView } from '@rally/shared/moderation/reports.schemas';
import { formatFullMoment } from '../../../lib/date-format.ts';

/**
 * What was reported, as it read at the time (kept by the server, so an edit or a deletion since cannot
 * erase it). Always plain text: whatever a player wrote is shown, never interpreted as markup.
 */
export function ReportSnapshot({ snapshot }: { snapshot: ReportSnapshotView }) {
  const details = Object.entries(snapshot.details ?? {}).filter(([, value]) => value !== null);
  if (!snapshot.title && !snapshot.text && details.length === 0) {
    return <p className="text-sm text-muted-foreground">Nothing was kept of it.</p>;
  }
  return (
    <figure className="grid gap-1 rounded-md border-l-4 border-muted-foreground/40 bg-muted/60 px-3 py-2">
      <figcaption className="text-xs font-medium text-muted-foreground">As reported</figcaption>
      {snapshot.title ? <p className="font-semibold break-words">{snapshot.title}</p> : null}
      {snapshot.text ? (
        <blockquote className="text-sm break-words whitespace-pre-wrap">{snapshot.text}</blockquote>
      ) : null}
      {details.length > 0 ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-xs">
          {details.map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="text-muted-foreground">{detailLabel(key)}</dt>
              <dd className="break-words">{detailValue(value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </figure>
  );
}

/** A snapshot detail's key as words: `startsAt` → "Starts at", `location_name` → "Location name". */
export function detailLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A snapshot detail's value as text: a moment (ISO) as the page writes one, anything else as it is. */
function detailValue(value: string | number | null): string {
  if (typeof value === 'string' && ISO_MOMENT.test(value) && !Number.isNaN(Date.parse(value)))
    return formatFullMoment(value);
  return String(value);
}
