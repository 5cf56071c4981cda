import { gameMessages } from '@rally/shared/games/games.messages';
import type { JoinRequestAnswer } from '@rally/shared/join-requests/join-requests.limits';
import type { UseQueryResult } from '@tanstack/react-query';
import { InboxIcon } from 'lucide-react';
import { EmptyState } from '../ui/empty-state.tsx';
import { LoadError } from '../ui/load-error.tsx';
import { JoinRequestRow, type JoinRequestView } from './join-request-row.tsx';

/** The list's query, as each kind's hook answers it. */
export type JoinRequestsQuery = UseQueryResult<readonly JoinRequestView[]>;

/** One row's answer, as each kind's mutation takes it. */
export type JoinRequestAnswerer = {
  isPending: boolean;
  mutate(answer: { requestId: string; status: JoinRequestAnswer }): void;
};

type JoinRequestsListProps = {
  requests: JoinRequestsQuery;
  /** The sport of what is joined: each requester's record is in it. */
  sport: string;
  /** The kind's answer hook, called once per row so each row shows its own answer in flight. */
  useAnswer: (thingId: string) => JoinRequestAnswerer;
  /** What the requests are for (a game's id, a league's id), passed to `useAnswer`. */
  thingId: string;
  texts: {
    loading: string;
    /** The list's accessible name. */
    label: string;
    emptyTitle: string;
    emptyDetail: string;
  };
};

/**
 * The requests to join something (a game, a league) for the one who decides: loading, an error with
 * retry, empty, or one row per request with the player's card, record and message, and Approve / Reject.
 */
export function JoinRequestsList({ requests, sport, useAnswer, thingId, texts }: JoinRequestsListProps) {
  if (requests.isPending) {
    return (
      <p role="status" className="py-6 text-center text-sm text-muted-foreground">
        {texts.loading}
      </p>
    );
  }
  if (requests.isError) {
    return (
      <LoadError
        message={gameMessages.requestsLoadFailed}
        onRetry={() => void requests.refetch()}
        retrying={requests.isFetching}
      />
    );
  }
  if (requests.data.length === 0) {
    return <EmptyState icon={InboxIcon} title={texts.emptyTitle} detail={texts.emptyDetail} />;
  }
  return (
    <ul aria-label={texts.label} className="divide-y">
      {requests.data.map((request) => (
        <RequestRow
          key={request.id}
          request={request}
          sport={sport}
          useAnswer={useAnswer}
          thingId={thingId}
        />
      ))}
    </ul>
  );
}

function RequestRow({
  request,
  sport,
  useAnswer,
  thingId,
}: {
  request: JoinRequestView;
  sport: string;
  useAnswer: JoinRequestsListProps['useAnswer'];
  thingId: string;
}) {
  const answer = useAnswer(thingId);
  return (
    <JoinRequestRow
      request={request}
      sport={sport}
      answering={answer.isPending}
      onAnswer={(status) => answer.mutate({ requestId: request.id, status })}
    />
  );
}
