import { z } from 'zod';
import { PRESENCE_STALE_AFTER_MS } from './presence-intervals.ts';

export {
  PRESENCE_HEARTBEAT_INTERVAL_MS,
  PRESENCE_POLL_INTERVAL_MS,
  PRESENCE_STALE_AFTER_MS,
  PRESENCE_SWEEP_INTERVAL_MS,
} from './presence-intervals.ts';

export const heartbeatResultSchema = z.object({
  /** Whether friends now see this user online. */
  online: z.boolean(),
  /** Whether the user shares their activity status; when false nothing was recorded. */
  shared: z.boolean(),
});
export type HeartbeatResult = z.infer<typeof heartbeatResultSchema>;

export const onlineFriendsSchema = z.object({
  /** The ids of the viewer's friends who are online and share their status. */
  online: z.array(z.string()),
});
export type OnlineFriends = z.infer<typeof onlineFriendsSchema>;

/**
 * Whether someone counts as online (spec document 1 §6: visible only when they enabled it): they share
 * their status, were last marked online, and were seen within PRESENCE_STALE_AFTER_MS.
 */
export function isOnline(
  record: { isOnline: boolean; lastSeen: Date; showStatus: boolean },
  now: Date,
): boolean {
  return (
    record.showStatus &&
    record.isOnline &&
    now.getTime() - record.lastSeen.getTime() <= PRESENCE_STALE_AFTER_MS
  );
}
