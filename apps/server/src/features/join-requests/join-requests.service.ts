import type {
  JoinRequest,
  JoinRequestAnswer,
  JoinRequestStatus,
  Person,
} from '@rally/shared/join-requests/join-requests.schemas';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { NotificationsService, NotifyInput } from '../notifications/notifications.service.ts';
import { type PlayerRecordRow, toPlayerRecord } from '../profiles/player-record.columns.ts';
import type { JoinedThing, JoinRequestNotices } from './join-requests.notifications.ts';

/** A stored request, as the answer reads it. */
export type StoredJoinRequest = { id: string; userId: string; status: JoinRequestStatus };

/** A request as its kind lists it: what was asked and when, and the requester's record in the sport. */
export type ListedJoinRequest = StoredJoinRequest & {
  message: string | null;
  createdAt: Date;
} & PlayerRecordRow;

/** What a page is told after a change: its kind turns it into the event its topics carry. */
export type JoinRequestChange = 'asked' | 'approved' | 'rejected';

/**
 * What one kind of joinable thing (a game, a league; a game series or a team next) supplies to the
 * join-request flow: its row lock, its rules, its own tables through its own repository, and its texts.
 * The flow decides the order of things; the kind decides what each step means for it.
 */
export type JoinableKind<Thing, Row extends ListedJoinRequest = ListedJoinRequest> = {
  /** Runs `work` with the thing's row locked, so requests and answers on one thing queue up; a missing thing is its not-found error. */
  withLocked<T>(thingId: string, work: (thing: Thing, tx: Database) => Promise<T>): Promise<T>;
  /**
   * The thing as notices name it, and who decides on its requests: its owner, and anyone who decides
   * with them (a game's co-hosts), told of a new request too.
   */
  describe(thing: Thing): JoinedThing & { ownerId: string; coDeciderIds?: readonly string[] };
  /** A person's display name for a notice, read outside any transaction (it reads another feature). */
  nameOf(userId: string): Promise<string>;

  /** Throws why the user may not ask to join now (already in, not private, full, already asking...). */
  refuseRequest(thing: Thing, userId: string, now: Date, tx: Database): Promise<void>;
  /** Stores a pending request with its (already checked) message. */
  saveRequest(
    input: { thing: Thing; userId: string; message: string | null; now: Date },
    tx: Database,
  ): Promise<void>;

  /** Throws why the viewer may not read the thing's requests (only the one who decides may). */
  refuseListing(viewerId: string, thingId: string): Promise<void>;
  /** The requests the list shows, in the kind's order. */
  listRequests(thingId: string): Promise<Row[]>;
  /** The requesters' cards, by user id. */
  personsOf(requests: readonly Row[]): Promise<Map<string, Person>>;

  /** Throws why `deciderId` may not answer now (not the owner, a game that has started...). */
  refuseAnswer(thing: Thing, deciderId: string, now: Date): void;
  /** The request, when it is the thing's, read in the answer's transaction. */
  findRequest(thingId: string, requestId: string, tx: Database): Promise<StoredJoinRequest | undefined>;
  setStatus(requestId: string, status: JoinRequestAnswer, now: Date, tx: Database): Promise<void>;
  /** Throws why the requester may not be let in now (full; a game's gender rule on the profile as it is now). */
  refuseApproval(thing: Thing, requesterId: string, tx: Database): Promise<void>;
  /** Makes the requester a member (a player, a league member) and counts them. */
  admit(thing: Thing, userId: string, now: Date, tx: Database): Promise<void>;
  /** Tells the thing's pages what changed, in the transaction (the event leaves on commit). */
  changed(thing: Thing, change: JoinRequestChange, tx: Database): Promise<void>;

  notices: JoinRequestNotices;
  /**
   * When the kind tells the owner of each member let in (a league's creator does): the notice, and who
   * asked, read before the lock so the requester's name can be read too.
   */
  newMember?: {
    notice(thing: JoinedThing, member: { id: string; name: string }): Omit<NotifyInput, 'userId'>;
    requesterOf(thingId: string, requestId: string): Promise<string | undefined>;
  };
  texts: {
    requestSent: string;
    approved: string;
    rejected: string;
    /** The error for a request id that is not this thing's. */
    requestNotFound: () => AppError;
    requestAnswered: string;
  };
};

export type JoinRequestFlowDeps = {
  notifications: Pick<NotificationsService, 'notify'>;
  clock: Clock;
};

/**
 * Asking to join, the pending request, and the owner's answer, for any kind of joinable thing: the
 * requester asks (the owner is told), the owner lists the requests and approves (the requester becomes a
 * member and is told) or rejects (the requester is told). Every change runs in one transaction that first
 * locks the thing's row, so an answer and a request on one thing never cross; notices and live events are
 * written in it and leave only if it commits. A request is answered once.
 */
export function createJoinRequestFlow<Thing, Row extends ListedJoinRequest>(
  kind: JoinableKind<Thing, Row>,
  { notifications, clock }: JoinRequestFlowDeps,
) {
  return {
    /** Asks to join, with an optional (already checked) message; the owner is told. */
    async ask(userId: string, thingId: string, message: string | null): Promise<{ message: string }> {
      const name = await kind.nameOf(userId);
      return kind.withLocked(thingId, async (thing, tx) => {
        const now = clock.now();
        await kind.refuseRequest(thing, userId, now, tx);
        await kind.saveRequest({ thing, userId, message, now }, tx);
        const described = kind.describe(thing);
        const requested = kind.notices.requested(described, { id: userId, name });
        for (const deciderId of [described.ownerId, ...(described.coDeciderIds ?? [])])
          await notifications.notify({ userId: deciderId, ...requested }, tx);
        await kind.changed(thing, 'asked', tx);
        return { message: kind.texts.requestSent };
      });
    },

    /** The thing's requests, for the one who decides only, each with the requester's card and record. */
    async list(viewerId: string, thingId: string): Promise<{ requests: JoinRequest[] }> {
      await kind.refuseListing(viewerId, thingId);
      const rows = await kind.listRequests(thingId);
      const persons = await kind.personsOf(rows);
      return {
        requests: rows.map((row) => ({
          id: row.id,
          user: persons.get(row.userId) as Person,
          message: row.message,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
          record: toPlayerRecord(row),
        })),
      };
    },

    /**
     * The owner approves (the requester becomes a member, if the kind's rules let them in now) or rejects
     * a pending request; the requester is told either way. A refused approval leaves the request pending.
     */
    async answer(
      deciderId: string,
      thingId: string,
      requestId: string,
      status: JoinRequestAnswer,
    ): Promise<{ message: string }> {
      // Read first: reading another feature inside the transaction would wait on it.
      const newMemberName = kind.newMember
        ? await requesterName(kind.newMember, thingId, requestId)
        : 'Someone';
      return kind.withLocked(thingId, async (thing, tx) => {
        const now = clock.now();
        kind.refuseAnswer(thing, deciderId, now);
        const request = await kind.findRequest(thingId, requestId, tx);
        if (!request) throw kind.texts.requestNotFound();
        if (request.status !== 'pending') throw new AppError('request_answered', kind.texts.requestAnswered);
        const described = kind.describe(thing);
        if (status === 'rejected') {
          await kind.setStatus(requestId, 'rejected', now, tx);
          await notifications.notify(
            { userId: request.userId, ...kind.notices.rejected(described, deciderId) },
            tx,
          );
          await kind.changed(thing, 'rejected', tx);
          return { message: kind.texts.rejected };
        }
        await kind.refuseApproval(thing, request.userId, tx);
        await kind.setStatus(requestId, 'approved', now, tx);
        await kind.admit(thing, request.userId, now, tx);
        await notifications.notify(
          { userId: request.userId, ...kind.notices.approved(described, deciderId) },
          tx,
        );
        if (kind.newMember) {
          const member = { id: request.userId, name: newMemberName };
          await notifications.notify(
            { userId: described.ownerId, ...kind.newMember.notice(described, member) },
            tx,
          );
        }
        await kind.changed(thing, 'approved', tx);
        return { message: kind.texts.approved };
      });
    },
  };

  async function requesterName(newMember: NewMember, thingId: string, requestId: string) {
    const requesterId = await newMember.requesterOf(thingId, requestId);
    return requesterId ? kind.nameOf(requesterId) : 'Someone';
  }
}

type NewMember = NonNullable<JoinableKind<unknown>['newMember']>;

/** The flow as its owner's service calls it, whatever is joined. */
export type JoinRequestFlow = ReturnType<typeof createJoinRequestFlow<unknown, ListedJoinRequest>>;
