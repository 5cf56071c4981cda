// The socket's timings, close codes and the user topic without the message schemas: every signed-in
// page opens the socket, and the schemas would bring the validation library with it.

/** How often each side proves the socket is alive (spec: realtime heartbeat 30 s). */
export const REALTIME_HEARTBEAT_MS = 30_000;
/** Reconnect delays after a dropped socket: 1, 2, 5, then 10 s for every later try. */
export const REALTIME_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;
export const REALTIME_PATH = '/api/realtime';

/**
 * Close codes the server sends and the client acts on. `goingAway`: this process is shutting down,
 * reconnect (to another one). `sessionEnded`: the session was signed out, reset or expired; do not
 * reconnect, go to sign-in. `tooManySockets`: this session or user has too many sockets open already.
 */
export const REALTIME_CLOSE = {
  goingAway: 1001,
  sessionEnded: 4401,
  tooManySockets: 4429,
} as const;

/** The user's own feed: notifications, messages, friendships, friends' presence. */
export const userTopic = (userId: string) => `user:${userId}`;

/**
 * What viewers of a player's profile hear (anyone who may see the profile may follow it): that it
 * changed (an edit, a new review, a review removed by a moderator), so an open profile refetches it.
 */
export const profileTopic = (userId: string) => `profile:${userId}`;

/** Where a `profile.changed` goes: the player's own tabs, and everyone's open view of their profile. */
export const profileChangeTopics = (userId: string) => [userTopic(userId), profileTopic(userId)];

/** The longest look back a subscription may ask for; the server keeps a minute of events. */
export const REALTIME_REPLAY_MAX_MS = 120_000;
