import type { FriendRequest } from '@rally/shared/friends/friends.schemas';
import { CheckIcon, InboxIcon, XIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { relativeTime } from '../../../lib/relative-time.ts';
import { useAcceptFriendRequest } from '../api/accept-friend-request.ts';
import { useDeclineFriendRequest } from '../api/decline-friend-request.ts';
import { useFriendRequests } from '../api/get-friend-requests.ts';
import { useRemoveFriend } from '../api/remove-friend.ts';
import { ListSkeleton } from './list-skeleton.tsx';
import { PersonRow } from './person-row.tsx';

/** The Requests tab: requests to answer first, then the user's own requests still waiting. */
export function RequestsList() {
  const { data, isPending, isError, refetch, isRefetching } = useFriendRequests();
  const now = new Date();

  if (isPending) return <ListSkeleton label="Loading friend requests..." />;
  if (isError) {
    return (
      <div className="p-5">
        <LoadError
          message={'Failed to load friend requests'}
          onRetry={() => refetch()}
          retrying={isRefetching}
        />
      </div>
    );
  }
  if (data.incoming.length === 0 && data.outgoing.length === 0) {
    return (
      <EmptyState
        icon={InboxIcon}
        title="No pending requests"
        detail="Friend requests you receive or send will appear here."
      />
    );
  }
  return (
    <div className="divide-y">
      {data.incoming.length > 0 ? (
        <RequestSection title="Received">
          {data.incoming.map((request) => (
            <IncomingRow
              key={request.requestId}
              request={request}
              timeLabel={relativeTime(request.createdAt, now)}
            />
          ))}
        </RequestSection>
      ) : null}
      {data.outgoing.length > 0 ? (
        <RequestSection title="Sent">
          {data.outgoing.map((request) => (
            <OutgoingRow
              key={request.requestId}
              request={request}
              timeLabel={relativeTime(request.createdAt, now)}
            />
          ))}
        </RequestSection>
      ) : null}
    </div>
  );
}

function RequestSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={`${title} requests`}>
      <h3 className="bg-muted/50 px-5 py-2 text-xs font-bold tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      <ul className="divide-y">{children}</ul>
    </section>
  );
}

function IncomingRow({ request, timeLabel }: { request: FriendRequest; timeLabel: string }) {
  const accept = useAcceptFriendRequest();
  const decline = useDeclineFriendRequest();
  const busy = accept.isPending || decline.isPending;
  return (
    <PersonRow
      person={request.user}
      detail={`Sent you a request · ${timeLabel}`}
      actions={
        <>
          <Button size="sm" disabled={busy} onClick={() => accept.mutate(request.requestId)}>
            <CheckIcon aria-hidden />
            Accept<span className="sr-only"> {request.user.name}</span>
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => decline.mutate(request.requestId)}
          >
            <XIcon aria-hidden />
            Decline<span className="sr-only"> {request.user.name}</span>
          </Button>
        </>
      }
    />
  );
}

function OutgoingRow({ request, timeLabel }: { request: FriendRequest; timeLabel: string }) {
  const cancel = useRemoveFriend();
  return (
    <PersonRow
      person={request.user}
      detail={`Request pending · ${timeLabel}`}
      actions={
        <Button
          variant="outline"
          size="sm"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate({ userId: request.user.userId, kind: 'request' })}
        >
          Cancel<span className="sr-only"> request to {request.user.name}</span>
        </Button>
      }
    />
  );
}
