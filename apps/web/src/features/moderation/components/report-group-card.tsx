import type { ModerationGroup } from '@rally/shared/moderation/moderation.schemas';
import { ExternalLinkIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { TARGET_TYPE_LABELS, targetName } from '../lib/moderation-words.ts';
import { ActionEntry } from './action-entry.tsx';
import { GroupActions } from './group-actions.tsx';
import { ReportEntry } from './report-entry.tsx';
import { SubjectSummary } from './subject-summary.tsx';

/**
 * One reported thing with its open reports: what it is (a link while it still exists), whose it is and
 * their history, each report with the snapshot as reported, what moderators did about it before, and
 * the actions. An article named by its heading, so a screen reader lists the queue by target.
 */
export function ReportGroupCard({ group }: { group: ModerationGroup }) {
  const headingId = useId();
  const { target } = group;
  const name = targetName(group);
  const kind = TARGET_TYPE_LABELS[target.type];
  const reports = group.reports.length;
  return (
    <li>
      <article aria-labelledby={headingId} className="grid gap-4 rounded-xl border bg-card p-4 md:p-5">
        <header className="grid gap-1">
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant="outline">{kind}</Badge>
            <span>
              {reports} open {reports === 1 ? 'report' : 'reports'}
            </span>
            {target.removed ? <Badge variant="secondary">Removed</Badge> : null}
          </p>
          <h2 id={headingId} className="text-lg font-bold break-words">
            {name}
          </h2>
          {target.link && !target.removed ? (
            <Link
              to={target.link}
              className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              Open {kind.toLowerCase()}
              <span className="sr-only"> {name}</span>
              <ExternalLinkIcon className="size-3.5" aria-hidden />
            </Link>
          ) : null}
        </header>
        {target.subject ? <SubjectSummary subject={target.subject} history={group.history} /> : null}
        <section className="grid gap-2">
          <h3 className="text-sm font-semibold">Reports</h3>
          <ul className="grid gap-2">
            {group.reports.map((report) => (
              <ReportEntry key={report.id} report={report} />
            ))}
          </ul>
        </section>
        {group.actions.length > 0 ? (
          <section className="grid gap-1">
            <h3 className="text-sm font-semibold">Earlier actions</h3>
            <ul className="divide-y">
              {group.actions.map((entry) => (
                <ActionEntry key={entry.id} entry={entry} />
              ))}
            </ul>
          </section>
        ) : null}
        <GroupActions group={group} name={name} />
      </article>
    </li>
  );
}
