// The presence timings without the schemas, for the heartbeat every signed-in page runs.

/** With activity status on, the client says it is here every 30 s and when the page becomes visible. */
export const PRESENCE_HEARTBEAT_INTERVAL_MS = 30_000;
/** Clients refresh friends' presence at least this often (they also get presence.changed events). */
export const PRESENCE_POLL_INTERVAL_MS = 10_000;
/** Without a heartbeat for this long a user counts as offline: two missed beats and some slack. */
export const PRESENCE_STALE_AFTER_MS = 75_000;
/** How often the server marks stale users offline and tells their friends. */
export const PRESENCE_SWEEP_INTERVAL_MS = 30_000;
