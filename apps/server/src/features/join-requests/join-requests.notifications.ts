import type { NotifyInput } from '../notifications/notifications.service.ts';

// The in-app notices of asking to join something: one builder, whatever is joined. Each kind names its own
// notice types (they decide where a notice links and how a person's notice settings file it) and the
// title of the owner's notice; the words are the same for every kind. `relatedId` is what is joined,
// `relatedUserId` the person the notice is about.

/** What is joined, as a notice names it: a game's title, a league's name. */
export type JoinedThing = { id: string; name: string };
type Person = { id: string; name: string };
type Notice = Omit<NotifyInput, 'userId'>;

/** How one kind of joinable thing files its request notices. */
export type JoinRequestNoticeKind = {
  /** To the owner, when someone asks. */
  requested: { type: NotifyInput['type']; title: string };
  /** To the requester, when the owner approves. */
  approved: NotifyInput['type'];
  /** To the requester, when the owner declines. */
  rejected: NotifyInput['type'];
};

const about = (
  thing: JoinedThing,
  type: NotifyInput['type'],
  title: string,
  message: string,
  who: string,
): Notice => ({ type, title, message, relatedId: thing.id, relatedUserId: who });

/** The three notices of a join request's life, for one kind of joinable thing. */
export function joinRequestNotices(kind: JoinRequestNoticeKind) {
  return {
    /** To the owner. */
    requested: (thing: JoinedThing, requester: Person) =>
      about(
        thing,
        kind.requested.type,
        kind.requested.title,
        `${requester.name} asked to join ${thing.name}`,
        requester.id,
      ),
    /** To the requester; about the owner who answered. */
    approved: (thing: JoinedThing, ownerId: string) =>
      about(thing, kind.approved, 'Request approved', `You're in! You joined ${thing.name}`, ownerId),
    /** To the requester; about the owner who answered. */
    rejected: (thing: JoinedThing, ownerId: string) =>
      about(
        thing,
        kind.rejected,
        'Request declined',
        `Your request to join ${thing.name} was declined`,
        ownerId,
      ),
  };
}

export type JoinRequestNotices = ReturnType<typeof joinRequestNotices>;
