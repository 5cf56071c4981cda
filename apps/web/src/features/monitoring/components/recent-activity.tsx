import type { UserActivityEntry } from '@rally/shared/monitoring/monitoring.schemas';
import { ActivityIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { paths } from '../../../config/paths.ts';
import { formatFullMoment } from '../../../lib/date-format.ts';
import { relativeTime } from '../../../lib/relative-time.ts';
import { useMonitoringActivity } from '../api/get-monitoring-activity.ts';
import { Section } from './stat-grid.tsx';

const ACTION_WORDS: Record<UserActivityEntry['action'], { verb: string; kind?: 'game' | 'league' }> = {
  signed_up: { verb: 'signed up' },
  created_game: { verb: 'created', kind: 'game' },
  joined_game: { verb: 'joined', kind: 'game' },
  created_league: { verb: 'created', kind: 'league' },
  joined_league: { verb: 'joined', kind: 'league' },
};

/** "created the game Sunday five-a-side", "joined a private league", "signed up". */
export function describeAction(entry: Pick<UserActivityEntry, 'action' | 'subject'>): string {
  const { verb, kind } = ACTION_WORDS[entry.action];
  if (!kind) return verb;
  return entry.subject ? `${verb} the ${kind} ${entry.subject}` : `${verb} a private ${kind}`;
}

/** The newest 50 things players did (spec: user activity, about 50 entries), newest first. */
export function RecentActivity({ monitoring }: { monitoring: boolean }) {
  const activity = useMonitoringActivity(monitoring);
  const now = new Date();
  return (
    <Section title="Recent user activity">
      {activity.isPending ? (
        <p className="py-4 text-sm text-muted-foreground">
          {monitoring ? 'Loading recent activity...' : 'Start monitoring to see recent activity.'}
        </p>
      ) : activity.isError ? (
        <LoadError
          message="Failed to load recent activity"
          onRetry={() => void activity.refetch()}
          retrying={activity.isFetching}
        />
      ) : activity.data.entries.length === 0 ? (
        <div className="rounded-xl border bg-card shadow-sm">
          <EmptyState
            icon={ActivityIcon}
            title="No activity yet"
            detail="Sign-ups, games and leagues created and joined show up here."
          />
        </div>
      ) : (
        <ol aria-label="Recent user activity" className="divide-y rounded-xl border bg-card shadow-sm">
          {activity.data.entries.map((entry) => (
            <li
              key={`${entry.action}-${entry.user.id}-${entry.at}-${entry.subject ?? ''}`}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm"
            >
              <span className="min-w-0">
                <Link
                  to={paths.userProfile.getHref(entry.user.id)}
                  className="rounded-sm font-semibold outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/50"
                >
                  {entry.user.name}
                </Link>{' '}
                {describeAction(entry)}
              </span>
              <time
                dateTime={entry.at}
                title={formatFullMoment(entry.at)}
                className="shrink-0 text-muted-foreground tabular-nums"
              >
                {relativeTime(entry.at, now)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
