/**
 * Join requests' states and bounds as plain values, with no validation library: pages that only show a
 * game or a league import these, and the schemas (join-requests.schemas.ts) build on them.
 */

/** A request waits (pending) until the one who decides approves or rejects it. */
export const JOIN_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

/** The answers the one who decides can give a pending request. */
export const JOIN_REQUEST_ANSWERS = ['approved', 'rejected'] as const;
export type JoinRequestAnswer = (typeof JOIN_REQUEST_ANSWERS)[number];

/** The most a message to the one who decides may hold (a game's host, a league's creator). */
export const JOIN_REQUEST_MESSAGE_MAX_LENGTH = 500;
