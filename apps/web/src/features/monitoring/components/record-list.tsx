import { MONITORING_LIST_SHOWN } from '@rally/shared/monitoring/monitoring.schemas';
import { formatClockTime, formatMs } from '../lib/format.ts';

export type RecordRow = { operation: string; durationMs: number; at: string; detail?: string };

function Rows({ records }: { records: readonly RecordRow[] }) {
  return (
    <ul className="divide-y">
      {records.map((record) => (
        <li
          key={`${record.at} ${record.operation} ${record.durationMs}`}
          className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-2 text-sm"
        >
          <span className="min-w-0 flex-1 font-mono break-all">{record.operation}</span>
          <span className="tabular-nums font-semibold">{formatMs(record.durationMs)}</span>
          <time dateTime={record.at} className="text-muted-foreground">
            {formatClockTime(record.at)}
          </time>
          {record.detail ? (
            <span className="w-full text-muted-foreground break-words">{record.detail}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Slow queries or errors, newest first: the first 5 (spec §9), the rest of the kept 100 behind a
 * disclosure so the tab stays short.
 */
export function RecordList({
  title,
  records,
  empty,
}: {
  title: string;
  records: readonly RecordRow[];
  empty: string;
}) {
  const shown = records.slice(0, MONITORING_LIST_SHOWN);
  const rest = records.slice(MONITORING_LIST_SHOWN);
  return (
    <section className="mt-6 overflow-hidden rounded-xl border bg-card shadow-sm">
      <h2 className="border-b px-4 py-3 text-lg font-bold">{title}</h2>
      {records.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-muted-foreground">{empty}</p>
      ) : (
        <>
          <Rows records={shown} />
          {rest.length > 0 ? (
            <details className="border-t">
              <summary className="cursor-pointer px-4 py-2 text-sm font-semibold text-primary">
                Show all ({records.length})
              </summary>
              <Rows records={rest} />
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}
