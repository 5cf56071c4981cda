import { ScrollTextIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { loadedActions, useModerationActions } from '../api/get-moderation-actions.ts';
import { ActionEntry } from './action-entry.tsx';

/** Every action taken, from this page or the command line: who, when, what and why, the newest first. */
export function ActionLog() {
  const { data, isPending, isError, refetch, isRefetching, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useModerationActions();
  const actions = loadedActions(data);

  if (isPending) {
    return (
      <p role="status" className="py-10 text-center text-muted-foreground">
        Loading the action log...
      </p>
    );
  }
  if (isError) {
    return (
      <LoadError message="Failed to load the action log" onRetry={() => refetch()} retrying={isRefetching} />
    );
  }
  if (actions.length === 0) {
    return (
      <EmptyState
        bordered
        icon={ScrollTextIcon}
        title="No actions yet"
        detail="Every dismissal, removal, warning, suspension and reinstatement is recorded here."
      />
    );
  }
  return (
    <>
      <ul aria-label="Action log" className="divide-y rounded-xl border bg-card px-4">
        {actions.map((entry) => (
          <ActionEntry key={entry.id} entry={entry} />
        ))}
      </ul>
      {hasNextPage ? (
        <div className="flex justify-center p-4">
          <Button variant="outline" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? 'Loading more actions...' : 'Load more actions'}
          </Button>
        </div>
      ) : null}
    </>
  );
}
