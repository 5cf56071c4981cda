import { InboxIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { loadedGroups, useModerationReports } from '../api/get-moderation-reports.ts';
import { ReportGroupCard } from './report-group-card.tsx';

export const NO_OPEN_REPORTS = 'No open reports';

/** The open reports, grouped by target, the newest first; loading, error, empty and list states. */
export function ModerationQueue() {
  const { data, isPending, isError, refetch, isRefetching, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useModerationReports();
  const groups = loadedGroups(data);

  if (isPending) {
    return (
      <p role="status" className="py-10 text-center text-muted-foreground">
        Loading reports...
      </p>
    );
  }
  if (isError) {
    return <LoadError message="Failed to load reports" onRetry={() => refetch()} retrying={isRefetching} />;
  }
  if (groups.length === 0) {
    return (
      <EmptyState
        bordered
        icon={InboxIcon}
        title={NO_OPEN_REPORTS}
        detail="Reports players send appear here, the newest first."
      />
    );
  }
  return (
    <>
      <ul aria-label="Open reports" className="grid gap-4">
        {groups.map((group) => (
          <ReportGroupCard key={`${group.target.type}:${group.target.id}`} group={group} />
        ))}
      </ul>
      {hasNextPage ? (
        <div className="flex justify-center p-4">
          <Button variant="outline" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? 'Loading more reports...' : 'Load more reports'}
          </Button>
        </div>
      ) : null}
    </>
  );
}
