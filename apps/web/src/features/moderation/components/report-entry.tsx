import { REPORT_REASON_LABELS } from '@rally/shared/moderation/moderation.constants';
import type { ModerationReport } from '@rally/shared/moderation/moderation.schemas';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatFullMoment } from '../../../lib/date-format.ts';
import { personName } from '../lib/moderation-words.ts';
import { ReportSnapshot } from './report-snapshot.tsx';

/** One report: who reported, why, their details, when, and the target as it read when reported. */
export function ReportEntry({ report }: { report: ModerationReport }) {
  return (
    <li className="grid gap-2 rounded-lg border bg-background/60 px-3 py-3">
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-semibold">{REPORT_REASON_LABELS[report.reason]}</span>
        <span className="text-muted-foreground">
          by{' '}
          {report.reporter ? (
            <Link
              to={paths.userProfile.getHref(report.reporter.id)}
              className="underline-offset-2 hover:underline"
            >
              {personName(report.reporter)}
            </Link>
          ) : (
            'a deleted account'
          )}
          {' · '}
          <time dateTime={report.createdAt}>{formatFullMoment(report.createdAt)}</time>
        </span>
      </p>
      {report.details ? (
        <p className="text-sm break-words whitespace-pre-wrap">
          <span className="font-medium">Details: </span>
          {report.details}
        </p>
      ) : null}
      <ReportSnapshot snapshot={report.snapshot} />
    </li>
  );
}
